import { type Language, languages } from '../schemas/primitives.ts';
import { type ContentNode, leavesByKey, walkContent } from './content-walk.ts';
import type { Problem } from './problem.ts';
import type { YamlSource } from './yaml-source.ts';
import { fieldName } from './zod-issues.ts';

const reference: Language = 'es';
const languageNames: Record<Language, string> = { es: 'Spanish', en: 'English', pt: 'Portuguese', de: 'German' };

/**
 * UI keys must exist, non-empty, in every language file: a key the Spanish reference has is reported
 * in each file that lacks it; a key Spanish lacks is reported where it was written.
 */
export function translationParityProblems(sources: ReadonlyMap<Language, YamlSource>): Problem[] {
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
            source.problemAt(
              leaf.path,
              'missing-translation',
              `The text '${key}' exists in ${languageNames[language]} (${language}.yaml) but not in Spanish (es.yaml), the reference language. Add it to every language or remove it here.`,
            ),
          );
        }
        continue;
      }
      if (!leaf || isBlank(leaf.value)) {
        problems.push(
          source.problemAt(
            someLeaf.path,
            'missing-translation',
            `The text '${key}' is ${leaf ? 'empty' : 'missing'} in ${languageNames[language]} (${language}.yaml); Spanish has ${quote(referenceLeaf?.value)}.`,
          ),
        );
      } else if (referenceLeaf) {
        const mismatch = markerMismatch(referenceLeaf.value, leaf.value);
        if (mismatch)
          problems.push(
            source.problemAt(leaf.path, 'placeholder-mismatch', `The ${languageNames[language]} text of '${key}' ${mismatch}.`),
          );
      }
    }
    const esSource = sources.get(reference);
    if (esSource && referenceLeaf && isBlank(referenceLeaf.value)) {
      problems.push(
        esSource.problemAt(
          referenceLeaf.path,
          'missing-translation',
          `The text '${key}' is empty in Spanish (es.yaml), the reference language.`,
        ),
      );
    }
  }
  return problems;
}

/** In entity files every {es, en, pt, de} text must keep the placeholders and bold markers of its Spanish text. */
export function localizedMarkerProblems(source: YamlSource): Problem[] {
  const problems: Problem[] = [];
  walkContent(
    source.data,
    ({ path, value }) => {
      if (!isLocalized(value)) return;
      for (const language of languages) {
        if (language === reference) continue;
        const mismatch = markerMismatch(value[reference], value[language]);
        if (mismatch) {
          problems.push(
            source.problemAt(
              [...path, language],
              'placeholder-mismatch',
              `The ${languageNames[language]} text of '${fieldName(path)}' ${mismatch}.`,
            ),
          );
        }
      }
    },
    ({ value }) => !isLocalized(value),
  );
  return problems;
}

function isLocalized(value: unknown): value is Partial<Record<Language, unknown>> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.includes(reference) && keys.every((key) => (languages as readonly string[]).includes(key));
}

/** Describes how the markers differ from the reference text, or undefined when they agree. */
function markerMismatch(referenceText: unknown, text: unknown): string | undefined {
  if (typeof referenceText !== 'string' || typeof text !== 'string') return undefined;
  const expected = placeholders(referenceText);
  const found = placeholders(text);
  if (expected.join() !== found.join()) {
    return `has the placeholders ${list(found)} but the Spanish text has ${list(expected)}; keep the same {{...}} names in every language`;
  }
  const expectedBold = boldMarkers(referenceText);
  const foundBold = boldMarkers(text);
  if (expectedBold !== foundBold) {
    return `has ${foundBold} '**' bold markers but the Spanish text has ${expectedBold}; mark the same parts in bold in every language`;
  }
  return undefined;
}

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1] ?? ''))].sort();
}

function boldMarkers(text: string): number {
  return text.split('**').length - 1;
}

function list(names: readonly string[]): string {
  return names.length === 0 ? 'none' : names.map((name) => `{{${name}}}`).join(', ');
}

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

function quote(value: unknown): string {
  return typeof value === 'string' ? `'${value.length > 60 ? `${value.slice(0, 57)}...` : value}'` : 'it';
}
