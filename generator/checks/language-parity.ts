import type { Language, Locales } from '../../schemas/locales.ts';
import type { ProblemWords } from '../../schemas/problem-words.ts';
import { type ContentNode, leavesByKey, walkContent } from '../content/content-walk.ts';
import type { Problem } from '../content/problem.ts';
import type { YamlSource } from '../content/yaml-source.ts';
import { fieldName } from '../content/zod-issues.ts';

/**
 * UI keys must exist, non-empty, in every language file: a key the reference language has is reported
 * in each file that lacks it; a key the reference lacks is reported where it was written.
 */
export function translationParityProblems(sources: ReadonlyMap<Language, YamlSource>, locales: Locales): Problem[] {
  const { reference } = locales;
  const referenceName = { language: reference };
  const leavesByLanguage = new Map<Language, Map<string, ContentNode>>();
  for (const [language, source] of sources) {
    if (source.data !== undefined) leavesByLanguage.set(language, leavesByKey(source.data));
  }
  const referenceLeaves = leavesByLanguage.get(reference);
  const problems: Problem[] = [];
  const allKeys = new Map<string, ContentNode>();
  for (const leaves of leavesByLanguage.values()) for (const [key, leaf] of leaves) if (!allKeys.has(key)) allKeys.set(key, leaf);

  for (const [key, someLeaf] of allKeys) {
    const referenceLeaf = referenceLeaves?.get(key);
    for (const [language, leaves] of leavesByLanguage) {
      const source = sources.get(language);
      if (!source || language === reference) continue;
      const leaf = leaves.get(key);
      if (referenceLeaves && !referenceLeaf) {
        if (leaf) {
          problems.push(
            source.problemAt(leaf.path, 'missing-translation', {
              id: 'textOnlyIn',
              values: {
                key,
                language: { language },
                file: `${language}.yaml`,
                reference: referenceName,
                referenceFile: `${reference}.yaml`,
              },
            }),
          );
        }
        continue;
      }
      if (!leaf || isBlank(leaf.value)) {
        problems.push(
          source.problemAt(someLeaf.path, 'missing-translation', {
            id: leaf ? 'textEmptyIn' : 'textMissingIn',
            values: {
              key,
              language: { language },
              file: `${language}.yaml`,
              reference: referenceName,
              referenceText: quote(referenceLeaf?.value),
            },
          }),
        );
      } else if (referenceLeaf) {
        const mismatch = markerMismatch(referenceLeaf.value, leaf.value, { key, language: { language }, reference: referenceName });
        if (mismatch) problems.push(source.problemAt(leaf.path, 'placeholder-mismatch', mismatch));
      }
    }
    const referenceSource = sources.get(reference);
    if (referenceSource && referenceLeaf && isBlank(referenceLeaf.value)) {
      problems.push(
        referenceSource.problemAt(referenceLeaf.path, 'missing-translation', {
          id: 'referenceTextEmpty',
          values: { key, reference: referenceName, referenceFile: `${reference}.yaml` },
        }),
      );
    }
  }
  return problems;
}

/** In entity files every text in one language must keep the placeholders and bold markers of its reference text. */
export function localizedMarkerProblems(source: YamlSource, locales: Locales): Problem[] {
  const { reference } = locales;
  const problems: Problem[] = [];
  walkContent(
    source.data,
    ({ path, value }) => {
      if (!isLocalized(value, locales)) return;
      for (const language of locales.languages) {
        if (language === reference) continue;
        const mismatch = markerMismatch(value[reference], value[language], {
          key: fieldName(path),
          language: { language },
          reference: { language: reference },
        });
        if (mismatch) problems.push(source.problemAt([...path, language], 'placeholder-mismatch', mismatch));
      }
    },
    ({ value }) => !isLocalized(value, locales),
  );
  return problems;
}

function isLocalized(value: unknown, locales: Locales): value is Partial<Record<Language, unknown>> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.includes(locales.reference) && keys.every((key) => locales.languages.includes(key));
}

/** How the markers differ from the reference text (`which` names the text), or undefined when they agree. */
function markerMismatch(referenceText: unknown, text: unknown, which: ProblemWords['values']): ProblemWords | undefined {
  if (typeof referenceText !== 'string' || typeof text !== 'string') return undefined;
  const expected = placeholders(referenceText);
  const found = placeholders(text);
  if (expected.join() !== found.join()) {
    return { id: 'placeholdersDiffer', values: { ...which, found: list(found), expected: list(expected) } };
  }
  const expectedBold = boldMarkers(referenceText);
  const foundBold = boldMarkers(text);
  if (expectedBold !== foundBold) {
    return { id: 'boldDiffers', values: { ...which, found: String(foundBold), expected: String(expectedBold) } };
  }
  return undefined;
}

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1] ?? ''))].sort();
}

function boldMarkers(text: string): number {
  return text.split('**').length - 1;
}

function list(names: readonly string[]): ProblemWords['values'][string] {
  return names.length === 0 ? { id: 'noPlaceholders', values: {} } : names.map((name) => `{{${name}}}`).join(', ');
}

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

function quote(value: unknown): ProblemWords['values'][string] {
  return typeof value === 'string' ? `'${value.length > 60 ? `${value.slice(0, 57)}...` : value}'` : { id: 'itself', values: {} };
}
