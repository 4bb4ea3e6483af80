import { assetEndingsIn } from '../../../schemas/asset-kinds.ts';
import { pageRefForms } from '../../../schemas/page-fields.ts';
import type { ProblemTexts } from '../problem-texts.ts';

/** The validator's problems about a field, in Spanish (schemas/problem-words.ts has the English). */
export const problemTexts: ProblemTexts = {
  languageNames: 'lowercase',
  words: {
    unknownField: "'{unknown}' no es un campo conocido aquí. Bórrelo o revise cómo está escrito.",
    unknownFieldLike: "'{unknown}' no es un campo conocido aquí. ¿Quiso decir '{suggestion}'?",
    textLineOutdented:
      "'{line}' se lee como un campo, y ningún campo tiene espacios en su nombre: si es una línea del texto de arriba, sángrela tanto como las otras líneas de ese texto.",
    translationMissing: "Falta el texto en {language} de '{field}'.",
    translationEmpty: "El texto en {language} de '{field}' está vacío.",
    fieldMissing: "Falta '{field}', que es obligatorio{about}.",
    wrongType: "'{field}' debe ser {expected}, pero es {found}{about}.",
    textEmpty: "'{field}' está vacío; necesita un texto{about}.",
    entriesAtLeast: "'{field}' necesita al menos {limit} elementos{count}{about}.",
    entryAtLeast: "'{field}' necesita al menos 1 elemento{count}{about}.",
    entriesAtMost: "'{field}' admite como máximo {limit} elementos{count}{about}.",
    entryAtMost: "'{field}' admite como máximo 1 elemento{count}{about}.",
    charactersAtLeast: "'{field}' debe tener al menos {limit} caracteres{count}{about}.",
    charactersAtMost: "'{field}' debe tener como máximo {limit} caracteres{count}{about}.",
    numberAtLeast: "'{field}' debe ser al menos {limit}; encontrado: {found}{about}.",
    numberAtMost: "'{field}' debe ser como máximo {limit}; encontrado: {found}{about}.",
    wrongFormat: "'{field}' {format}; encontrado: {found}.",
    notTheValue: "'{field}' debe ser {values}; encontrado: {found}.",
    notOneOf: "'{field}' debe ser uno de estos valores: {values}; encontrado: {found}.",
    notOneOfLike: "'{field}' debe ser uno de estos valores: {values}; encontrado: {found}. ¿Quiso decir '{suggestion}'?",
    wrongForm: "'{field}' no tiene la forma correcta{about}; encontrado: {found}.",
    dateBeforeStart: "'{field}' es {date}, anterior a '{startField}' ({startDate}): corrija la fecha que esté mal.",
    localeOfNoLanguage:
      "'{field}' es {found}, una forma del idioma '{language}', que no es uno de los del sitio ({languages}): corríjala o agregue el idioma a 'languages'.",
    localeTwice: "'{field}' es {found}, una segunda forma del idioma '{language}' después de {first}: deje la que siguen sus textos.",
    refused: "'{field}': {reason}{about}.",
    hasCount: ' (tiene {count})',
    untranslated: "El texto en {language} de '{field}' sigue marcado '{marker}': tradúzcalo y borre la marca '{marker}' del comienzo.",
    untranslatedText: "El texto '{field}' sigue marcado '{marker}': tradúzcalo y borre la marca '{marker}' del comienzo.",
    fileDraft:
      "Este archivo es un borrador: site dev lo muestra con una etiqueta y site build lo deja fuera. Borre 'draft: true' para publicarlo.",
    entryDraft:
      "La entrada '{field}' es un borrador: site dev la muestra con una etiqueta y site build la deja fuera. Borre 'draft: true' para publicarla.",
    pathWithDots: "La ruta '{path}' no debe usar '..'; escríbala desde /assets/.",
    folderNotFile: "'{path}' es una carpeta, no un archivo: ponga el archivo en content{path} o nombre un archivo de la carpeta.",
    noSuchFile: "El archivo '{path}' no existe: agréguelo como content{path} o corrija el nombre.",
    noSuchFileOtherCapitals:
      "El archivo '{path}' no existe, pero '{found}' sí: escriba el nombre con las mayúsculas que tiene el archivo (el servidor web las distingue).",
    svgWithoutSize: "La imagen '{path}' no tiene un ancho y un alto legibles; dé al SVG width, height o un viewBox.",
    svgTooLarge: "El SVG '{path}' pesa {size} (como máximo {limit}): simplifique el dibujo o expórtelo como foto (JPEG).",
    photoTooLarge:
      "La foto '{path}' pesa {size} (como máximo {limit}): expórtela de nuevo como JPEG con calidad 90 o de 6000 px de ancho como máximo.",
    notAnImage: "El archivo '{path}' no es una imagen JPEG, PNG, WebP ni AVIF: expórtelo como JPEG (fotos) o PNG (logotipos).",
    otherImageFormat:
      "El archivo '{path}' no es una imagen JPEG, PNG, WebP ni AVIF (es {format}): expórtelo como JPEG (fotos) o PNG (logotipos).",
    photoTooSmall:
      "La foto '{path}' tiene {width} px de ancho; usada como {use} se muestra hasta con {shown} px, así que se ve borrosa en pantallas nítidas por debajo de {wanted} px. Use un original más grande si lo hay.",
    documentTooLarge:
      "El documento '{path}' pesa {size} (como máximo {limit}): expórtelo de nuevo con las imágenes comprimidas para pantalla.",
    notAPdf: "El archivo '{path}' no es un PDF que un visitante pueda abrir: {reason}. Expórtelo de nuevo como PDF.",
    videoTooLarge: "El video '{path}' pesa {size} (como máximo {limit}). {remedy}",
    notAVideo: "El archivo '{path}' no es un video MP4 legible. {remedy}",
    videoWithoutPicture: "El video '{path}' no tiene pista de video, y no todos los navegadores lo reproducen. {remedy}",
    videoCodec: "El video '{path}' está codificado como {codec}, que no todos los navegadores reproducen. {remedy}",
    videoTooLong: "El video '{path}' dura {seconds} s (como máximo {limit} s). {remedy}",
    videoTooWide: "El video '{path}' mide {width}x{height} (como máximo {maxWidth}x{maxHeight}). {remedy}",
    videoRemedy: 'Acórtelo o codifíquelo de nuevo (H.264, como máximo 1920x1080, sin texto incrustado).',
    fileNotThere:
      "'{field}' nombra '{slug}' en {entry}, pero no existe el archivo content/{folder}/{slug}.yaml. Los archivos de content/{folder} son: {files}.",
    regionListsMissing:
      "La región '{region}' lista '{slug}' en {entry}, pero no existe el archivo content/{folder}/{slug}.yaml. Los archivos de content/{folder} son: {files}.",
    regionListsTwice: "La región '{region}' lista '{slug}' dos veces en {entry}; déjelo una sola vez.",
    officeNotInRegion: "La región '{region}' lista esta entrada de {entry}, pero '{office}' no es una de sus oficinas: {offices}.",
    regionWithoutFile: "La región '{region}' no tiene archivo de {entry}: agregue content/{folder}/{region}.yaml.",
    listedByNoRegion:
      "Ninguna región lista esta entrada de {entry}, así que no tiene página: agregue '{slug}' a {folder} de una región en content/site.yaml para publicarla.",
    fileNameNotAnId:
      "Ninguna región puede listar esta entrada de {entry} con el nombre de archivo '{name}': el archivo de una entrada se nombra con minúsculas, dígitos y guiones. Cámbiele el nombre a {suggestion}.yaml y luego agregue '{suggestion}' a {folder} de una región en content/site.yaml.",
    idUsedTwice: 'El id {id} de {entry} también se usa en {files}; cada entrada de {entry} necesita su propio id.',
    closedEntry:
      'Esta entrada de {entry} cerró el {closed}: su página sigue y lo dice, pero ninguna lista ni el mapa del sitio la nombran ya. Cuando ya no haga falta, borre el archivo y quite su nombre de las listas de las regiones en site.yaml (Eliminar en el editor hace las dos cosas), o escriba una fecha posterior.',
    expired: 'Esta entrada de {entry} venció el {until}: renuévela y escriba el nuevo documento y la nueva fecha, o borre este archivo.',
    expiring: 'Esta entrada de {entry} vence el {until}, en {days} días: renuévela antes; desde ese día site validate falla.',
    expiringTomorrow: 'Esta entrada de {entry} vence el {until}, en 1 día: renuévela antes; desde ese día site validate falla.',
    yearNotNamed: "El texto en {language} de '{field}' no nombra {year}, el año de '{dateField}': nombre el año en él o corrija la fecha.",
    newestOutOfDate:
      "La entrada más reciente de {entry} con '{group}' es del {date}, de hace {days} días (como mucho {limit}): añada una actual, o los visitantes leerán el sitio como abandonado.",
    textOnlyIn:
      "El texto '{key}' existe en {language} ({file}) pero no en {reference} ({referenceFile}), el idioma de referencia. Agréguelo en todos los idiomas o bórrelo aquí.",
    textEmptyIn: "El texto '{key}' está vacío en {language} ({file}); en {reference} es {referenceText}.",
    textMissingIn: "Falta el texto '{key}' en {language} ({file}); en {reference} es {referenceText}.",
    referenceTextEmpty: "El texto '{key}' está vacío en {reference} ({referenceFile}), el idioma de referencia.",
    placeholdersDiffer:
      "El texto en {language} de '{key}' tiene estos marcadores: {found}; el texto en {reference}, estos: {expected}. Use los mismos nombres {{...}} en todos los idiomas.",
    boldDiffers:
      "El texto en {language} de '{key}' tiene {found} marcas de negrita '**', pero el texto en {reference} tiene {expected}; marque en negrita las mismas partes en todos los idiomas.",
    noPlaceholders: 'ninguno',
    itself: 'un valor',
    identicalOnReference: "'# {mark}' va en una traducción ({others}) que es igual al texto en {reference}; bórrelo aquí.",
    notIdentical: "'{field}' está marcado '# {mark}', pero ya no es igual al texto en {languages}: borre la marca.",
    defaultNotInRegion: "'{language}' no es uno de los idiomas de esta región ({languages}): agréguelo a sus idiomas o elija uno de ellos.",
    notPublishedYet:
      "El {language} aún no se publica en esta región: faltan {count} de los textos que muestra, o siguen marcados '[translate]' en {language} (site report los lista; site dev muestra las páginas con etiquetas). Sus otros idiomas sí se publican.",
    notPublishedYetOne:
      "El {language} aún no se publica en esta región: falta 1 de los textos que muestra, o sigue marcado '[translate]' en {language} (site report lo lista; site dev muestra las páginas con etiquetas). Sus otros idiomas sí se publican.",
    namesADraft:
      "'{field}' nombra '{slug}' en {entry}, que es un borrador, así que el sitio publicado no lo tendría: publique el borrador o nombre otro.",
    draftLink:
      "'{page}' es un borrador, así que el sitio publicado no tendría página aquí: dirija la tarjeta a otra página o publique el borrador.",
    noSuchOffice: "La oficina '{office}' no está en content/locations/{region}.yaml; use una de estas: {offices}.",
    languageWithoutTexts: "El idioma '{code}' no tiene textos de la interfaz: agregue content/translations/{code}.yaml.",
    noSuchPage: "La página '{page}' no existe en la región '{region}'; sus páginas son: {pages}.",
    noSuchMenuText: "El texto de menú '{key}' no existe en content/translations/{code}.yaml.",
    menuEntryTwice: "La entrada de menú '{id}' aparece dos veces.",
    fileOfNoRegion: 'Este archivo no pertenece a ninguna región: las regiones son {regions}.',
    notALanguage: "'{name}' no es un idioma del sitio ({languages}); este archivo no se usa.",
    fileMissing: 'Falta el archivo {file}; sin él no se puede construir el sitio.',
    fixYamlFirst: 'El archivo no es YAML válido; corríjalo primero en un editor de texto.',
    fileNotRead:
      'Este archivo no se lee, así que nada de él llega al sitio: los archivos de contenido terminan en .yaml y están en las carpetas {folders} de content/, o son {files}. Muévalo o cámbiele el nombre, o bórrelo.',
    entryWrittenTwice: 'Esta entrada está escrita dos veces, como {files}, y solo una llega al sitio: deje una.',
    notValidYaml: 'El archivo no es YAML válido: {reason}',
    yamlQuoteNotClosed:
      'El texto que empieza aquí con {quote} nunca se cierra: agregue el {quote} de cierre al final del texto (un {quote} dentro de él se escribe {escaped}).',
    yamlTabIndent: 'Esta línea tiene una sangría con tabulador; YAML solo admite espacios: cambie el tabulador por espacios.',
    yamlColonInText:
      'Este texto contiene ": ", que YAML lee como el comienzo de otro campo: ponga todo el texto entre comillas, así: {key}: "{text}".',
    yamlLineWithoutField: 'A una línea le falta su "campo:", o un texto ocupa varias líneas: ponga el texto entre comillas.',
    yamlIndent:
      'Esta línea tiene una sangría de {indent}, pero el campo de arriba tiene {expected}: los campos de un mismo grupo empiezan en la misma columna.',
    spaces: '{count} espacios',
    oneSpace: '1 espacio',
    yamlKeyTwice: 'El mismo campo está escrito dos veces en el mismo lugar; deje solo uno.',
    yamlNotClosed: 'Unas comillas o un corchete no se cierran.',
    yamlReservedStart:
      'Un texto que empieza con {character} debe ir entre comillas: ponga todo el texto entre comillas, así: "{character}…".',
    yamlTextAfterQuote:
      'El texto sigue después de su {quote} de cierre: ponga todo el texto entre comillas y escriba un {quote} dentro de él como {escaped}.',
    yamlTwoDocuments: 'La línea --- empieza un segundo documento, y un archivo de contenido tiene uno solo: borre el ---.',
    yamlBadEscape:
      'En un texto entre "comillas dobles", \\ empieza un carácter especial, y {escape} no es ninguno: escriba \\\\ para una barra invertida, o ponga el texto entre comillas simples.',
    yamlBracketNotClosed: 'El {opening} de aquí nunca se cierra: agregue un {closing} después de su último elemento.',
    yamlStrayBracket: 'Este {bracket} no cierra nada: bórrelo.',
    yamlOther: 'YAML no puede leer el archivo desde aquí ({detail}).',
    yamlAliasUnmarked:
      "'*{name}' repite el valor marcado con '&{name}', pero ningún valor anterior tiene esa marca: marque el valor con &{name}, o escriba el valor completo aquí.",
    yamlAliasInsideItself:
      "'*{name}' repite el valor marcado con '&{name}' desde dentro de ese mismo valor, que se contendría a sí mismo sin fin: escriba el valor completo aquí.",
    yamlTooManyAliases: 'Este archivo repite valores marcados (&, *) tantas veces que no se puede leer: escriba los valores completos.',
    notUtf8:
      "Este archivo no está guardado como UTF-8 (el editor que lo guardó usó otra codificación, como Windows-1252): sus letras con tilde se verían como '�' en el sitio. Ábralo en un editor de texto y guárdelo como UTF-8.",
    logoLiveText:
      'Este logotipo tiene <text> editable, que cada visitante ve en una fuente distinta. Ejecute `npx site outline-logos` para convertir las letras en formas, o incruste la fuente en el SVG.',
    svgScript: 'Este SVG tiene un elemento <script>; bórrelo (una ilustración no necesita código).',
    svgHandler: 'Este SVG tiene un atributo de evento ({attribute}); bórrelo.',
    svgForeignObject: 'Este SVG incrusta HTML en un <foreignObject>; exporte el dibujo como formas SVG simples.',
    svgOtherFile: 'Este SVG remite a otro archivo ({reference}); incrústelo o bórrelo: los navegadores no lo cargan en un <img>.',
    svgImport: 'Este SVG importa una hoja de estilos (@import); ponga los estilos en el archivo.',
    uploadNotAPdf: 'El archivo no es un PDF: expórtelo o imprímalo como PDF.',
    uploadNotAVideo: 'El archivo no es un video MP4: expórtelo como MP4 (H.264).',
    uploadWhichFolder: 'Indique en qué carpeta de content/assets va el archivo.',
    uploadWhichKinds: 'Solo se pueden agregar imágenes (JPEG, PNG, WebP, AVIF o SVG), videos MP4 y documentos PDF.',
    uploadSvgTooLarge: 'El archivo pesa más de {limit}, lo máximo para un dibujo SVG.',
    uploadPictureTooLarge: 'El archivo pesa más de {limit}, lo máximo para una imagen.',
    uploadPdfTooLarge: 'El archivo pesa más de {limit}, lo máximo para un PDF.',
    uploadVideoTooLarge: 'El archivo pesa más de {limit}, lo máximo para un video.',
    uploadOutsideContent: 'content/assets es un enlace a un lugar fuera de content/; ahí no se guardan archivos.',
    answerRefused: "'{value}' {reason}.",
    notOneOfThese: 'debe ser uno de estos valores: {values}',
    notInAssetsYet: 'no está en content{path}; agregue el archivo primero',
    inAssetsInOtherCapitals: 'no está en content{path}, pero content{found} sí: escriba el nombre con las mayúsculas que tiene el archivo',
    notTheValueLike: "'{field}' debe ser {values}; encontrado: {found}. ¿Quiso decir '{suggestion}'?",
    fileNameTaken: 'ya está en uso: existe content/{folder}/{name}.yaml',
    officeExists: "la oficina '{office}' ya existe",
    numberFromTo: 'debe ser un número de -{limit} a {limit}',
    noBrandLogo: 'no existe content/assets/brands/{brand}.svg; agregue primero el archivo del logotipo',
    brandNotListed: "'{brand}' no está en brands.yaml: escríbalo como {brand}=Nombre de la marca",
    aText: 'un texto',
    aNumber: 'un número',
    aWholeNumber: 'un número entero',
    trueOrFalse: 'true o false',
    aList: 'una lista',
    aGroup: 'un grupo de campos',
    empty: 'un valor vacío',
    aListOf: 'una lista de {count}',
    theText: "el texto '{text}'",
    theNumber: 'el número {number}',
    theValue: "'{value}'",
    assetPath: `debe ser la ruta de un archivo de content/assets que termine en ${assetEndingsIn('es')}, escrita como /assets/carpeta/nombre-del-archivo.svg o /assets/carpeta/IMG_2041.JPG (sin espacios)`,
    pdfDocument: 'debe ser la ruta de un archivo PDF de content/assets, como /assets/certificates/iso-9001.pdf',
    slug: 'debe ser un identificador corto en minúsculas, de letras, dígitos y guiones, que empiece por una letra, como quito-matriz',
    translationKey: 'debe ser la clave con puntos de un texto de la interfaz, como nav.home',
    phone: 'debe ser un número de teléfono internacional escrito como +593 2 245 1000',
    pageRef: `debe nombrar una página: ${pageRefForms.join(', ')}`,
    isoCountry: 'debe ser el código ISO de un país, como EC para Ecuador o PE para Perú',
    countryCode: 'debe ser un código de país de dos letras mayúsculas, como EC',
    languageCode: 'debe ser un código de idioma de dos o tres letras minúsculas, como es o fr',
    regionCode: 'debe ser un código de región de dos letras minúsculas, como ec o co',
    hostName: 'debe ser un nombre de host como www.example.com, sin https://',
    locale: 'debe ser una etiqueta de idioma como es-EC',
    url: 'debe ser una dirección web completa que empiece por https://, como https://www.openstreetmap.org',
    email: 'debe ser una dirección de correo electrónico, como info@tecnandes.com.ec',
    date: 'debe ser una fecha escrita YYYY-MM-DD, como 2025-11-20',
    validFormat: 'debe tener un formato {format} válido',
    noSuchMonth: 'está escrita YYYY-MM-DD pero no es un día del calendario: no existe el mes {month}',
    noDayZero: 'está escrita YYYY-MM-DD pero no es un día del calendario: no existe el día 0',
    monthHasDays: 'está escrita YYYY-MM-DD pero no es un día del calendario: {month} tiene {days} días',
  },
};
