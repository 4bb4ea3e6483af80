import { z } from 'zod';
import { assetEndingsIn } from './asset-kinds.ts';
import { editorLanguages } from './editor-languages.ts';
import { englishName } from './language-codes.ts';
import { pageRefForms } from './page-fields.ts';

/**
 * The words of the validator's problems about a field, declared once in English as templates: `site validate`
 * prints them filled in, and the browser editor fills in its own language's template of the same name
 * (renderer/editor/problem-texts/), so a Spanish editor reads the problems of a form in Spanish. A `{name}` is a
 * value of the problem: data of the content (a field's path, a limit, a typed text), kept as it is, or words of
 * their own (what a value should be, what it is), translated the same way.
 */
export const problemWords = {
  unknownField: "'{unknown}' is not a known field here. Remove it or check its spelling.",
  unknownFieldLike: "'{unknown}' is not a known field here. Did you mean '{suggestion}'?",
  textLineOutdented:
    "'{line}' is read as a field, and no field's name has a space: if it is a line of the text above it, indent it as far as that text's other lines.",
  translationMissing: "The {language} text of '{field}' is missing.",
  translationEmpty: "The {language} text of '{field}' is empty.",
  fieldMissing: "'{field}' is required but missing{about}.",
  wrongType: "'{field}' should be {expected}, but it is {found}{about}.",
  textEmpty: "'{field}' is empty; it needs a text{about}.",
  entriesAtLeast: "'{field}' needs at least {limit} entries{count}{about}.",
  entryAtLeast: "'{field}' needs at least 1 entry{count}{about}.",
  entriesAtMost: "'{field}' needs at most {limit} entries{count}{about}.",
  entryAtMost: "'{field}' needs at most 1 entry{count}{about}.",
  charactersAtLeast: "'{field}' must be at least {limit} characters long{count}{about}.",
  charactersAtMost: "'{field}' must be at most {limit} characters long{count}{about}.",
  numberAtLeast: "'{field}' must be at least {limit}; found {found}{about}.",
  numberAtMost: "'{field}' must be at most {limit}; found {found}{about}.",
  wrongFormat: "'{field}' {format}; found {found}.",
  notTheValue: "'{field}' must be {values}; found {found}.",
  notTheValueLike: "'{field}' must be {values}; found {found}. Did you mean '{suggestion}'?",
  notOneOf: "'{field}' must be one of {values}; found {found}.",
  notOneOfLike: "'{field}' must be one of {values}; found {found}. Did you mean '{suggestion}'?",
  wrongForm: "'{field}' has the wrong form{about}; found {found}.",
  refused: "'{field}': {reason}{about}.",
  dateBeforeStart: "'{field}' is {date}, which comes before '{startField}' ({startDate}): correct whichever of the two dates is wrong.",
  localeOfNoLanguage:
    "'{field}' is {found}, a tag for the language '{language}', which is not one of the site's ({languages}): correct it, or add the language to 'languages'.",
  localeTwice: "'{field}' is {found}, a second tag for the language '{language}' after {first}: keep the one its texts follow.",
  hasCount: ' (it has {count})',
  uploadNotAPdf: 'The file is not a PDF: export or print it as PDF.',
  uploadNotAVideo: 'The file is not an MP4 video: export it as MP4 (H.264).',
  uploadWhichFolder: 'Say which folder of content/assets the file goes in.',
  uploadWhichKinds: 'Only pictures (JPEG, PNG, WebP, AVIF or SVG), MP4 videos and PDF documents can be added.',
  uploadSvgTooLarge: 'The file is larger than {limit}, the most an SVG drawing may be.',
  uploadPictureTooLarge: 'The file is larger than {limit}, the most a picture may be.',
  uploadPdfTooLarge: 'The file is larger than {limit}, the most a PDF may be.',
  uploadVideoTooLarge: 'The file is larger than {limit}, the most a video may be.',
  uploadOutsideContent: 'content/assets is a link to a place outside content/; files are not stored there.',
  answerRefused: "'{value}' {reason}.",
  notOneOfThese: 'must be one of {values}',
  notInAssetsYet: 'is not in content{path}; put the file there first',
  inAssetsInOtherCapitals: 'is not in content{path}, but content{found} is: write the name with the capitals the file has',
  fileNameTaken: 'is taken: content/{folder}/{name}.yaml exists',
  officeExists: "the office '{office}' already exists",
  numberFromTo: 'must be a number from -{limit} to {limit}',
  answerMustBe: 'must be {expected}',
  answerAtLeast: 'must be at least {limit}',
  answerAtMost: 'must be at most {limit}',
  answerCharactersAtLeast: 'must be at least {limit} characters long',
  answerCharactersAtMost: 'must be at most {limit} characters long',
  noBrandLogo: 'there is no content/assets/brands/{brand}.svg; add the logo file first',
  brandNotListed: "'{brand}' is not in brands.yaml: write it as {brand}=Brand Name",
  untranslated: "The {language} text of '{field}' is still marked '{marker}': translate it and delete the marker '{marker}' at its start.",
  untranslatedText: "The text '{field}' is still marked '{marker}': translate it and delete the marker '{marker}' at its start.",
  fileDraft: "This file is a draft: site dev shows it with a badge, site build leaves it out. Delete 'draft: true' to publish it.",
  entryDraft:
    "The entry '{field}' is a draft: site dev shows it with a badge, site build leaves it out. Delete 'draft: true' to publish it.",
  pathWithDots: "The file path '{path}' must not use '..'; write the path from /assets/.",
  folderNotFile: "'{path}' is a folder, not a file: put the file itself at content{path}, or name a file inside the folder.",
  noSuchFile: "The file '{path}' does not exist: add it as content{path} or correct the name.",
  assetNamedByNone:
    "No content file names '{path}', so the site does not publish it: name it in the file that should show it, or delete it.",
  noSuchFileOtherCapitals:
    "The file '{path}' does not exist, but '{found}' does: write the name with the capitals the file has (the web server tells them apart).",
  svgWithoutSize: "The image '{path}' has no readable width and height; give the SVG width, height or a viewBox.",
  svgTooLarge: "The SVG '{path}' is {size} (at most {limit}): simplify the drawing or export it as a photo (JPEG).",
  photoTooLarge: "The photo '{path}' is {size} (at most {limit}): export it again as a JPEG at quality 90 or at most 6000 px wide.",
  notAnImage: "The file '{path}' is not a JPEG, PNG, WebP or AVIF image: export it as JPEG (photos) or PNG (logos).",
  otherImageFormat: "The file '{path}' is not a JPEG, PNG, WebP or AVIF image (it is {format}): export it as JPEG (photos) or PNG (logos).",
  photoTooSmall:
    "The photo '{path}' is {width} px wide; shown as {use} it is up to {shown} px wide, so it looks blurred on sharp screens below {wanted} px. Use a larger original if there is one.",
  documentTooLarge: "The document '{path}' is {size} (at most {limit}): export it again with images compressed for the screen.",
  notAPdf: "The file '{path}' is not a PDF a visitor can open: {reason}. Export it again as PDF.",
  regionListsMissing:
    "The region '{region}' lists the {entry} '{slug}', but there is no file content/{folder}/{slug}.yaml. The files of content/{folder} are: {files}.",
  regionListsTwice: "The region '{region}' lists the {entry} '{slug}' twice; keep it once.",
  fileNotThere:
    "'{field}' names the {entry} '{slug}', but there is no file content/{folder}/{slug}.yaml. The files of content/{folder} are: {files}.",
  officeNotInRegion: "The region '{region}' lists this {entry}, but '{office}' is not one of its offices: {offices}.",
  regionWithoutFile: "The region '{region}' has no {entry}: add content/{folder}/{region}.yaml.",
  listedByNoRegion:
    "No region lists this {entry}, so it has no page: add '{slug}' to the {folder} of a region in content/site.yaml to publish it.",
  fileNameNotAnId:
    "No region can list this {entry} under the file name '{name}': an entry's file is named in lowercase letters, digits and hyphens. Rename it to {suggestion}.yaml, then add '{suggestion}' to the {folder} of a region in content/site.yaml.",
  idUsedTwice: 'The {entry} id {id} is also used in {files}; every {entry} needs its own id.',
  closedEntry:
    "This {entry} closed on {closed}: its page stays and says so, but no list and no sitemap name it any more. When it is no longer wanted, delete the file and take its name off the regions' lists in site.yaml (the editor's Delete does both), or write a later date.",
  expired: 'This {entry} expired on {until}: renew it and write the new document and date, or delete this file.',
  expiring: 'This {entry} expires on {until}, in {days} days: renew it before then; from that day site validate fails.',
  expiringTomorrow: 'This {entry} expires on {until}, in 1 day: renew it before then; from that day site validate fails.',
  yearNotNamed: "The {language} text of '{field}' does not mention the year {year} of '{dateField}': mention it, or correct the date.",
  newestOutOfDate:
    "The newest {entry} with '{group}' is from {date}, {days} days ago (at most {limit}): add a current one, or the site looks abandoned.",
  noneInGroup: "No {entry} has '{group}': add a current one, or the site looks abandoned.",
  textOnlyIn:
    "The text '{key}' exists in {language} ({file}) but not in {reference} ({referenceFile}), the reference language. Add it to every language or remove it here.",
  textEmptyIn: "The text '{key}' is empty in {language} ({file}); {reference} has {referenceText}.",
  textMissingIn: "The text '{key}' is missing in {language} ({file}); {reference} has {referenceText}.",
  referenceTextEmpty: "The text '{key}' is empty in {reference} ({referenceFile}), the reference language.",
  placeholdersDiffer:
    "The {language} text of '{key}' has the placeholders {found} but the {reference} text has {expected}; keep the same {{...}} names in every language.",
  boldDiffers:
    "The {language} text of '{key}' has {found} '**' bold markers but the {reference} text has {expected}; mark the same parts in bold in every language.",
  noPlaceholders: 'none',
  itself: 'it',
  identicalOnReference: "'# {mark}' belongs on a translation ({others}) that is the same as the {reference} text; remove it here.",
  notIdentical: "'{field}' is marked '# {mark}' but it is not the {languages} text (any more): remove the mark.",
  defaultNotInRegion:
    "'{language}' is not one of the languages of this region ({languages}): add it to its languages or choose one of them.",
  notPublishedYet:
    "{language} is not published in this region yet: {count} of the texts it shows are missing or still marked '[translate]' in {language} (site report lists them; site dev shows the pages with badges). Its other languages are published.",
  notPublishedYetOne:
    "{language} is not published in this region yet: 1 of the texts it shows is missing or still marked '[translate]' in {language} (site report lists them; site dev shows the pages with badges). Its other languages are published.",
  namesADraft:
    "'{field}' names the {entry} '{slug}', which is a draft, so the published site would not have it: publish the draft, or name another.",
  draftLink: "'{page}' is a draft, so the published site would have no page here: point the card to another page, or publish the draft.",
  noSuchOffice: "The office '{office}' is not in content/locations/{region}.yaml; use one of: {offices}.",
  languageWithoutTexts: "The language '{code}' has no UI texts: add content/translations/{code}.yaml.",
  noSuchPage: "The page '{page}' does not exist in the region '{region}'; its pages are: {pages}.",
  noSuchMenuText: "The menu text '{key}' does not exist in content/translations/{code}.yaml.",
  menuEntryTwice: "The menu entry '{id}' is listed twice.",
  fileOfNoRegion: 'This file belongs to no region: the regions are {regions}.',
  notALanguage: "'{name}' is not a language of the site ({languages}); this file is not used.",
  fileMissing: 'The file {file} is missing; the site cannot be built without it.',
  fileNotRead:
    'This file is not read, so nothing in it reaches the site: content files end in .yaml and are in the folders {folders} of content/, or are {files}. Move or rename it, or delete it.',
  entryWrittenTwice: 'This entry is written twice, as {files}, and only one of them reaches the site: keep one.',
  notValidYaml: 'The file is not valid YAML: {reason}',
  fixYamlFirst: 'The file is not valid YAML; fix it in a text editor first.',
  yamlQuoteNotClosed:
    'The text that starts with {quote} here is never closed: add the closing {quote} at the end of the text (a {quote} inside it is written {escaped}).',
  yamlTabIndent: 'This line is indented with a tab; YAML indents with spaces only: replace the tab with spaces.',
  yamlColonInText:
    'This text contains ": ", which YAML reads as the start of another field: put the whole text in quotes, like {key}: "{text}".',
  yamlLineWithoutField: 'A line is missing its "field:", or a text runs over several lines: put the text in quotes.',
  yamlIndent: 'This line is indented {indent}, but the field above it {expected}: fields of the same group start in the same column.',
  spaces: '{count} spaces',
  oneSpace: '1 space',
  yamlKeyTwice: 'The same field is written twice in one place; keep only one.',
  yamlNotClosed: 'A quote or bracket is not closed.',
  yamlReservedStart: 'A text that starts with {character} must be in quotes: put the whole text in quotes, like "{character}…".',
  yamlTextAfterQuote:
    'The text goes on after its closing {quote}: put the whole text in quotes, and write a {quote} inside it as {escaped}.',
  yamlTwoDocuments: 'The line --- starts a second document, and a content file holds one: remove the ---.',
  yamlBadEscape:
    'In a text in "double quotes", \\ starts a special character, and {escape} is none: write \\\\ for a backslash, or put the text in single quotes.',
  yamlBracketNotClosed: 'The {opening} here is never closed: add a {closing} after its last item.',
  yamlStrayBracket: 'This {bracket} closes nothing: remove it.',
  yamlOther: 'YAML cannot read the file from here on ({detail}).',
  yamlAliasUnmarked:
    "'*{name}' repeats the value marked '&{name}', but no value above it has that mark: mark the value with &{name}, or write the value out here.",
  yamlAliasInsideItself:
    "'*{name}' repeats the value marked '&{name}' from inside that value, which would hold itself without end: write the value out here.",
  yamlTooManyAliases: 'This file repeats marked values (&, *) so many times that it cannot be read: write the values out.',
  notUtf8:
    "This file is not saved as UTF-8 (the editor that saved it used another encoding, such as Windows-1252): its accented letters would show as '�' on the site. Open it in a text editor and save it as UTF-8.",
  logoLiveText:
    'This logo has live <text>, which each visitor sees in a different font. Run `npx site outline-logos` to turn the lettering into shapes, or embed the font in the SVG.',
  svgScript: 'This SVG has a <script> element; remove it (an illustration needs no code).',
  svgHandler: 'This SVG has an event handler attribute ({attribute}); remove it.',
  svgForeignObject: 'This SVG embeds HTML in a <foreignObject>; export the drawing as plain SVG shapes.',
  svgOtherFile: 'This SVG refers to another file ({reference}); embed it or remove it: browsers do not load it in an <img>.',
  svgImport: 'This SVG imports a stylesheet (@import); put the styles in the file.',
  videoTooLarge: "The video '{path}' is {size} (at most {limit}). {remedy}",
  notAVideo: "The file '{path}' is not a readable MP4 video. {remedy}",
  videoWithoutPicture: "The video '{path}' is encoded as no video track, which not every browser plays. {remedy}",
  videoCodec: "The video '{path}' is encoded as {codec}, which not every browser plays. {remedy}",
  videoTooLong: "The video '{path}' lasts {seconds} s (at most {limit} s). {remedy}",
  videoTooWide: "The video '{path}' is {width}x{height} (at most {maxWidth}x{maxHeight}). {remedy}",
  videoRemedy: 'Shorten or re-encode it (H.264, at most 1920x1080, no burned-in text).',
  aText: 'a text',
  aNumber: 'a number',
  aWholeNumber: 'a whole number',
  textPerLanguage: 'a text per language, each on its own line after its code ({languages})',
  trueOrFalse: 'true or false',
  aList: 'a list',
  aGroup: 'a group of fields',
  empty: 'empty',
  aListOf: 'a list of {count}',
  theText: "the text '{text}'",
  theNumber: 'the number {number}',
  theValue: "'{value}'",
  assetPath: `must be the path of a file in content/assets ending in ${assetEndingsIn('en-GB')}, written like /assets/folder/file-name.svg or /assets/folder/IMG_2041.JPG (no spaces)`,
  pdfDocument: 'must be the path of a PDF file in content/assets, like /assets/certificates/iso-9001.pdf',
  slug: 'must be a short lowercase identifier of letters, digits and hyphens, starting with a letter, like quito-matriz',
  translationKey: 'must be the dotted key of a UI text, like nav.home',
  phone: 'must be an international phone number written like +593 2 245 1000',
  pageRef: `must name a page: ${pageRefForms.join(', ')}`,
  countryCode: 'must be a two-letter country code in capitals, like EC',
  isoCountry: 'must be the ISO code of a country, like EC for Ecuador or PE for Peru',
  languageCode: 'must be a language code of two or three lowercase letters, like es or fr',
  regionCode: 'must be a region code of two lowercase letters, like ec or co',
  hostName: 'must be a host name like www.example.com, without https://',
  locale: 'must be a language tag like es-EC',
  url: 'must be a full web address starting with https://, like https://www.openstreetmap.org',
  email: 'must be an e-mail address, like info@tecnandes.com.ec',
  date: 'must be a date written YYYY-MM-DD, like 2025-11-20',
  validFormat: 'must be a valid {format}',
  noSuchMonth: 'is written YYYY-MM-DD but is not a day of the calendar: there is no month {month}',
  noDayZero: 'is written YYYY-MM-DD but is not a day of the calendar: there is no day 0',
  monthHasDays: 'is written YYYY-MM-DD but is not a day of the calendar: {month} has {days} days',
} as const;

