import { type EditorLanguage, editorLanguages } from '../../schemas/editor-languages.ts';
import type { TranslationState } from './api.ts';
import { fieldTexts as germanFields } from './field-texts/de.ts';
import { fieldTexts as spanishFields } from './field-texts/es.ts';
import { fieldTexts as portugueseFields } from './field-texts/pt.ts';
import { type FieldTexts, fieldTranslator } from './field-texts.ts';
import { problemTexts as germanProblems } from './problem-texts/de.ts';
import { problemTexts as spanishProblems } from './problem-texts/es.ts';
import { problemTexts as portugueseProblems } from './problem-texts/pt.ts';
import { type ProblemText, type ProblemTexts, problemTranslator } from './problem-texts.ts';

/**
 * The editor's own words, in the languages of the people who keep the site: it follows the browser's language
 * (Spanish when none of these is asked for). The content's texts are edited in every language whatever this is.
 */
const english = {
  title: 'Content editor',
  kinds: 'Kinds of content',
  files: 'Files',
  chooseFile: 'Choose a file on the left to edit it.',
  skipToFile: 'Skip to the open file',
  skipToMain: 'Skip to the editing area',
  findFile: 'Find a file',
  noFileFound: 'No file has this in its title or name.',
  filesFound: (count: number) => (count === 1 ? '1 file' : `${count} files`),
  save: 'Save',
  saving: 'Saving…',
  saved: 'Saved. The page beside updates by itself.',
  savedWithProblems:
    'Saved, with problems (listed above the form): the page beside shows them instead of the change, and the site cannot be built until they are fixed.',
  savedMerged:
    'Saved, together with what was changed in this file on disk since you opened it (in another tab, by git or in a text editor).',
  unsaved: 'Unsaved changes',
  leaveUnsaved: 'This file has unsaved changes. Leave it without saving them?',
  noChanges: 'No unsaved changes',
  problems: (count: number) => (count === 1 ? '1 problem' : `${count} problems`),
  noProblems: 'No problems: site validate accepts this file.',
  allProblems: 'Every problem of this file',
  line: 'line',
  preview: 'Preview',
  previewOf: 'Page',
  previewTitle: 'Preview of the page',
  draft: 'Draft',
  markDraft: 'Mark as draft',
  publish: 'Publish',
  duplicate: 'Duplicate',
  remove: 'Delete',
  removeTitle: 'Delete this entry?',
  removeLeaves: 'It disappears from these pages:',
  removeNoPages: 'No page shows it.',
  removeUnlists: (regions: string) => `It is also taken off the lists of these regions in site.yaml: ${regions}.`,
  cancel: 'Cancel',
  confirmRemove: 'Delete the file',
  newEntry: 'New entry',
  create: 'Create',
  createTitle: (kind: string) => `New entry: ${kind}`,
  createHint: (language: string) =>
    `Write the texts in ${language}: the other languages get them marked [translate] until someone translates them. Further pictures and details are added in the form once the entry exists.`,
  answerMissing: 'This answer is needed.',
  listHint: 'One per line.',
  optional: '(optional)',
  addItem: 'Add',
  removeItem: 'Remove',
  item: (index: number) => `Item ${index + 1}`,
  addPicture: 'Add a picture',
  pictureHint: 'JPEG, PNG, WebP, AVIF or SVG, as it comes from the camera. Then describe it in every language.',
  addFile: 'Add a file',
  uploadHint: {
    picture: 'Or add one from this computer: JPEG, PNG, WebP, AVIF or SVG, as it comes from the camera.',
    video: 'Or add one from this computer: an MP4 video (H.264).',
    document: 'Or add one from this computer: a PDF.',
    any: 'Or add one from this computer: a picture, an MP4 video or a PDF.',
  },
  fileAdded: (path: string) => `Added as ${path}.`,
  uploading: 'Uploading…',
  yamlHint: 'This field is written as YAML.',
  yamlInvalid: 'This is not valid YAML yet; it is not saved until it is.',
  changes: 'Changes',
  changesTitle: 'Changes since the last commit',
  noDiff: 'Nothing changed since the last commit.',
  commitMessage: 'What did you change?',
  commit: 'Commit',
  committed: (id: string) => `Committed as ${id}.`,
  close: 'Close',
  reference: 'Reference text',
  stillCorrect: 'Still correct',
  state: {
    missing: 'Missing',
    marked: 'To translate',
    outdated: 'Outdated',
    identical: 'Same as another language',
    'on-purpose': 'Identical on purpose',
    confirmed: 'Confirmed still correct',
  } satisfies Record<TranslationState, string>,
  stateHelp: {
    missing: 'There is no text in this language yet.',
    marked: 'Still marked [translate]: translate it and delete the marker.',
    outdated: 'The reference text changed after this translation. Check it; if it still says the same, confirm it.',
    identical: 'Word for word another language’s text: probably copied, not translated.',
    'on-purpose': 'Marked “# identical on purpose” in the file.',
    confirmed: 'Checked against the current reference text.',
  } satisfies Record<TranslationState, string>,
  error: 'Something went wrong:',
  changedOnDisk:
    'This file changed on disk since you opened it (in another tab, by git or in a text editor), in a field you changed too, so nothing was saved. What you typed is still in the form: copy what you need, then open the file again.',
  openAgain: 'Open the file again',
  notReadable:
    'YAML cannot read this file, so it cannot be edited here. Fix it in a text editor at the line named below, save it, then open it again here.',
};

