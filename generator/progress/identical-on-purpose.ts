import type { Language, Locales } from '../../schemas/locales.ts';
import { lookup } from '../checks/cross-checks.ts';
import type { Problem } from '../content/problem.ts';
import type { PathSegment, YamlSource } from '../content/yaml-source.ts';
import { fieldName } from '../content/zod-issues.ts';

/**
 * A translation that is rightly word for word the reference text (a brand, a term the language borrows) says so
 * at the end of its line, where it is reviewed with the content:
 *
 *     pt: Petróleo e gás   # identical on purpose
 *
 * `site report` then counts it as translated instead of "identical to" the reference (or an earlier) language.
 */
const identicalMark = 'identical on purpose';

const isMark = (comment: string) => comment.trim().toLowerCase() === identicalMark;

/**
 * The languages a translation may repeat by mistake: the reference, then those listed before it in site.yaml (a
 * new language's file is copied from an established one, never the other way round).
 */
export function comparedLanguages(locales: Pick<Locales, 'languages' | 'reference'>, language: Language): Language[] {
  return [
    locales.reference,
    ...locales.languages.slice(0, locales.languages.indexOf(language)).filter((other) => other !== locales.reference),
  ];
}

/** The paths of the texts of a file that carry the mark. */
export function markedIdentical(source: YamlSource): PathSegment[][] {
  return source
    .trailingComments()
    .filter(({ comment }) => isMark(comment))
    .map(({ path }) => path);
}

/**
 * Marks that say something untrue: on the reference text itself, or on a translation that is not (or no longer)
 * the text of the reference language or of a language listed before it (coverage.ts compares with those).
 * `fileLanguage` is set for translations/{lang}.yaml, whose texts in other languages are `uiStrings(language)`.
 */
export function identicalMarkProblems(
  source: YamlSource,
  locales: Locales,
  fileLanguage?: Language,
  uiStrings?: (language: Language) => unknown,
): Problem[] {
  const others = locales.languages.filter((language) => language !== locales.reference).join(', ');
  return markedIdentical(source).flatMap((path): Problem[] => {
    const last = path.at(-1);
    const language = fileLanguage ?? (typeof last === 'string' && locales.languages.includes(last) ? last : undefined);
    const text = lookup(source.data, path.map(String).join('.'));
    if (language === locales.reference || language === undefined) {
      return [
        source.problemAt(
          path,
          'invalid-value',
          { id: 'identicalOnReference', values: { mark: identicalMark, others, reference: { language: locales.reference } } },
          'warning',
        ),
      ];
    }
    const earlier = comparedLanguages(locales, language);
    const textIn = (other: Language) =>
      fileLanguage
        ? lookup(uiStrings?.(other), path.map(String).join('.'))
        : lookup(source.data, [...path.slice(0, -1), other].map(String).join('.'));
    const repeated = earlier.some((other) => {
      const otherText = textIn(other);
      return typeof text === 'string' && typeof otherText === 'string' && text.trim() === otherText.trim();
    });
    if (repeated) return [];
    return [
      source.problemAt(
        path,
        'invalid-value',
        {
          id: 'notIdentical',
          values: {
            field: fieldName(path),
            mark: identicalMark,
            languages: { languages: earlier },
          },
        },
        'warning',
      ),
    ];
  });
}
