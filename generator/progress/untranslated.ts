import type { Language, Locales } from '../../schemas/locales.ts';
import { contentStrings } from '../content/content-walk.ts';
import type { Problem } from '../content/problem.ts';
import type { PathSegment, YamlSource } from '../content/yaml-source.ts';
import { fieldName } from '../content/zod-issues.ts';

/**
 * What `site new` writes in front of a text that still has to be translated. It is visible in the YAML, in
 * the editor's red squiggles and on the page, so nobody mistakes it for finished copy; translating the text
 * and deleting the marker is the whole fix.
 */
const translateMarker = '[translate] ';

/** The reference text with the marker in front: a translator sees what to translate right where it goes. */
export function markForTranslation(reference: string): string {
  return `${translateMarker}${reference}`;
}

/** Tolerates the marker without its space or in another case, as an editor may retype it. */
export function isMarkedForTranslation(text: unknown): boolean {
  return typeof text === 'string' && text.trimStart().toLowerCase().startsWith(translateMarker.trim().toLowerCase());
}

/**
 * Every text still marked `[translate]`, in an entity file (one text per language) or a UI text file
 * (`translations/{lang}.yaml`, whose language is the file name): one `untranslated` error each, where the
 * text is written.
 */
export function untranslatedProblems(source: YamlSource, locales: Locales, fileLanguage?: Language): Problem[] {
  const problems: Problem[] = [];
  const report = (path: PathSegment[], language: Language | undefined) => {
    const where = fieldName(language && !fileLanguage ? path.slice(0, -1) : path);
    const marker = translateMarker.trim();
    const problem = source.problemAt(
      path,
      'untranslated',
      language
        ? { id: 'untranslated', values: { language: { language }, field: where, marker } }
        : { id: 'untranslatedText', values: { field: where, marker } },
    );
    problems.push(language ? { ...problem, language } : problem);
  };
  for (const { path, value } of contentStrings(source.data)) {
    if (!isMarkedForTranslation(value)) continue;
    const last = path.at(-1);
    const language = fileLanguage ?? (typeof last === 'string' && locales.languages.includes(last) ? last : undefined);
    report(path, language);
  }
  return problems;
}
