import { assetEndingsIn } from '../../../schemas/asset-kinds.ts';
import { pageRefForms } from '../../../schemas/page-fields.ts';
import type { ProblemTexts } from '../problem-texts.ts';

/** The validator's problems about a field, in German (schemas/problem-words.ts has the English). */
export const problemTexts: ProblemTexts = {
  languageNames: 'capitalised',
  words: {
    unknownField: "'{unknown}' ist hier kein bekanntes Feld. Löschen Sie es oder prüfen Sie die Schreibweise.",
    unknownFieldLike: "'{unknown}' ist hier kein bekanntes Feld. Meinten Sie '{suggestion}'?",
    textLineOutdented:
      "'{line}' wird als Feld gelesen, und kein Feldname enthält Leerzeichen: Gehört die Zeile zum Text darüber, rücken Sie sie so weit ein wie dessen andere Zeilen.",
    translationMissing: "Der Text auf {language} von '{field}' fehlt.",
    translationEmpty: "Der Text auf {language} von '{field}' ist leer.",
    fieldMissing: "'{field}' ist ein Pflichtfeld und fehlt{about}.",
    wrongType: "'{field}' muss {expected} sein, ist aber {found}{about}.",
    textEmpty: "'{field}' ist leer; es braucht einen Text{about}.",
    entriesAtLeast: "'{field}' braucht mindestens {limit} Einträge{count}{about}.",
    entryAtLeast: "'{field}' braucht mindestens 1 Eintrag{count}{about}.",
    entriesAtMost: "'{field}' darf höchstens {limit} Einträge haben{count}{about}.",
    entryAtMost: "'{field}' darf höchstens 1 Eintrag haben{count}{about}.",
    charactersAtLeast: "'{field}' muss mindestens {limit} Zeichen lang sein{count}{about}.",
    charactersAtMost: "'{field}' darf höchstens {limit} Zeichen lang sein{count}{about}.",
    numberAtLeast: "'{field}' muss mindestens {limit} sein; gefunden: {found}{about}.",
    numberAtMost: "'{field}' darf höchstens {limit} sein; gefunden: {found}{about}.",
    wrongFormat: "'{field}' {format}; gefunden: {found}.",
    notTheValue: "'{field}' muss {values} sein; gefunden: {found}.",
    notOneOf: "'{field}' muss einer dieser Werte sein: {values}; gefunden: {found}.",
    notOneOfLike: "'{field}' muss einer dieser Werte sein: {values}; gefunden: {found}. Meinten Sie '{suggestion}'?",
    wrongForm: "'{field}' hat nicht die richtige Form{about}; gefunden: {found}.",
    dateBeforeStart: "'{field}' ist {date} und liegt vor '{startField}' ({startDate}): Korrigieren Sie das falsche der beiden Daten.",
    localeOfNoLanguage:
      "'{field}' ist {found}, eine Angabe für die Sprache '{language}', die nicht zu den Sprachen der Website gehört ({languages}): Korrigieren Sie sie oder fügen Sie die Sprache zu 'languages' hinzu.",
    localeTwice:
      "'{field}' ist {found}, eine zweite Angabe für die Sprache '{language}' nach {first}: Behalten Sie die, der ihre Texte folgen.",
    refused: "'{field}': {reason}{about}.",
    hasCount: ' (vorhanden: {count})',
    untranslated:
      "Der Text auf {language} von '{field}' ist noch mit '{marker}' markiert: Übersetzen Sie ihn und löschen Sie die Markierung '{marker}' am Anfang.",
    untranslatedText:
      "Der Text '{field}' ist noch mit '{marker}' markiert: Übersetzen Sie ihn und löschen Sie die Markierung '{marker}' am Anfang.",
    fileDraft:
      "Diese Datei ist ein Entwurf: site dev zeigt sie mit der Markierung „Entwurf“, site build lässt sie weg. Löschen Sie 'draft: true', um sie zu veröffentlichen.",
    entryDraft:
      "Der Eintrag '{field}' ist ein Entwurf: site dev zeigt ihn mit der Markierung „Entwurf“, site build lässt ihn weg. Löschen Sie 'draft: true', um ihn zu veröffentlichen.",
    pathWithDots: "Der Dateipfad '{path}' darf kein '..' enthalten; schreiben Sie ihn ab /assets/.",
    folderNotFile:
      "'{path}' ist ein Ordner, keine Datei: Legen Sie die Datei selbst unter content{path} ab oder nennen Sie eine Datei im Ordner.",
    noSuchFile: "Die Datei '{path}' gibt es nicht: Legen Sie sie als content{path} an oder korrigieren Sie den Namen.",
    assetNamedByNone:
      "Keine Inhaltsdatei nennt '{path}', daher veröffentlicht die Website sie nicht: Nennen Sie sie in der Datei, die sie zeigen soll, oder löschen Sie sie.",
    noSuchFileOtherCapitals:
      "Die Datei '{path}' gibt es nicht, wohl aber '{found}': Schreiben Sie den Namen mit der Groß- und Kleinschreibung der Datei (der Webserver unterscheidet sie).",
    svgWithoutSize: "Das Bild '{path}' hat keine lesbare Breite und Höhe; geben Sie dem SVG width, height oder eine viewBox.",
    svgTooLarge:
      "Das SVG '{path}' ist {size} groß (höchstens {limit}): Vereinfachen Sie die Zeichnung oder exportieren Sie sie als Foto (JPEG).",
    photoTooLarge:
      "Das Foto '{path}' ist {size} groß (höchstens {limit}): Exportieren Sie es erneut als JPEG mit Qualität 90 oder höchstens 6000 px breit.",
    notAnImage: "Die Datei '{path}' ist kein JPEG-, PNG-, WebP- oder AVIF-Bild: Exportieren Sie sie als JPEG (Fotos) oder PNG (Logos).",
    otherImageFormat:
      "Die Datei '{path}' ist kein JPEG-, PNG-, WebP- oder AVIF-Bild (sondern {format}): Exportieren Sie sie als JPEG (Fotos) oder PNG (Logos).",
    photoTooSmall:
      "Das Foto '{path}' ist {width} px breit; als {use} wird es bis zu {shown} px breit gezeigt und wirkt auf scharfen Bildschirmen unter {wanted} px unscharf. Nehmen Sie ein größeres Original, wenn es eines gibt.",
    documentTooLarge:
      "Das Dokument '{path}' ist {size} groß (höchstens {limit}): Exportieren Sie es erneut mit für den Bildschirm komprimierten Bildern.",
    notAPdf: "Die Datei '{path}' ist kein PDF, das ein Besucher öffnen kann: {reason}. Exportieren Sie sie erneut als PDF.",
    videoTooLarge: "Das Video '{path}' ist {size} groß (höchstens {limit}). {remedy}",
    notAVideo: "Die Datei '{path}' ist kein lesbares MP4-Video. {remedy}",
    videoWithoutPicture: "Das Video '{path}' hat keine Videospur, und nicht jeder Browser spielt es ab. {remedy}",
    videoCodec: "Das Video '{path}' ist als {codec} kodiert, was nicht jeder Browser abspielt. {remedy}",
    videoTooLong: "Das Video '{path}' dauert {seconds} s (höchstens {limit} s). {remedy}",
    videoTooWide: "Das Video '{path}' misst {width}x{height} (höchstens {maxWidth}x{maxHeight}). {remedy}",
    videoRemedy: 'Kürzen Sie es oder kodieren Sie es neu (H.264, höchstens 1920x1080, ohne eingebrannten Text).',
    fileNotThere:
      "'{field}' nennt unter {entry} '{slug}', aber es gibt keine Datei content/{folder}/{slug}.yaml. Die Dateien von content/{folder} sind: {files}.",
    regionListsMissing:
      "Die Region '{region}' nennt unter {entry} '{slug}', aber es gibt keine Datei content/{folder}/{slug}.yaml. Die Dateien von content/{folder} sind: {files}.",
    regionListsTwice: "Die Region '{region}' nennt unter {entry} '{slug}' zweimal; behalten Sie den Eintrag nur einmal.",
    officeNotInRegion:
      "Die Region '{region}' nennt diesen Eintrag unter {entry}, aber '{office}' ist keine ihrer Niederlassungen: {offices}.",
    regionWithoutFile: "Die Region '{region}' hat keine Datei unter {entry}: Legen Sie content/{folder}/{region}.yaml an.",
    listedByNoRegion:
      "Keine Region nennt diesen Eintrag unter {entry}, also hat er keine Seite: Fügen Sie '{slug}' zu {folder} einer Region in content/site.yaml hinzu, um ihn zu veröffentlichen.",
    fileNameNotAnId:
      "Keine Region kann diesen Eintrag unter {entry} mit dem Dateinamen '{name}' nennen: Die Datei eines Eintrags wird mit Kleinbuchstaben, Ziffern und Bindestrichen benannt. Benennen Sie sie in {suggestion}.yaml um und fügen Sie dann '{suggestion}' zu {folder} einer Region in content/site.yaml hinzu.",
    idUsedTwice: 'Die ID {id} unter {entry} wird auch in {files} verwendet; jeder Eintrag unter {entry} braucht eine eigene ID.',
    closedEntry:
      'Dieser Eintrag unter {entry} endete am {closed}: Seine Seite bleibt und sagt es, aber keine Liste und keine Sitemap nennt ihn mehr. Wird er nicht mehr gebraucht, löschen Sie die Datei und nehmen Sie seinen Namen aus den Listen der Regionen in site.yaml (Löschen im Editor tut beides), oder tragen Sie ein späteres Datum ein.',
    expired:
      'Dieser Eintrag unter {entry} ist am {until} abgelaufen: Erneuern Sie ihn und tragen Sie das neue Dokument und Datum ein, oder löschen Sie diese Datei.',
    expiring:
      'Dieser Eintrag unter {entry} läuft am {until} ab, in {days} Tagen: Erneuern Sie ihn vorher; ab diesem Tag schlägt site validate fehl.',
    expiringTomorrow:
      'Dieser Eintrag unter {entry} läuft am {until} ab, in 1 Tag: Erneuern Sie ihn vorher; ab diesem Tag schlägt site validate fehl.',
    yearNotNamed:
      "Der Text auf {language} von '{field}' nennt das Jahr {year} von '{dateField}' nicht: Nennen Sie es, oder korrigieren Sie das Datum.",
    newestOutOfDate:
      "Der neueste Eintrag unter {entry} mit '{group}' ist vom {date}, vor {days} Tagen (höchstens {limit}): Fügen Sie einen aktuellen hinzu, sonst wirkt die Website ungepflegt.",
    noneInGroup: "Kein Eintrag unter {entry} hat '{group}': Fügen Sie einen aktuellen hinzu, sonst wirkt die Website ungepflegt.",
    textOnlyIn:
      "Den Text '{key}' gibt es auf {language} ({file}), aber nicht auf {reference} ({referenceFile}), der Referenzsprache. Fügen Sie ihn in jeder Sprache hinzu oder löschen Sie ihn hier.",
    textEmptyIn: "Der Text '{key}' ist auf {language} ({file}) leer; auf {reference}: {referenceText}.",
    textMissingIn: "Der Text '{key}' fehlt auf {language} ({file}); auf {reference}: {referenceText}.",
    referenceTextEmpty: "Der Text '{key}' ist auf {reference} ({referenceFile}), der Referenzsprache, leer.",
    placeholdersDiffer:
      "Der Text auf {language} von '{key}' hat diese Platzhalter: {found}; der Text auf {reference} diese: {expected}. Verwenden Sie in jeder Sprache dieselben {{...}}-Namen.",
    boldDiffers:
      "Der Text auf {language} von '{key}' hat {found} Fettdruck-Zeichen '**', der Text auf {reference} aber {expected}; setzen Sie in jeder Sprache dieselben Stellen fett.",
    noPlaceholders: 'keine',
    itself: 'vorhanden',
    identicalOnReference: "'# {mark}' gehört an eine Übersetzung ({others}), die dem Text auf {reference} gleicht; löschen Sie es hier.",
    notIdentical: "'{field}' ist mit '# {mark}' markiert, gleicht aber nicht (mehr) dem Text auf {languages}: Löschen Sie die Markierung.",
    defaultNotInRegion:
      "'{language}' ist keine der Sprachen dieser Region ({languages}): Fügen Sie sie ihren Sprachen hinzu oder wählen Sie eine davon.",
    notPublishedYet:
      "{language} wird in dieser Region noch nicht veröffentlicht: {count} der dort gezeigten Texte fehlen auf {language} oder sind noch mit '[translate]' markiert (site report listet sie; site dev zeigt die Seiten mit Markierungen). Die anderen Sprachen werden veröffentlicht.",
    notPublishedYetOne:
      "{language} wird in dieser Region noch nicht veröffentlicht: 1 der dort gezeigten Texte fehlt auf {language} oder ist noch mit '[translate]' markiert (site report listet ihn; site dev zeigt die Seiten mit Markierungen). Die anderen Sprachen werden veröffentlicht.",
    namesADraft:
      "'{field}' nennt unter {entry} '{slug}', einen Entwurf, den die veröffentlichte Website also nicht hätte: Veröffentlichen Sie den Entwurf oder nennen Sie einen anderen.",
    draftLink:
      "'{page}' ist ein Entwurf, also hätte die veröffentlichte Website hier keine Seite: Lassen Sie die Karte auf eine andere Seite verweisen oder veröffentlichen Sie den Entwurf.",
    noSuchOffice: "Die Niederlassung '{office}' steht nicht in content/locations/{region}.yaml; nehmen Sie eine von: {offices}.",
    languageWithoutTexts: "Die Sprache '{code}' hat keine Oberflächentexte: Legen Sie content/translations/{code}.yaml an.",
    noSuchPage: "Die Seite '{page}' gibt es in der Region '{region}' nicht; ihre Seiten sind: {pages}.",
    noSuchMenuText: "Den Menütext '{key}' gibt es in content/translations/{code}.yaml nicht.",
    menuEntryTwice: "Der Menüeintrag '{id}' steht zweimal in der Liste.",
    fileOfNoRegion: 'Diese Datei gehört zu keiner Region: Die Regionen sind {regions}.',
    notALanguage: "'{name}' ist keine Sprache der Website ({languages}); diese Datei wird nicht verwendet.",
    fileMissing: 'Die Datei {file} fehlt; ohne sie lässt sich die Website nicht erstellen.',
    fixYamlFirst: 'Die Datei ist kein gültiges YAML; korrigieren Sie sie zuerst in einem Texteditor.',
    fileNotRead:
      'Diese Datei wird nicht gelesen, daher erscheint nichts daraus auf der Website: Inhaltsdateien enden auf .yaml und liegen in den Ordnern {folders} von content/ oder sind {files}. Verschieben Sie sie, benennen Sie sie um oder löschen Sie sie.',
    entryWrittenTwice:
      'Dieser Eintrag steht zweimal da, als {files}, und nur eine der Dateien erscheint auf der Website: Behalten Sie eine.',
    notValidYaml: 'Die Datei ist kein gültiges YAML: {reason}',
    yamlQuoteNotClosed:
      'Der Text, der hier mit {quote} beginnt, wird nie geschlossen: Setzen Sie das schließende {quote} ans Ende des Textes (ein {quote} im Text wird {escaped} geschrieben).',
    yamlTabIndent:
      'Diese Zeile ist mit einem Tabulator eingerückt; YAML rückt nur mit Leerzeichen ein: Ersetzen Sie den Tabulator durch Leerzeichen.',
    yamlColonInText:
      'Dieser Text enthält ": ", was YAML als Beginn eines weiteren Feldes liest: Setzen Sie den ganzen Text in Anführungszeichen, so: {key}: "{text}".',
    yamlLineWithoutField:
      'Einer Zeile fehlt ihr "Feld:", oder ein Text geht über mehrere Zeilen: Setzen Sie den Text in Anführungszeichen.',
    yamlIndent:
      'Diese Zeile ist um {indent} eingerückt, das Feld darüber um {expected}: Felder derselben Gruppe beginnen in derselben Spalte.',
    spaces: '{count} Leerzeichen',
    oneSpace: '1 Leerzeichen',
    yamlKeyTwice: 'Dasselbe Feld steht an einer Stelle zweimal; behalten Sie nur eines.',
    yamlNotClosed: 'Ein Anführungszeichen oder eine Klammer wird nicht geschlossen.',
    yamlReservedStart:
      'Ein Text, der mit {character} beginnt, muss in Anführungszeichen stehen: Setzen Sie den ganzen Text in Anführungszeichen, so: "{character}…".',
    yamlTextAfterQuote:
      'Der Text geht nach seinem schließenden {quote} weiter: Setzen Sie den ganzen Text in Anführungszeichen und schreiben Sie ein {quote} im Text als {escaped}.',
    yamlTwoDocuments: 'Die Zeile --- beginnt ein zweites Dokument, und eine Inhaltsdatei enthält nur eines: Löschen Sie das ---.',
    yamlBadEscape:
      'In einem Text in "doppelten Anführungszeichen" beginnt \\ ein Sonderzeichen, und {escape} ist keines: Schreiben Sie \\\\ für einen Backslash, oder setzen Sie den Text in einfache Anführungszeichen.',
    yamlBracketNotClosed: 'Die {opening} hier wird nie geschlossen: Setzen Sie eine {closing} nach ihrem letzten Eintrag.',
    yamlStrayBracket: 'Diese {bracket} schließt nichts: Löschen Sie sie.',
    yamlOther: 'YAML kann die Datei ab hier nicht lesen ({detail}).',
    yamlAliasUnmarked:
      "'*{name}' wiederholt den mit '&{name}' markierten Wert, aber kein Wert darüber trägt diese Markierung: Markieren Sie den Wert mit &{name}, oder schreiben Sie den Wert hier aus.",
    yamlAliasInsideItself:
      "'*{name}' wiederholt den mit '&{name}' markierten Wert aus diesem Wert selbst heraus, der sich so endlos selbst enthielte: Schreiben Sie den Wert hier aus.",
    yamlTooManyAliases:
      'Diese Datei wiederholt markierte Werte (&, *) so oft, dass sie sich nicht lesen lässt: Schreiben Sie die Werte aus.',
    notUtf8:
      "Diese Datei ist nicht als UTF-8 gespeichert (der Editor, der sie gespeichert hat, nutzte eine andere Kodierung wie Windows-1252): ihre Umlaute und Akzente erschienen auf der Website als '�'. Öffnen Sie sie in einem Texteditor und speichern Sie sie als UTF-8.",
    logoLiveText:
      'Dieses Logo hat editierbaren <text>, den jeder Besucher in einer anderen Schrift sieht. Führen Sie `npx site outline-logos` aus, um die Schrift in Formen umzuwandeln, oder betten Sie die Schrift in das SVG ein.',
    svgScript: 'Dieses SVG hat ein <script>-Element; löschen Sie es (eine Illustration braucht keinen Code).',
    svgHandler: 'Dieses SVG hat ein Ereignis-Attribut ({attribute}); löschen Sie es.',
    svgForeignObject: 'Dieses SVG bettet HTML in ein <foreignObject> ein; exportieren Sie die Zeichnung als einfache SVG-Formen.',
    svgOtherFile:
      'Dieses SVG verweist auf eine andere Datei ({reference}); betten Sie sie ein oder löschen Sie den Verweis: Browser laden sie in einem <img> nicht.',
    svgImport: 'Dieses SVG importiert ein Stylesheet (@import); schreiben Sie die Stile in die Datei.',
    uploadNotAPdf: 'Die Datei ist kein PDF: Exportieren oder drucken Sie sie als PDF.',
    uploadNotAVideo: 'Die Datei ist kein MP4-Video: Exportieren Sie sie als MP4 (H.264).',
    uploadWhichFolder: 'Geben Sie an, in welchen Ordner von content/assets die Datei gehört.',
    uploadWhichKinds: 'Hinzufügen lassen sich nur Bilder (JPEG, PNG, WebP, AVIF oder SVG), MP4-Videos und PDF-Dokumente.',
    uploadSvgTooLarge: 'Die Datei ist größer als {limit}, das Höchste für eine SVG-Zeichnung.',
    uploadPictureTooLarge: 'Die Datei ist größer als {limit}, das Höchste für ein Bild.',
    uploadPdfTooLarge: 'Die Datei ist größer als {limit}, das Höchste für ein PDF.',
    uploadVideoTooLarge: 'Die Datei ist größer als {limit}, das Höchste für ein Video.',
    uploadOutsideContent: 'content/assets ist ein Link an einen Ort außerhalb von content/; dort werden keine Dateien gespeichert.',
    answerRefused: "'{value}' {reason}.",
    notOneOfThese: 'muss einer dieser Werte sein: {values}',
    notInAssetsYet: 'ist nicht in content{path}; fügen Sie die Datei zuerst hinzu',
    inAssetsInOtherCapitals:
      'ist nicht in content{path}, wohl aber content{found}: Schreiben Sie den Namen mit der Groß- und Kleinschreibung der Datei',
    notTheValueLike: "'{field}' muss {values} sein; gefunden: {found}. Meinten Sie '{suggestion}'?",
    fileNameTaken: 'ist vergeben: content/{folder}/{name}.yaml gibt es schon',
    officeExists: "die Niederlassung '{office}' gibt es schon",
    numberFromTo: 'muss eine Zahl von -{limit} bis {limit} sein',
    answerMustBe: 'muss {expected} sein',
    answerAtLeast: 'muss mindestens {limit} sein',
    answerAtMost: 'darf höchstens {limit} sein',
    answerCharactersAtLeast: 'muss mindestens {limit} Zeichen lang sein',
    answerCharactersAtMost: 'darf höchstens {limit} Zeichen lang sein',
    noBrandLogo: 'content/assets/brands/{brand}.svg gibt es nicht; fügen Sie zuerst die Logodatei hinzu',
    brandNotListed: "'{brand}' steht nicht in brands.yaml: Schreiben Sie es als {brand}=Markenname",
    aText: 'ein Text',
    aNumber: 'eine Zahl',
    aWholeNumber: 'eine ganze Zahl',
    textPerLanguage: 'ein Text je Sprache, jeder in einer eigenen Zeile nach seinem Kürzel ({languages})',
    trueOrFalse: 'true oder false',
    aList: 'eine Liste',
    aGroup: 'eine Gruppe von Feldern',
    empty: 'ein leerer Wert',
    aListOf: 'eine Liste der Länge {count}',
    theText: "der Text '{text}'",
    theNumber: 'die Zahl {number}',
    theValue: "'{value}'",
    assetPath: `muss der Pfad einer Datei in content/assets sein, die auf ${assetEndingsIn('de')} endet, geschrieben wie /assets/ordner/dateiname.svg oder /assets/ordner/IMG_2041.JPG (ohne Leerzeichen)`,
    pdfDocument: 'muss der Pfad einer PDF-Datei in content/assets sein, wie /assets/certificates/iso-9001.pdf',
    slug: 'muss ein kurzer Bezeichner aus Kleinbuchstaben, Ziffern und Bindestrichen sein, der mit einem Buchstaben beginnt, wie quito-matriz',
    translationKey: 'muss der Schlüssel eines Oberflächentexts mit Punkten sein, wie nav.home',
    phone: 'muss eine internationale Telefonnummer sein, geschrieben wie +593 2 245 1000',
    pageRef: `muss eine Seite nennen: ${pageRefForms.join(', ')}`,
    isoCountry: 'muss der ISO-Code eines Landes sein, wie EC für Ecuador oder PE für Peru',
    countryCode: 'muss ein Ländercode aus zwei Großbuchstaben sein, wie EC',
    languageCode: 'muss ein Sprachcode aus zwei oder drei Kleinbuchstaben sein, wie es oder fr',
    regionCode: 'muss ein Regionscode aus zwei Kleinbuchstaben sein, wie ec oder co',
    hostName: 'muss ein Hostname wie www.example.com sein, ohne https://',
    locale: 'muss ein Sprach-Tag wie es-EC sein',
    url: 'muss eine vollständige Webadresse sein, die mit https:// beginnt, wie https://www.openstreetmap.org',
    email: 'muss eine E-Mail-Adresse sein, wie info@tecnandes.com.ec',
    date: 'muss ein Datum in der Form YYYY-MM-DD sein, wie 2025-11-20',
    validFormat: 'muss ein gültiges {format} sein',
    noSuchMonth: 'ist als YYYY-MM-DD geschrieben, aber kein Tag des Kalenders: Es gibt keinen Monat {month}',
    noDayZero: 'ist als YYYY-MM-DD geschrieben, aber kein Tag des Kalenders: Es gibt keinen Tag 0',
    monthHasDays: 'ist als YYYY-MM-DD geschrieben, aber kein Tag des Kalenders: {month} hat {days} Tage',
  },
};
