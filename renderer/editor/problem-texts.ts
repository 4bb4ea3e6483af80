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

/** A problem (of a file, or of a New entry answer) as the editor says it. */
export type ProblemText = (problem: { message: string; words?: ProblemWords | undefined }) => string;

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
    fieldName: (path) => formPlace(path, fieldText),
  };
  return (problem) => (problem.words ? problemSentence(problem.words, reader) : problem.message);
}

/**
 * A field's path as the form labels the field and the items it is in: `cards[0].client.country` is
 * "Cards 1 › Client › Country", in the editor's language.
 */
export function formPlace(path: string, fieldText: (english: string) => string): string {
  const names: string[] = [];
  for (const [segment, index] of path.matchAll(/\[(\d+)\]|[^.[\]]+/g)) {
    if (index === undefined) names.push(fieldText(labelOf(segment)));
    else names.push(`${names.pop() ?? ''} ${Number(index) + 1}`.trim());
  }
  return names.join(' › ');
}
