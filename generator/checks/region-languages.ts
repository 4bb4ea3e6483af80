import type { Language, Locales, RegionId } from '../../schemas/locales.ts';
import type { UnfinishedEntry } from '../../schemas/site-content.ts';
import { leavesByKey, walkContent } from '../content/content-walk.ts';
import type { Problem } from '../content/problem.ts';
import type { PathSegment, YamlSource } from '../content/yaml-source.ts';
import { type CoverageFile, translationCoverage } from '../progress/coverage.ts';
import { markForTranslation } from '../progress/untranslated.ts';

/**
 * A language only some regions list (`regions[].languages` in site.yaml, beyond `languages`) is published in a
 * region once every text that region shows is written in it, as `site report` counts them: French can start
 * in Ecuador, and a half-translated region keeps its other languages while the rest is written. `site dev`
 * previews every declared language, its missing texts shown as '[translate]' with badges.
 */
interface RegionLanguages {
  /** The languages each region publishes, in the order it lists them. */
  published: Record<RegionId, Language[]>;
  /** A warning per region and language held back, at the region's `languages`; errors for impossible lists. */
  problems: Problem[];
  /** Where each missing text of a held-back language is written, for the preview banner. */
  unfinished: UnfinishedEntry[];
}

export function regionLanguages(files: readonly CoverageFile[], locales: Locales, siteSource: YamlSource): RegionLanguages {
  const growing = (language: Language) => !locales.everywhere.includes(language);
  // Counting every text costs time each run: only when some region has a language still to check.
  const coverage = locales.languages.some(growing) ? translationCoverage(files, locales) : undefined;
  const site = siteSource.data as { regions?: { defaultLanguage?: unknown; languages?: unknown }[] } | undefined;
  const problems: Problem[] = [];
  const unfinished = new Map<string, UnfinishedEntry>();
  const published: Record<RegionId, Language[]> = {};

  for (const [index, region] of locales.regions.entries()) {
    const declared = locales.regionLanguages[region] ?? locales.everywhere;
    const defaultLanguage = site?.regions?.[index]?.defaultLanguage;
    const at = (...path: PathSegment[]) => ['regions', index, ...path];
    if (typeof defaultLanguage === 'string' && !declared.includes(defaultLanguage)) {
      problems.push(
        siteSource.problemAt(at('defaultLanguage'), 'invalid-value', {
          id: 'defaultNotInRegion',
          values: { language: defaultLanguage, languages: declared.join(', ') },
        }),
      );
    }
    published[region] = declared.filter((language) => {
      if (!growing(language)) return true;
      const missing = (coverage?.findings ?? []).filter(
        (finding) => finding.language === language && finding.state === 'missing' && finding.regions.includes(region),
      );
      for (const finding of missing) {
        unfinished.set(`${finding.file}:${finding.line}`, { file: finding.file, line: finding.line, kind: 'untranslated' });
      }
      if (missing.length === 0) return true;
      problems.push(
        siteSource.problemAt(
          Array.isArray(site?.regions?.[index]?.languages) ? at('languages', declared.indexOf(language)) : at('id'),
          'missing-translation',
          missing.length === 1
            ? { id: 'notPublishedYetOne', values: { language: { language } } }
            : { id: 'notPublishedYet', values: { language: { language }, count: String(missing.length) } },
          'warning',
        ),
      );
      return false;
    });
  }
  return { published, problems, unfinished: [...unfinished.values()] };
}

/** Whether a problem is about a language only some regions have: it holds that language back instead of stopping the build. */
export function isAboutGrowingLanguage(
  problem: Problem,
  locales: Locales,
  languageOfFile: (file: string) => Language | undefined,
): boolean {
  if (problem.code !== 'missing-translation' && problem.code !== 'untranslated' && problem.code !== 'missing-field') return false;
  const language = problem.language ?? languageOfFile(problem.file);
  return language !== undefined && !locales.everywhere.includes(language);
}

/**
 * The preview's stand-in for every text a growing language lacks: the reference text behind the '[translate]'
 * marker, as `site new` writes it, so the page shows it with its badge. Texts per language in entity content,
 * and the UI texts of a language file from the reference file's keys.
 */
export function withPreviewTexts<T>(content: T, locales: Locales): T {
  const growingLanguages = locales.languages.filter((language) => !locales.everywhere.includes(language));
  walkContent(content, ({ value }) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return;
    const text = value as Record<string, unknown>;
    const reference = text[locales.reference];
    if (typeof reference !== 'string' || !Object.keys(text).every((key) => locales.languages.includes(key))) return;
    for (const language of growingLanguages) {
      if (typeof text[language] !== 'string' || text[language].trim() === '') text[language] = markForTranslation(reference);
    }
  });
  return content;
}

/** A growing language's UI texts as written, with every key it lacks filled from the reference file (preview only). */
export function previewUiStrings(reference: unknown, written: unknown): unknown {
  const filled = structuredClone(reference);
  const writtenLeaves = leavesByKey(written);
  for (const [key, { path, value }] of leavesByKey(filled)) {
    const own = writtenLeaves.get(key)?.value;
    const parent = path
      .slice(0, -1)
      .reduce<Record<string, unknown>>((node, segment) => node[segment] as Record<string, unknown>, filled as Record<string, unknown>);
    const last = path.at(-1);
    if (last === undefined) continue;
    parent[last] = typeof own === 'string' && own.trim() !== '' ? own : typeof value === 'string' ? markForTranslation(value) : value;
  }
  return filled;
}