type EditorTexts = typeof english;

const spanish: EditorTexts = {
  title: 'Editor de contenido',
  kinds: 'Tipos de contenido',
  files: 'Archivos',
  chooseFile: 'Elija un archivo a la izquierda para editarlo.',
  skipToFile: 'Saltar al archivo abierto',
  skipToMain: 'Saltar al área de edición',
  findFile: 'Buscar un archivo',
  noFileFound: 'Ningún archivo lo tiene en su título ni en su nombre.',
  filesFound: (count) => (count === 1 ? '1 archivo' : `${count} archivos`),
  save: 'Guardar',
  saving: 'Guardando…',
  saved: 'Guardado. La página de al lado se actualiza sola.',
  savedWithProblems:
    'Guardado, con problemas (en la lista sobre el formulario): la página de al lado los muestra en lugar del cambio, y el sitio no se puede generar hasta corregirlos.',
  savedMerged:
    'Guardado, junto con lo que se cambió en este archivo en el disco desde que lo abrió (en otra pestaña, con git o en un editor de texto).',
  unsaved: 'Cambios sin guardar',
  leaveUnsaved: 'Este archivo tiene cambios sin guardar. ¿Salir sin guardarlos?',
  noChanges: 'Sin cambios por guardar',
  problems: (count) => (count === 1 ? '1 problema' : `${count} problemas`),
  noProblems: 'Sin problemas: site validate acepta este archivo.',
  allProblems: 'Todos los problemas de este archivo',
  line: 'línea',
  preview: 'Vista previa',
  previewOf: 'Página',
  previewTitle: 'Vista previa de la página',
  draft: 'Borrador',
  markDraft: 'Marcar como borrador',
  publish: 'Publicar',
  duplicate: 'Duplicar',
  remove: 'Eliminar',
  removeTitle: '¿Eliminar esta entrada?',
  removeLeaves: 'Desaparece de estas páginas:',
  removeNoPages: 'Ninguna página la muestra.',
  removeUnlists: (regions: string) => `También se quita de las listas de estas regiones en site.yaml: ${regions}.`,
  cancel: 'Cancelar',
  confirmRemove: 'Eliminar el archivo',
  newEntry: 'Nueva entrada',
  create: 'Crear',
  createTitle: (kind) => `Nueva entrada: ${kind}`,
  createHint: (language) =>
    `Escriba los textos en ${language.toLocaleLowerCase('es')}: los demás idiomas los reciben marcados [translate] hasta que alguien los traduzca. Más imágenes y detalles se añaden en el formulario, una vez creada la entrada.`,
  answerMissing: 'Falta esta respuesta.',
  listHint: 'Uno por línea.',
  optional: '(opcional)',
  addItem: 'Añadir',
  removeItem: 'Quitar',
  item: (index) => `Elemento ${index + 1}`,
  addPicture: 'Añadir una imagen',
  pictureHint: 'JPEG, PNG, WebP, AVIF o SVG, tal como sale de la cámara. Luego descríbala en cada idioma.',
  addFile: 'Añadir un archivo',
  uploadHint: {
    picture: 'O añada una desde este equipo: JPEG, PNG, WebP, AVIF o SVG, tal como sale de la cámara.',
    video: 'O añada uno desde este equipo: un video MP4 (H.264).',
    document: 'O añada uno desde este equipo: un PDF.',
    any: 'O añada uno desde este equipo: una imagen, un video MP4 o un PDF.',
  },
  fileAdded: (path) => `Se guardó como ${path}.`,
  uploading: 'Subiendo…',
  yamlHint: 'Este campo se escribe en YAML.',
  yamlInvalid: 'Todavía no es YAML válido; no se guarda hasta que lo sea.',
  changes: 'Cambios',
  changesTitle: 'Cambios desde el último commit',
  noDiff: 'Nada cambió desde el último commit.',
  commitMessage: '¿Qué cambió?',
  commit: 'Hacer commit',
  committed: (id) => `Commit ${id} hecho.`,
  close: 'Cerrar',
  reference: 'Texto de referencia',
  stillCorrect: 'Sigue siendo correcta',
  state: {
    missing: 'Falta',
    marked: 'Por traducir',
    outdated: 'Desactualizada',
    identical: 'Igual a otro idioma',
    'on-purpose': 'Idéntica a propósito',
    confirmed: 'Confirmada como correcta',
  },
  stateHelp: {
    missing: 'Todavía no hay texto en este idioma.',
    marked: 'Sigue marcada [translate]: tradúzcala y borre la marca.',
    outdated: 'El texto de referencia cambió después de esta traducción. Revísela; si sigue diciendo lo mismo, confírmela.',
    identical: 'Es palabra por palabra el texto de otro idioma: probablemente copiado, no traducido.',
    'on-purpose': 'Marcada “# identical on purpose” en el archivo.',
    confirmed: 'Revisada frente al texto de referencia actual.',
  },
  error: 'Algo salió mal:',
  changedOnDisk:
    'Este archivo cambió en el disco desde que lo abrió (en otra pestaña, con git o en un editor de texto), en un campo que usted también cambió, así que no se guardó nada. Lo que escribió sigue en el formulario: copie lo que necesite y vuelva a abrir el archivo.',
  openAgain: 'Volver a abrir el archivo',
  notReadable:
    'YAML no puede leer este archivo, así que no se puede editar aquí. Corríjalo en un editor de texto en la línea indicada abajo, guárdelo y vuelva a abrirlo aquí.',
};

