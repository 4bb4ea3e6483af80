import type { EditorLanguage } from '../../schemas/editor-languages.ts';
import { languageName } from '../../schemas/language-codes.ts';
import { type ProblemLanguage, type ProblemWordId, type ProblemWords, problemSentence, problemWords } from '../../schemas/problem-words.ts';
import { labelOf } from './field-texts.ts';

/**
 * The validator's problems about a field in one language the editor speaks: a translation of every template of
 * schemas/problem-words.ts (the type asks for each), and how a sentence writes a language's name: in lowercase in
 * Spanish and Portuguese ("el texto en alemán"), capitalised as a noun in German ("der Text auf Deutsch").
 */
export interface ProblemTexts {
  words: Readonly<Record<ProblemWordId, string>>;
  languageNames: 'lowercase' | 'capitalised';
}

/**
 * Where a problem is shown, for naming its fields: a file whose form labels its fields by their YAML keys (the UI
 * texts), and the content's languages, whose texts the form labels by the language's name.
 */
interface ProblemPlace {
  keys: boolean;
  languages: readonly string[];
}

/** A problem (of a file, or of a New entry answer) as the editor says it. */
export type ProblemText = (problem: { message: string; words?: ProblemWords | undefined }, place?: ProblemPlace) => string;

/** A problem in the editor's language where its words are known, else as `site validate` wrote it. */
export function problemTranslator(
  language: EditorLanguage,
  catalog: ProblemTexts | undefined,
  fieldText: (english: string) => string,
): ProblemText {
  // English reads the validator's own templates, with the form's labels for fields as the other languages do.
  const words = catalog ?? { words: problemWords, languageNames: 'capitalised' };
  const reader: ProblemLanguage = {
    locale: language,
    template: (id) => words.words[id],
    languageName: (code) => {
      const name = languageName(code, language);
      return words.languageNames === 'lowercase' ? name.toLocaleLowerCase(language) : name;
    },
    entryName: ({ entry, kind }) => (catalog ? (kind[language] ?? entry) : entry),
    description: fieldText,
  };
  return (problem, place) => {
    if (!problem.words) return problem.message;
    const contentLanguages = new Set(place?.languages);
    const fieldLabel = place?.keys
      ? undefined
      : (path: string) =>
          formPlace(path, fieldText, (segment) => (contentLanguages.has(segment) ? languageName(segment, language) : undefined));
    return problemSentence(problem.words, { ...reader, ...(fieldLabel ? { fieldLabel } : {}) });
  };
}

/**
 * A field's path as the form labels the field and the items it is in: `cards[0].client.country` is
 * "Cards 1 › Client › Country", in the editor's language; a text of one language is named as the form names it
 * (`title.de`: "Title › Deutsch").
 */
export function formPlace(
  path: string,
  fieldText: (english: string) => string,
  languageLabel: (segment: string) => string | undefined = () => undefined,
): string {
  const names: string[] = [];
  for (const [segment, index] of path.matchAll(/\[(\d+)\]|[^.[\]]+/g)) {
    if (index === undefined) names.push(languageLabel(segment) ?? fieldText(labelOf(segment)));
    else names.push(`${names.pop() ?? ''} ${Number(index) + 1}`.trim());
  }
  return names.join(' › ');
}
