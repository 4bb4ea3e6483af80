import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { type Collection, entryOf } from '../../schemas/collection.ts';
import { collections, listedCollections } from '../../schemas/collections.ts';
import { type ContentKind, contentKinds } from '../../schemas/content-kinds.ts';
import { type Language, type Locales, localesView } from '../../schemas/locales.ts';
import type { LocationCard } from '../../schemas/location.ts';
import type { AssetSize } from '../../schemas/media.ts';
import { entryPage } from '../../schemas/pages.ts';
import type { LocaleSchemas } from '../../schemas/primitives.ts';
import type { PrivacyPolicy } from '../../schemas/privacy.ts';
import type { Route } from '../../schemas/route.ts';
import type { Site } from '../../schemas/site.ts';
import type { SiteContent } from '../../schemas/site-content.ts';
import type { UiStrings } from '../../schemas/translations.ts';
import { checkAssets } from '../checks/assets.ts';
import { copyRuleProblems } from '../checks/copy-rules.ts';
import { crossCheckProblems, fileReferencesIn, type Parsed, siteCheckView } from '../checks/cross-checks.ts';
import { expiryProblems } from '../checks/expiry.ts';
import { localizedMarkerProblems, translationParityProblems } from '../checks/language-parity.ts';
import { checkLogoText } from '../checks/logo-text.ts';
import { privacyProblems } from '../checks/privacy-checks.ts';
import { isAboutGrowingLanguage, previewUiStrings, regionLanguages, withPreviewTexts } from '../checks/region-languages.ts';
import { namedAssets, unusedAssetProblems } from '../checks/unused-assets.ts';
import { draftLinkProblems, draftProblems, unfinishedEntries, withoutDrafts } from '../progress/drafts.ts';
import { identicalMarkProblems } from '../progress/identical-on-purpose.ts';
import { untranslatedProblems } from '../progress/untranslated.ts';
import { buildRouteTable } from '../routes/routes.ts';
import { type contentFiles, entriesWrittenTwice, unreadFiles } from './content-files.ts';
import { countLeaves } from './content-walk.ts';
import type { YamlSourceCache } from './load-content.ts';
import { type Problem, worded } from './problem.ts';
import { utf8Text } from './utf8-text.ts';
import { parseYamlSource, type YamlSource } from './yaml-source.ts';
import { fieldName, problemsFromZod } from './zod-issues.ts';

/**
 * The stages of `loadContent` (load-content.ts), in the order it runs them: read, declared locales, validate,
 * cross-check, settle, draft links, collect. Each takes what it reads as arguments and returns what it found.
 */

/** A content file as read: its kind, its parsed YAML and its name (the file name without `.yaml`). */
interface LoadedFile {
  kind: ContentKind;
  source: YamlSource;
  name: string;
}

type RegionLanguages = ReturnType<typeof regionLanguages>;

/** A file after its schema: `value` is present only when the whole file is valid. */
interface ValidatedFile extends LoadedFile {
  value?: unknown;
}