const portuguese: EditorTexts = {
  title: 'Editor de conteúdo',
  kinds: 'Tipos de conteúdo',
  files: 'Arquivos',
  chooseFile: 'Escolha um arquivo à esquerda para editá-lo.',
  skipToFile: 'Ir para o arquivo aberto',
  skipToMain: 'Ir para a área de edição',
  findFile: 'Procurar um arquivo',
  noFileFound: 'Nenhum arquivo tem isto no título nem no nome.',
  filesFound: (count) => (count === 1 ? '1 arquivo' : `${count} arquivos`),
  save: 'Salvar',
  saving: 'Salvando…',
  saved: 'Salvo. A página ao lado se atualiza sozinha.',
  savedWithProblems:
    'Salvo, com problemas (na lista acima do formulário): a página ao lado os mostra no lugar da alteração, e o site não pode ser gerado até corrigi-los.',
  savedMerged:
    'Salvo, junto com o que foi alterado neste arquivo no disco desde que você o abriu (em outra aba, pelo git ou em um editor de texto).',
  unsaved: 'Alterações não salvas',
  leaveUnsaved: 'Este arquivo tem alterações não salvas. Sair sem salvá-las?',
  noChanges: 'Nenhuma alteração por salvar',
  problems: (count) => (count === 1 ? '1 problema' : `${count} problemas`),
  noProblems: 'Sem problemas: site validate aceita este arquivo.',
  allProblems: 'Todos os problemas deste arquivo',
  line: 'linha',
  preview: 'Pré-visualização',
  previewOf: 'Página',
  previewTitle: 'Pré-visualização da página',
  draft: 'Rascunho',
  markDraft: 'Marcar como rascunho',
  publish: 'Publicar',
  duplicate: 'Duplicar',
  remove: 'Excluir',
  removeTitle: 'Excluir esta entrada?',
  removeLeaves: 'Ela some destas páginas:',
  removeNoPages: 'Nenhuma página a mostra.',
  removeUnlists: (regions: string) => `Também é retirada das listas destas regiões em site.yaml: ${regions}.`,
  cancel: 'Cancelar',
  confirmRemove: 'Excluir o arquivo',
  newEntry: 'Nova entrada',
  create: 'Criar',
  createTitle: (kind) => `Nova entrada: ${kind}`,
  createHint: (language) =>
    `Escreva os textos em ${language.toLocaleLowerCase('pt')}: os outros idiomas os recebem marcados [translate] até alguém traduzi-los. Mais imagens e detalhes são adicionados no formulário, depois de criada a entrada.`,
  answerMissing: 'Falta esta resposta.',
  listHint: 'Um por linha.',
  optional: '(opcional)',
  addItem: 'Adicionar',
  removeItem: 'Remover',
  item: (index) => `Item ${index + 1}`,
  addPicture: 'Adicionar uma imagem',
  pictureHint: 'JPEG, PNG, WebP, AVIF ou SVG, como sai da câmera. Depois descreva-a em cada idioma.',
  addFile: 'Adicionar arquivo',
  uploadHint: {
    picture: 'Ou adicione uma deste computador: JPEG, PNG, WebP, AVIF ou SVG, como sai da câmera.',
    video: 'Ou adicione um deste computador: um vídeo MP4 (H.264).',
    document: 'Ou adicione um deste computador: um PDF.',
    any: 'Ou adicione um deste computador: uma imagem, um vídeo MP4 ou um PDF.',
  },
  fileAdded: (path) => `Salvo como ${path}.`,
  uploading: 'Enviando…',
  yamlHint: 'Este campo é escrito em YAML.',
  yamlInvalid: 'Ainda não é YAML válido; não é salvo até que seja.',
  changes: 'Alterações',
  changesTitle: 'Alterações desde o último commit',
  noDiff: 'Nada mudou desde o último commit.',
  commitMessage: 'O que você mudou?',
  commit: 'Fazer commit',
  committed: (id) => `Commit ${id} feito.`,
  close: 'Fechar',
  reference: 'Texto de referência',
  stillCorrect: 'Continua correta',
  state: {
    missing: 'Falta',
    marked: 'A traduzir',
    outdated: 'Desatualizada',
    identical: 'Igual a outro idioma',
    'on-purpose': 'Idêntica de propósito',
    confirmed: 'Confirmada como correta',
  },
  stateHelp: {
    missing: 'Ainda não há texto neste idioma.',
    marked: 'Ainda marcada [translate]: traduza-a e apague a marca.',
    outdated: 'O texto de referência mudou depois desta tradução. Revise-a; se ainda diz o mesmo, confirme-a.',
    identical: 'É palavra por palavra o texto de outro idioma: provavelmente copiado, não traduzido.',
    'on-purpose': 'Marcada “# identical on purpose” no arquivo.',
    confirmed: 'Revisada em relação ao texto de referência atual.',
  },
  error: 'Algo deu errado:',
  changedOnDisk:
    'Este arquivo mudou no disco desde que você o abriu (em outra aba, pelo git ou em um editor de texto), em um campo que você também alterou, então nada foi salvo. O que você digitou continua no formulário: copie o que precisar e abra o arquivo de novo.',
  openAgain: 'Abrir o arquivo de novo',
  notReadable:
    'O YAML não consegue ler este arquivo, então ele não pode ser editado aqui. Corrija-o em um editor de texto na linha indicada abaixo, salve-o e abra-o de novo aqui.',
};

