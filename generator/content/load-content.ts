import path from 'node:path';
import { kindSchemas } from '../../schemas/content-kinds.ts';
import type { Language, Locales } from '../../schemas/locales.ts';
import { localeSchemas } from '../../schemas/primitives.ts';
import type { Route } from '../../schemas/route.ts';
import type { SiteContent } from '../../schemas/site-content.ts';
import { changedContentFiles } from '../checks/changed-files.ts';
import { contentFiles } from './content-files.ts';
import {
  collectContent,
  crossCheckFiles,
  declaredLocales,
  draftLinkCheck,
  readContentFiles,
  settleProblems,
  strayFileProblems,
  translationSourcesOf,
  validateFiles,
} from './content-stages.ts';
import type { Problem } from './problem.ts';
import type { YamlSource } from './yaml-source.ts';

export interface ContentStats {
  files: number;
  entities: number;
  keysPerLanguage: Partial<Record<Language, number>>;
  milliseconds: number;
}

export interface LoadResult {
  problems: Problem[];
  stats: ContentStats;
  /** Present only when no error was found. */
  content?: SiteContent;
  routes?: Route[];
  /** The languages and regions site.yaml declares, once they are valid: every other schema is built from them. */
  locales?: Locales;
}

/**
 * Parsed files kept between runs by long-running callers (`site dev`): a file whose text did not change is not
 * parsed again, which is most of the time of a run. Sources are never modified, so sharing them is safe.
 */
export type YamlSourceCache = Map<string, { text: string; source: YamlSource }>;

interface LoadOptions {
  sourceCache?: YamlSourceCache;
  /**
   * `site dev`: the content as the editor is writing it. Drafts stay in, and texts still marked '[translate]'
   * are warnings instead of errors, so an unfinished entry can be looked at on its page before it is published.
   */
  preview?: boolean;
  /**
   * The validator's clock, YYYY-MM-DD: the day expiry dates (a certificate's `validUntil`) are checked against.
   * The commands pass the day they run; a caller without it (a test, a bench) checks no expiry.
   */
  today?: string;
  /**
   * Texts of files as an editor has them before saving, by absolute path (the browser editor checks each change
   * before it is written); they are read instead of the files, and never cached.
   */
  unsaved?: ReadonlyMap<string, string>;
  /**
   * Where checks of files that did not change are remembered between runs (the image cache folder, whose
   * verdicts on documents depend on their bytes only); without it, they are remembered by this process only.
   */
  cacheDir?: string;
}

/**
 * Reads every content file, reports every problem of the run, and returns typed content only when there are no
 * errors. Velite's shape: discover, load, declared locales, validate, cross-check, settle, collect (content-stages.ts).
 */
export async function loadContent(
  contentDir: string,
  { sourceCache, preview = false, today, unsaved, cacheDir }: LoadOptions = {},
): Promise<LoadResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const projectRoot = path.dirname(path.resolve(contentDir));
  // Asked of git while the files are read; only a duplicate event id needs it.
  const changedFiles = changedContentFiles(contentDir, projectRoot);
  const discovered = await contentFiles(contentDir);
  const [read, stray] = await Promise.all([
    readContentFiles(contentDir, projectRoot, discovered, unsaved ? undefined : sourceCache, unsaved),
    strayFileProblems(contentDir, projectRoot, discovered),
  ]);
  const declared = declaredLocales(read.files);
  if (!declared.locales) {
    const problems = [...read.problems, ...stray, ...declared.problems];
    return { problems, stats: { files: read.files.length, entities: 0, keysPerLanguage: {}, milliseconds: elapsed() } };
  }
  const { locales, siteSource } = declared;
  const locale = localeSchemas(locales);
  const schemas = kindSchemas(locale);
  const translationSources = translationSourcesOf(read.files, locales);
  const referenceSource = translationSources.get(locales.reference);
  const validated = validateFiles(read.files, { locales, schemas, translationSources, preview });
  const crossChecked = await crossCheckFiles(validated.files, {
    locale,
    schemas,
    referenceStrings: referenceSource?.data,
    changedFiles: await changedFiles,
    contentDir,
    projectRoot,
    today,
    cacheDir,
  });
  const settled = settleProblems([...read.problems, ...stray, ...validated.problems, ...crossChecked.problems], read.files, {
    locales,
    siteSource,
  });
  const problems = [...settled.problems, ...draftLinkCheck(validated.files, preview, schemas)];
  const { entities, keysPerLanguage, content, routes } = collectContent(validated.files, {
    locales,
    preview,
    referenceSource,
    problems,
    languagesOfRegions: settled.languagesOfRegions,
    assetSizes: crossChecked.assetSizes,
  });
  const stats = { files: read.files.length, entities, keysPerLanguage, milliseconds: elapsed() };
  return { problems, stats, locales, ...(content && routes ? { content, routes } : {}) };
}