/** Load: reads and parses every file found, in file order; a file that cannot be read is a problem. */
export async function readContentFiles(
  contentDir: string,
  projectRoot: string,
  found: Awaited<ReturnType<typeof contentFiles>>,
  sourceCache: YamlSourceCache | undefined,
  unsaved?: ReadonlyMap<string, string>,
): Promise<{ files: LoadedFile[]; problems: Problem[] }> {
  const files: LoadedFile[] = [];
  const problems: Problem[] = [];
  await Promise.all(
    found.map(async ({ kind, relativePath, name }) => {
      const absolutePath = path.join(contentDir, relativePath);
      const file = path.relative(projectRoot, absolutePath).split(path.sep).join('/');
      const text = unsaved?.get(absolutePath) ?? (await readFile(absolutePath, 'utf8').catch(() => undefined));
      if (text === undefined) {
        problems.push({
          file,
          line: 1,
          col: 1,
          code: 'missing-file',
          severity: 'error',
          ...worded({ id: 'fileMissing', values: { file } }),
        });
        return;
      }
      // A byte UTF-8 does not know is read as U+FFFD: the file is checked as read, and said to be in another encoding.
      const unknownByte = unsaved?.has(absolutePath) ? -1 : text.indexOf('\uFFFD');
      if (unknownByte !== -1 && utf8Text(await readFile(absolutePath).catch(() => new Uint8Array())) === undefined) {
        const before = text.slice(0, unknownByte).split('\n');
        problems.push({
          file,
          line: before.length,
          col: (before.at(-1)?.length ?? 0) + 1,
          code: 'not-utf8',
          severity: 'error',
          ...worded({ id: 'notUtf8', values: {} }),
        });
      }
      const cached = sourceCache?.get(absolutePath);
      const source = cached?.text === text && cached.source.file === file ? cached.source : parseYamlSource(text, file);
      sourceCache?.set(absolutePath, { text, source });
      files.push({ kind, source, name });
    }),
  );
  files.sort((a, b) => a.source.file.localeCompare(b.source.file));
  return { files, problems };
}

/**
 * Discover, what it leaves out: files in content/ that no kind reads, and entries written twice. The folders and
 * files a kind reads are named from the declarations, so the advice follows a kind added.
 */
export async function strayFileProblems(
  contentDir: string,
  projectRoot: string,
  found: Awaited<ReturnType<typeof contentFiles>>,
): Promise<Problem[]> {
  const fileOf = (relative: string) => path.relative(projectRoot, path.join(contentDir, relative)).split(path.sep).join('/');
  const folders = contentKinds.filter((kind) => !kind.file).map((kind) => kind.name);
  const files = contentKinds.flatMap((kind) => (kind.file ? [kind.file] : []));
  const unread = (await unreadFiles(contentDir, found)).map(
    (relative): Problem => ({
      file: fileOf(relative),
      line: 1,
      col: 1,
      code: 'unknown-file',
      severity: 'warning',
      ...worded({ id: 'fileNotRead', values: { folders: { all: folders }, files: { all: files } } }),
    }),
  );
  const twice = entriesWrittenTwice(found).flatMap((relatives) =>
    relatives.map(
      (relative): Problem => ({
        file: fileOf(relative),
        line: 1,
        col: 1,
        code: 'duplicate-id',
        severity: 'error',
        ...worded({ id: 'entryWrittenTwice', values: { files: { all: relatives.map(fileOf) } } }),
      }),
    ),
  );
  return [...unread, ...twice];
}

/**
 * The languages and regions site.yaml declares: every other schema is built from them, so without them there is
 * nothing to check against, and the problems of site.yaml are the run's only problems.
 */
export function declaredLocales(
  files: readonly LoadedFile[],
): { locales: Locales; siteSource: YamlSource | undefined } | { locales?: undefined; problems: Problem[] } {
  const siteSource = files.find((file) => file.kind === 'site')?.source;
  const declared = localesView.safeParse(siteSource?.data);
  if (declared.success) return { locales: declared.data, siteSource };
  const problems: Problem[] = [];
  if (siteSource) {
    problems.push(...siteSource.syntaxProblems);
    if (siteSource.data !== undefined) problems.push(...problemsFromZod(siteSource, localesView, declared.error.issues));
  }
  return { problems };
}

const translationLanguage = (locales: Locales, name: string): Language | undefined => (locales.languages.includes(name) ? name : undefined);

/** The UI texts of each declared language, as parsed (whether or not they are valid). */
export function translationSourcesOf(files: readonly LoadedFile[], locales: Locales): Map<Language, YamlSource> {
  const sources = new Map<Language, YamlSource>();
  for (const file of files) {
    if (file.kind === 'translations' && translationLanguage(locales, file.name)) sources.set(file.name, file.source);
  }
  return sources;
}

/**
 * Validate: language parity of the UI texts, then each file's syntax, schema, markers, texts still to translate,
 * drafts and texts identical on purpose.
 */