const german: EditorTexts = {
  title: 'Inhaltseditor',
  kinds: 'Inhaltsarten',
  files: 'Dateien',
  chooseFile: 'Wählen Sie links eine Datei, um sie zu bearbeiten.',
  skipToFile: 'Zur geöffneten Datei springen',
  skipToMain: 'Zum Bearbeitungsbereich springen',
  findFile: 'Datei suchen',
  noFileFound: 'Keine Datei hat dies im Titel oder Namen.',
  filesFound: (count) => (count === 1 ? '1 Datei' : `${count} Dateien`),
  save: 'Speichern',
  saving: 'Wird gespeichert…',
  saved: 'Gespeichert. Die Seite daneben aktualisiert sich selbst.',
  savedWithProblems:
    'Gespeichert, mit Problemen (in der Liste über dem Formular): Die Seite daneben zeigt sie statt der Änderung, und die Website lässt sich erst erstellen, wenn sie behoben sind.',
  savedMerged:
    'Gespeichert, zusammen mit dem, was an dieser Datei auf der Festplatte geändert wurde, seit Sie sie geöffnet haben (in einem anderen Tab, durch git oder in einem Texteditor).',
  unsaved: 'Ungespeicherte Änderungen',
  leaveUnsaved: 'Diese Datei hat ungespeicherte Änderungen. Ohne Speichern verlassen?',
  noChanges: 'Keine ungespeicherten Änderungen',
  problems: (count) => (count === 1 ? '1 Problem' : `${count} Probleme`),
  noProblems: 'Keine Probleme: site validate akzeptiert diese Datei.',
  allProblems: 'Alle Probleme dieser Datei',
  line: 'Zeile',
  preview: 'Vorschau',
  previewOf: 'Seite',
  previewTitle: 'Vorschau der Seite',
  draft: 'Entwurf',
  markDraft: 'Als Entwurf markieren',
  publish: 'Veröffentlichen',
  duplicate: 'Duplizieren',
  remove: 'Löschen',
  removeTitle: 'Diesen Eintrag löschen?',
  removeLeaves: 'Er verschwindet von diesen Seiten:',
  removeNoPages: 'Keine Seite zeigt ihn.',
  removeUnlists: (regions: string) => `Er wird auch aus den Listen dieser Regionen in site.yaml genommen: ${regions}.`,
  cancel: 'Abbrechen',
  confirmRemove: 'Datei löschen',
  newEntry: 'Neuer Eintrag',
  create: 'Anlegen',
  createTitle: (kind) => `Neuer Eintrag: ${kind}`,
  createHint: (language) =>
    `Schreiben Sie die Texte auf ${language}: die anderen Sprachen erhalten sie mit [translate] markiert, bis jemand sie übersetzt. Weitere Bilder und Details fügen Sie im Formular hinzu, sobald der Eintrag angelegt ist.`,
  answerMissing: 'Diese Angabe fehlt.',
  listHint: 'Einer pro Zeile.',
  optional: '(optional)',
  addItem: 'Hinzufügen',
  removeItem: 'Entfernen',
  item: (index) => `Element ${index + 1}`,
  addPicture: 'Bild hinzufügen',
  pictureHint: 'JPEG, PNG, WebP, AVIF oder SVG, so wie es aus der Kamera kommt. Beschreiben Sie es dann in jeder Sprache.',
  addFile: 'Datei hinzufügen',
  uploadHint: {
    picture: 'Oder fügen Sie eines von diesem Computer hinzu: JPEG, PNG, WebP, AVIF oder SVG, so wie es aus der Kamera kommt.',
    video: 'Oder fügen Sie eines von diesem Computer hinzu: ein MP4-Video (H.264).',
    document: 'Oder fügen Sie eines von diesem Computer hinzu: ein PDF.',
    any: 'Oder fügen Sie eine Datei von diesem Computer hinzu: ein Bild, ein MP4-Video oder ein PDF.',
  },
  fileAdded: (path) => `Gespeichert als ${path}.`,
  uploading: 'Wird hochgeladen…',
  yamlHint: 'Dieses Feld wird als YAML geschrieben.',
  yamlInvalid: 'Das ist noch kein gültiges YAML; es wird erst gespeichert, wenn es das ist.',
  changes: 'Änderungen',
  changesTitle: 'Änderungen seit dem letzten Commit',
  noDiff: 'Seit dem letzten Commit hat sich nichts geändert.',
  commitMessage: 'Was haben Sie geändert?',
  commit: 'Committen',
  committed: (id) => `Als ${id} committet.`,
  close: 'Schließen',
  reference: 'Referenztext',
  stillCorrect: 'Noch korrekt',
  state: {
    missing: 'Fehlt',
    marked: 'Zu übersetzen',
    outdated: 'Veraltet',
    identical: 'Gleich wie andere Sprache',
    'on-purpose': 'Absichtlich gleich',
    confirmed: 'Als korrekt bestätigt',
  },
  stateHelp: {
    missing: 'In dieser Sprache gibt es noch keinen Text.',
    marked: 'Noch mit [translate] markiert: übersetzen und die Markierung löschen.',
    outdated: 'Der Referenztext wurde nach dieser Übersetzung geändert. Prüfen Sie sie; sagt sie noch dasselbe, bestätigen Sie sie.',
    identical: 'Wortgleich mit dem Text einer anderen Sprache: wohl kopiert, nicht übersetzt.',
    'on-purpose': 'In der Datei mit „# identical on purpose“ markiert.',
    confirmed: 'Gegen den aktuellen Referenztext geprüft.',
  },
  error: 'Etwas ist schiefgegangen:',
  changedOnDisk:
    'Diese Datei wurde auf der Festplatte geändert, seit Sie sie geöffnet haben (in einem anderen Tab, durch git oder in einem Texteditor), und zwar in einem Feld, das Sie auch geändert haben; daher wurde nichts gespeichert. Was Sie eingegeben haben, steht noch im Formular: Kopieren Sie, was Sie brauchen, und öffnen Sie die Datei dann erneut.',
  openAgain: 'Datei erneut öffnen',
  notReadable:
    'YAML kann diese Datei nicht lesen, daher lässt sie sich hier nicht bearbeiten. Korrigieren Sie sie in einem Texteditor an der unten genannten Zeile, speichern Sie sie und öffnen Sie sie dann hier erneut.',
};