export type ProblemWordId = keyof typeof problemWords;
const problemWordIds = Object.keys(problemWords) as [ProblemWordId, ...ProblemWordId[]];

/** An entry of a kind of content: English names the entry ("certificate"), another language the kind. */
const entryValue = z.strictObject({
  entry: z.string().meta({ description: "What one entry of a kind of content is, in English (its declaration's `entry`)." }),
  kind: z.record(z.enum(editorLanguages), z.string()).meta({ description: "The kind's name in each language the editor speaks." }),
});
type EntryValue = z.infer<typeof entryValue>;

/** Data of a problem: kept as it is, or languages, names, a month or an entry, written in the reader's language. */
const dataValue = z.union([
  z.string(),
  z.strictObject({ language: z.string().meta({ description: 'A language code of the site.' }) }),
  z.strictObject({ languages: z.array(z.string()).meta({ description: 'Language codes of the site, any of which is meant.' }) }),
  z.strictObject({ month: z.string().meta({ description: 'A month written YYYY-MM.' }) }),
  z.strictObject({ all: z.array(z.string()).meta({ description: 'Names that are all meant, such as the files an id is used in.' }) }),
  entryValue,
]);

/** Words of their own inside a problem: a template and what fills it, data or words of their own again. */
const innerWords = z.strictObject({
  id: z.enum(problemWordIds),
  get values(): z.ZodRecord<z.ZodString, z.ZodUnion<[typeof dataValue, typeof innerWords]>> {
    return z.record(z.string(), z.union([dataValue, innerWords]));
  },
});