export function validateFiles(
  files: readonly LoadedFile[],
  {
    locales,
    schemas,
    translationSources,
    preview,
  }: {
    locales: Locales;
    schemas: ReadonlyMap<ContentKind, z.ZodType>;
    translationSources: ReadonlyMap<Language, YamlSource>;
    preview: boolean;
  },
): { files: ValidatedFile[]; problems: Problem[] } {
  const parityProblems = translationParityProblems(translationSources, locales);
  const parityPositions = new Set(parityProblems.map(positionKey));
  const problems: Problem[] = [...parityProblems];
  const validated = files.map((file): ValidatedFile => {
    problems.push(...file.source.syntaxProblems);
    if (file.source.data === undefined) return file;
    const schema = schemas.get(file.kind);
    if (!schema) throw new Error(`No schema checks the kind '${file.kind}'`);
    const result = schema.safeParse(file.source.data, { reportInput: true });
    if (!result.success) {
      const schemaProblems = problemsFromZod(file.source, schema, result.error.issues, locales);
      problems.push(
        ...(file.kind === 'translations' ? schemaProblems.filter((problem) => !parityPositions.has(positionKey(problem))) : schemaProblems),
      );
    }
    const fileLanguage = file.kind === 'translations' ? translationLanguage(locales, file.name) : undefined;
    if (file.kind !== 'translations') problems.push(...localizedMarkerProblems(file.source, locales));
    const untranslated = untranslatedProblems(file.source, locales, fileLanguage);
    problems.push(...(preview ? untranslated.map((problem) => ({ ...problem, severity: 'warning' as const })) : untranslated));
    problems.push(...draftProblems(file.source));
    problems.push(...identicalMarkProblems(file.source, locales, fileLanguage, (language) => translationSources.get(language)?.data));
    return result.success ? { ...file, value: result.data } : file;
  });
  return { files: validated, problems };
}

/** The valid files of one kind, with their typed values. */
const parsedOf = <T>(files: readonly ValidatedFile[], kind: ContentKind) =>
  files
    .filter((file) => file.kind === kind && file.value !== undefined)
    .map((file): Parsed<T> => ({ source: file.source, name: file.name, value: file.value as T }));

/**
 * Cross-check: the checks that read more than one file, the privacy policies, expiry dates against `today` (the
 * validator's clock; without it they are not checked), the assets and the logo's text.
 */
export async function crossCheckFiles(
  files: readonly ValidatedFile[],
  {
    locale,
    schemas,
    referenceStrings,
    changedFiles,
    contentDir,
    projectRoot,
    today,
    cacheDir,
  }: {
    locale: LocaleSchemas;
    schemas: ReadonlyMap<ContentKind, z.ZodType>;
    referenceStrings: unknown;
    changedFiles: ReadonlySet<string> | undefined;
    contentDir: string;
    projectRoot: string;
    today: string | undefined;
    cacheDir: string | undefined;
  },
): Promise<{ problems: Problem[]; assetSizes: Record<string, AssetSize> }> {
  const sources = new Map<ContentKind, YamlSource[]>();
  for (const file of files) sources.set(file.kind, [...(sources.get(file.kind) ?? []), file.source]);
  const siteSource = sources.get('site')?.[0];
  // What the cross-checks read of site.yaml, whether or not the rest of it is valid.
  const siteView = siteCheckView(locale).safeParse(siteSource?.data);
  const problems = crossCheckProblems({
    site: siteSource && siteView.success ? { source: siteSource, name: 'site', value: siteView.data } : undefined,
    sources,
    schemas,
    referenceStrings,
    changedFiles,
  });
  problems.push(
    ...privacyProblems({
      privacy: parsedOf<PrivacyPolicy>(files, 'privacy'),
      locations: parsedOf<{ offices: LocationCard[] }>(files, 'locations'),
    }),
  );
  const entriesOf = (collection: Collection) => parsedOf<Record<string, unknown>>(files, collection.name as ContentKind);
  if (today) problems.push(...expiryProblems(collections, entriesOf, today));
  problems.push(...copyRuleProblems(collections, entriesOf, locale.locales.languages, today));
  const assets = await checkAssets(
    files.map((file) => file.source),
    contentDir,
    cacheDir,
  );
  problems.push(...assets.problems);
  // A file YAML cannot read whole may name any file: none is called unused until every file reads.
  const readWhole = files.every(({ source }) => source.syntaxProblems.length === 0 && source.data !== undefined);
  if (readWhole)
    problems.push(...(await unusedAssetProblems(contentDir, projectRoot, namedAssets(files.map(({ source }) => source.data)))));
  problems.push(...(await checkLogoText(contentDir, projectRoot)));
  return { problems, assetSizes: assets.sizes };
}

