import type { EditorLanguage } from '../../schemas/editor-languages.ts';
import { languageName } from '../../schemas/language-codes.ts';
import { type ProblemLanguage, type ProblemWordId, type ProblemWords, problemSentence } from '../../schemas/problem-words.ts';

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
  description: (english: string) => string,
): ProblemText {
  if (!catalog) return (problem) => problem.message;
  const reader: ProblemLanguage = {
    locale: language,
    template: (id) => catalog.words[id],
    languageName: (code) => {
      const name = languageName(code, language);
      return catalog.languageNames === 'lowercase' ? name.toLocaleLowerCase(language) : name;
    },
    entryName: ({ entry, kind }) => kind[language] ?? entry,
    description,
  };
  return (problem) => (problem.words ? problemSentence(problem.words, reader) : problem.message);
}