/**
 * A problem's words: its template and what fills each `{name}`: data, words of their own, or a field's description
 * (its schema's, which the editor translates with the field's other words; an empty one is no description).
 */
export const problemWordsSchema = z.strictObject({
  id: z.enum(problemWordIds),
  values: z.record(
    z.string(),
    z.union([
      dataValue,
      innerWords,
      z.strictObject({ description: z.string().meta({ description: 'The English description of the field, from its schema.' }) }),
    ]),
  ),
});
export type ProblemWords = z.infer<typeof problemWordsSchema>;
export type InnerWords = z.infer<typeof innerWords>;
type WordsValue = ProblemWords['values'][string];

/** How a reader's language writes the parts of a problem: its templates, a language, an entry, a description. */
export interface ProblemLanguage {
  /** For the lists and months it names, as Intl writes them. */
  locale: string;
  template: (id: ProblemWordId) => string;
  languageName: (code: string) => string;
  /** An entry of a kind of content: English names the entry, another language the kind ("Certificaciones"). */
  entryName: (entry: EntryValue) => string;
  description: (english: string) => string;
  /**
   * A field's path (`cards[0].client.country`), the value of a `{field}` or of a `{…Field}`: kept as YAML writes it
   * for `site validate`; the browser editor names it as its form labels the field.
   */
  fieldLabel?: (path: string) => string;
}