/**
 * Settle: a language only some regions list holds back its regions instead of stopping the build
 * (region-languages.ts), so its errors become warnings; then the problems in file order.
 */
export function settleProblems(
  problems: readonly Problem[],
  files: readonly LoadedFile[],
  { locales, siteSource }: { locales: Locales; siteSource: YamlSource | undefined },
): { problems: Problem[]; languagesOfRegions: RegionLanguages | undefined } {
  const languageOfFile = (file: string) => files.find((entry) => entry.kind === 'translations' && entry.source.file === file)?.name;
  const settled = problems.map((problem) =>
    problem.severity === 'error' && isAboutGrowingLanguage(problem, locales, languageOfFile)
      ? { ...problem, severity: 'warning' as const }
      : problem,
  );
  const languagesOfRegions = siteSource ? regionLanguages(files, locales, siteSource) : undefined;
  settled.push(...(languagesOfRegions?.problems ?? []));
  settled.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
  return { problems: settled, languagesOfRegions };
}

/**
 * What a published site would lack (none in the preview, which shows drafts): a page site.yaml links to that is a
 * draft's, and an entry a published entry names on its own (a certificate's document) that is a draft. An entry
 * named in a list (a download's service lines) may be a draft: the published entry is then only not shown there.
 */
export function draftLinkCheck(files: readonly ValidatedFile[], preview: boolean, schemas: ReadonlyMap<ContentKind, z.ZodType>): Problem[] {
  const [site] = parsedOf<Site>(files, 'site');
  if (preview || !site) return [];
  const draftPages = listedCollections.flatMap(({ name }) =>
    parsedOf<{ draft?: boolean }>(files, name).flatMap((file) => (file.value.draft ? [entryPage(name, file.name)] : [])),
  );
  const drafts = new Set(
    collections.flatMap(({ name }) =>
      parsedOf<{ draft?: boolean }>(files, name).flatMap((file) => (file.value.draft ? [`${name}/${file.name}`] : [])),
    ),
  );
  const namedDrafts = collections.flatMap(({ name }) => {
    const schema = schemas.get(name);
    return parsedOf<{ draft?: boolean }>(files, name).flatMap((file) =>
      file.value.draft || !schema
        ? []
        : fileReferencesIn(file.source.data, schema)
            .filter(({ at, folder, slug }) => typeof at.at(-1) !== 'number' && drafts.has(`${folder}/${slug}`))
            .map(({ at, slug, referenced }) =>
              file.source.problemAt(at, 'unknown-reference', {
                id: 'namesADraft',
                values: { field: fieldName(at), entry: entryOf(referenced), slug },
              }),
            ),
    );
  });
  return [...draftLinkProblems(site.source, site.value, new Set(draftPages)), ...namedDrafts];
}

interface Collected {
  entities: number;
  keysPerLanguage: Partial<Record<Language, number>>;
  /** Present only when the run found no error. */
  content?: SiteContent;
  routes?: Route[];
}

/**
 * Collect: the typed content of the valid files, what the run counted, and (when no problem is an error) the site
 * content with its route table: published without drafts, or as the preview shows it.
 */
