import { type Language, languages } from '../schemas/primitives.ts';
import { lookup } from './cross-checks.ts';
import type { Problem } from './problem.ts';
import type { PathSegment, YamlSource } from './yaml-source.ts';
import { fieldName } from './zod-issues.ts';

/**
 * A translation that is rightly word for word the Spanish text (a brand, a term the language borrows) says so
 * at the end of its line, where it is reviewed with the content:
 *
 *     pt: Petróleo e gás   # identical on purpose
 *
 * `site report` then counts it as translated instead of "identical to Spanish".
 */
const identicalMark = 'identical on purpose';

const isMark = (comment: string) => comment.trim().toLowerCase() === identicalMark;

/** The paths of the texts of a file that carry the mark. */
export function markedIdentical(source: YamlSource): PathSegment[][] {
  return source
    .trailingComments()
    .filter(({ comment }) => isMark(comment))
    .map(({ path }) => path);
}

/**
 * Marks that say something untrue: on the Spanish text itself, or on a translation that is not (or no longer)
 * the Spanish text. `fileLanguage` is set for translations/{lang}.yaml, whose Spanish is `spanishStrings`.
 */
export function identicalMarkProblems(source: YamlSource, fileLanguage?: Language, spanishStrings?: unknown): Problem[] {
  return markedIdentical(source).flatMap((path): Problem[] => {
    const last = path.at(-1);
    const language = fileLanguage ?? ((languages as readonly unknown[]).includes(last) ? (last as Language) : undefined);
    const text = lookup(source.data, path.map(String).join('.'));
    if (language === 'es' || language === undefined) {
      return [
        source.problemAt(
          path,
          'invalid-value',
          `'# ${identicalMark}' belongs on a translation (en, pt or de) that is the same as the Spanish text; remove it here.`,
          'warning',
        ),
      ];
    }
    const spanish = fileLanguage
      ? lookup(spanishStrings, path.map(String).join('.'))
      : lookup(source.data, [...path.slice(0, -1), 'es'].map(String).join('.'));
    if (typeof text === 'string' && typeof spanish === 'string' && text.trim() === spanish.trim()) return [];
    return [
      source.problemAt(
        path,
        'invalid-value',
        `'${fieldName(path)}' is marked '# ${identicalMark}' but it is not the Spanish text (any more): remove the mark.`,
        'warning',
      ),
    ];
  });
}