const english: ProblemLanguage = {
  // British English writes a list without the serial comma, as the messages always did: "es, en or pt".
  locale: 'en-GB',
  template: (id) => problemWords[id],
  languageName: englishName,
  entryName: ({ entry }) => entry,
  description: (text) => text,
};

const listIn = (locale: string, type: 'conjunction' | 'disjunction', items: readonly string[]) =>
  new Intl.ListFormat(locale, { type }).format(items);

/** A month written YYYY-MM as a reader of `locale` names it: February 2026, febrero de 2026. */
const monthIn = (locale: string, yearMonth: string) =>
  new Date(`${yearMonth}-01T00:00:00Z`).toLocaleString(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });

const fill = (template: string, value: (name: string) => string) => template.replace(/\{(\w+)\}/g, (_, name: string) => value(name));

function valueText(value: WordsValue | undefined, language: ProblemLanguage): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  if ('language' in value) return language.languageName(value.language);
  if ('languages' in value) return listIn(language.locale, 'disjunction', value.languages.map(language.languageName));
  if ('all' in value) return listIn(language.locale, 'conjunction', value.all);
  if ('month' in value) return monthIn(language.locale, value.month);
  if ('entry' in value) return language.entryName(value);
  if ('description' in value) return value.description ? ` (${language.description(value.description)})` : '';
  return fillWords(value, language);
}

/** A field's path is named by `fieldLabel` where the template says `{field}` or `{…Field}`. */
const namesAField = (placeholder: string) => placeholder === 'field' || placeholder.endsWith('Field');

function fillWords(words: ProblemWords | InnerWords, language: ProblemLanguage): string {
  return fill(language.template(words.id), (name) => {
    const value = words.values[name];
    return typeof value === 'string' && namesAField(name) && language.fieldLabel ? language.fieldLabel(value) : valueText(value, language);
  });
}

/** A problem's words as a sentence: in English for `site validate`, or in the language the editor gives. */
export function problemSentence(words: ProblemWords, language: ProblemLanguage = english): string {
  return fillWords(words, language);
}