export function collectContent(
  files: readonly ValidatedFile[],
  {
    locales,
    preview,
    referenceSource,
    problems,
    languagesOfRegions,
    assetSizes,
  }: {
    locales: Locales;
    preview: boolean;
    referenceSource: YamlSource | undefined;
    problems: readonly Problem[];
    languagesOfRegions: RegionLanguages | undefined;
    assetSizes: Record<string, AssetSize>;
  },
): Collected {
  const [site] = parsedOf<Site>(files, 'site');
  const translations = parsedOf<UiStrings>(files, 'translations');
  if (preview && referenceSource) {
    // The preview shows a language still being written with its missing UI texts marked, like its content texts.
    for (const file of files) {
      if (
        file.kind !== 'translations' ||
        file.value !== undefined ||
        locales.everywhere.includes(file.name) ||
        !translationLanguage(locales, file.name)
      )
        continue;
      const referenceValue = translations.find((entry) => entry.name === locales.reference)?.value;
      if (referenceValue)
        translations.push({ source: file.source, name: file.name, value: previewUiStrings(referenceValue, file.source.data) as UiStrings });
    }
  }
  const entriesOf = (collection: Collection) => parsedOf<Record<string, unknown>>(files, collection.name as ContentKind);
  const collected: Collected = {
    entities:
      collections.reduce(
        (sum, collection) => sum + entriesOf(collection).reduce((count, file) => count + entityCount(collection, file.value), 0),
        0,
      ) + (site ? site.value.timeline.length + site.value.stats.length : 0),
    // A language whose file has an error is counted as read, so the summary still names every language.
    keysPerLanguage: Object.fromEntries(
      files
        .filter((file) => file.kind === 'translations' && translationLanguage(locales, file.name))
        .map((file) => [file.name, countLeaves(translations.find((valid) => valid.name === file.name)?.value ?? file.source.data)]),
    ),
  };
  const singlesMissing = collections.some((collection) => collection.keyedBy === 'single' && entriesOf(collection).length === 0);
  if (problems.some((problem) => problem.severity === 'error') || !site || singlesMissing) return collected;
  const published = preview ? locales.regionLanguages : (languagesOfRegions?.published ?? locales.regionLanguages);
  const content = {
    site: {
      ...site.value,
      regions: site.value.regions.map((region) => ({ ...region, languages: published[region.id] ?? region.languages })),
    },
    translations: Object.fromEntries(translations.map((file) => [file.name, file.value])),
    ...Object.fromEntries(collections.map((collection) => [collection.name, collectionContent(collection, entriesOf(collection))])),
    assetSizes,
  } as SiteContent;
  const shown = preview
    ? withPreviewTexts({ ...content, unfinished: unfinishedEntries(problems, languagesOfRegions?.unfinished) }, locales)
    : withoutDrafts(content);
  return { ...collected, content: shown, routes: buildRouteTable(shown.site) };
}

/** A kind's content as its declaration keys it (schemas/collection.ts `keyedBy`). */
function collectionContent(collection: Collection, entries: readonly Parsed<Record<string, unknown>>[]): unknown {
  if (collection.keyedBy === 'single') return entries[0]?.value;
  if (collection.keyedBy !== 'list') return Object.fromEntries(entries.map((file) => [file.name, file.value]));
  const sortBy = collection.sortBy;
  const values = entries.map((file) => file.value);
  return sortBy
    ? // Numbers within text in their order too: ISO 9001 before ISO 14001.
      values.sort(
        (a, b) => Number(a[sortBy]) - Number(b[sortBy]) || String(a[sortBy]).localeCompare(String(b[sortBy]), 'en', { numeric: true }),
      )
    : values;
}

/** What `site validate` counts of a file: the items of a kind that has them (a service line's slides), else the file. */
function entityCount(collection: Collection, value: Record<string, unknown>): number {
  const items = collection.draftItems ? value[collection.draftItems] : undefined;
  return Array.isArray(items) ? items.length : 1;
}

function positionKey(problem: Problem): string {
  return `${problem.file}:${problem.line}:${problem.col}`;
}