const byLanguage: Record<EditorLanguage, EditorTexts> = { es: spanish, en: english, pt: portuguese, de: german };

/** The fields' names, descriptions and questions are written in English, so English needs no catalog. */
export const fieldTextsOf: Record<EditorLanguage, FieldTexts | undefined> = {
  es: spanishFields,
  en: undefined,
  pt: portugueseFields,
  de: germanFields,
};

/** The validator's problems are written in English too (schemas/problem-words.ts). */
export const problemTextsOf: Record<EditorLanguage, ProblemTexts | undefined> = {
  es: spanishProblems,
  en: undefined,
  pt: portugueseProblems,
  de: germanProblems,
};

const isEditorLanguage = (language: string): language is EditorLanguage => (editorLanguages as readonly string[]).includes(language);

/** The first of the browser's languages the editor speaks, else Spanish (the site's reference language). */
export function editorTexts(preferred: readonly string[]): {
  language: EditorLanguage;
  texts: EditorTexts;
  fieldText: (english: string) => string;
  problemText: ProblemText;
} {
  const language = preferred.map((tag) => tag.toLowerCase().split('-')[0] ?? '').find(isEditorLanguage) ?? 'es';
  const fieldText = fieldTranslator(fieldTextsOf[language]);
  return {
    language,
    texts: byLanguage[language],
    fieldText,
    problemText: problemTranslator(language, problemTextsOf[language], fieldText),
  };
}

export type { EditorTexts };
