import { type Language, languages } from '../schemas/primitives.ts';
import { contentStrings } from './content-walk.ts';
import type { Problem } from './problem.ts';
import type { PathSegment, YamlSource } from './yaml-source.ts';
import { fieldName } from './zod-issues.ts';

/**
 * What `site new` writes in front of a text that still has to be translated. It is visible in the YAML, in
 * the editor's red squiggles and on the page, so nobody mistakes it for finished copy; translating the text
 * and deleting the marker is the whole fix.
 */
const translateMarker = '[translate] ';

const languageNames: Record<Language, string> = { es: 'Spanish', en: 'English', pt: 'Portuguese', de: 'German' };

/** The Spanish text with the marker in front: a translator sees what to translate right where it goes. */
export function markForTranslation(spanish: string): string {
  return `${translateMarker}${spanish}`;
}

/** Tolerates the marker without its space or in another case, as an editor may retype it. */
export function isMarkedForTranslation(text: unknown): boolean {
  return typeof text === 'string' && text.trimStart().toLowerCase().startsWith(translateMarker.trim().toLowerCase());
}

/**
 * Every text still marked `[translate]`, in an entity file ({es, en, pt, de} maps) or a UI text file
 * (`translations/{lang}.yaml`, whose language is the file name): one `untranslated` error each, where the
 * text is written.
 */
export function untranslatedProblems(source: YamlSource, fileLanguage?: Language): Problem[] {
  const problems: Problem[] = [];
  const report = (path: PathSegment[], language: Language | undefined) => {
    const where = fieldName(language && !fileLanguage ? path.slice(0, -1) : path);
    const whose = language ? `The ${languageNames[language]} text of '${where}'` : `The text '${where}'`;
    problems.push(
      source.problemAt(
        path,
        'untranslated',
        `${whose} is still marked '${translateMarker.trim()}': translate it and delete the marker '${translateMarker.trim()}' at its start.`,
      ),
    );
  };
  for (const { path, value } of contentStrings(source.data)) {
    if (!isMarkedForTranslation(value)) continue;
    const last = path.at(-1);
    const language = fileLanguage ?? ((languages as readonly unknown[]).includes(last) ? (last as Language) : undefined);
    report(path, language);
  }
  return problems;
}
