import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import type { Brand } from '../../schemas/brands.ts';
import type { SuccessCases } from '../../schemas/case.ts';
import { type ContentKind, type ContentSchemas, contentKinds } from '../../schemas/content-kinds.ts';
import type { SiteEvent } from '../../schemas/event.ts';
import { type Language, type Locales, localesView, type RegionId } from '../../schemas/locales.ts';
import type { LocationCard } from '../../schemas/location.ts';
import type { AssetSize } from '../../schemas/media.ts';
import type { PrivacyPolicy } from '../../schemas/privacy.ts';
import type { Route } from '../../schemas/route.ts';
import type { Service } from '../../schemas/service.ts';
import type { Site } from '../../schemas/site.ts';
import type { SiteContent } from '../../schemas/site-content.ts';
import type { UiStrings } from '../../schemas/translations.ts';
import { checkAssets } from '../checks/assets.ts';
import { crossCheckProblems, crossCheckViews, type Parsed } from '../checks/cross-checks.ts';
import { localizedMarkerProblems, translationParityProblems } from '../checks/language-parity.ts';
import { checkLogoText } from '../checks/logo-text.ts';
import { privacyProblems } from '../checks/privacy-checks.ts';
import { isAboutGrowingLanguage, previewUiStrings, regionLanguages, withPreviewTexts } from '../checks/region-languages.ts';
import { draftLinkProblems, draftProblems, unfinishedEntries, withoutDrafts } from '../progress/drafts.ts';
import { identicalMarkProblems } from '../progress/identical-on-purpose.ts';
import { untranslatedProblems } from '../progress/untranslated.ts';
import { buildRouteTable } from '../routes/routes.ts';
import { casePage, servicePage } from '../routes/urls.ts';
import type { contentFiles } from './content-files.ts';
import { countLeaves } from './content-walk.ts';
import type { YamlSourceCache } from './load-content.ts';
import type { Problem } from './problem.ts';
import { parseYamlSource, type YamlSource } from './yaml-source.ts';
import { problemsFromZod } from './zod-issues.ts';

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
): Promise<{ files: LoadedFile[]; problems: Problem[] }> {
  const files: LoadedFile[] = [];
  const problems: Problem[] = [];
  await Promise.all(
    found.map(async ({ kind, relativePath, name }) => {
      const absolutePath = path.join(contentDir, relativePath);
      const file = path.relative(projectRoot, absolutePath).split(path.sep).join('/');
      try {
        const text = await readFile(absolutePath, 'utf8');
        const cached = sourceCache?.get(absolutePath);
        const source = cached?.text === text && cached.source.file === file ? cached.source : parseYamlSource(text, file);
        sourceCache?.set(absolutePath, { text, source });
        files.push({ kind, source, name });
      } catch {
        problems.push({
          file,
          line: 1,
          col: 1,
          code: 'missing-file',
          severity: 'error',
          message: `The file ${file} is missing; the site cannot be built without it.`,
        });
      }
    }),
  );
  files.sort((a, b) => a.source.file.localeCompare(b.source.file));
  return { files, problems };
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
  }: { locales: Locales; schemas: ContentSchemas; translationSources: ReadonlyMap<Language, YamlSource>; preview: boolean },
): { files: ValidatedFile[]; problems: Problem[] } {
  const parityProblems = translationParityProblems(translationSources, locales);
  const parityPositions = new Set(parityProblems.map(positionKey));
  const problems: Problem[] = [...parityProblems];
  const validated = files.map((file): ValidatedFile => {
    problems.push(...file.source.syntaxProblems);
    if (file.source.data === undefined) return file;
    const schema: z.ZodType = contentKinds.find((entry) => entry.kind === file.kind)?.schema(schemas) as z.ZodType;
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

/** Cross-check: the checks that read more than one file, the privacy policies, the assets and the logo's text. */
export async function crossCheckFiles(
  files: readonly ValidatedFile[],
  {
    schemas,
    referenceStrings,
    changedFiles,
    contentDir,
    projectRoot,
  }: {
    schemas: ContentSchemas;
    referenceStrings: unknown;
    changedFiles: ReadonlySet<string> | undefined;
    contentDir: string;
    projectRoot: string;
  },
): Promise<{ problems: Problem[]; assetSizes: Record<string, AssetSize> }> {
  const namesOf = (kind: ContentKind) => new Set(files.filter((file) => file.kind === kind).map((file) => file.name));
  const sourcesOf = (kind: ContentKind) => files.filter((file) => file.kind === kind).map((file) => file.source);
  /** What the cross-checks read of every file that has it, whether or not the rest of the file is valid. */
  const views = crossCheckViews(schemas);
  const viewsOf = <Kind extends keyof typeof views>(kind: Kind) =>
    files.flatMap((file) => {
      if (file.kind !== kind) return [];
      const view = views[kind].safeParse(file.source.data);
      return view.success ? [{ source: file.source, name: file.name, value: view.data as z.infer<(typeof views)[Kind]> }] : [];
    });
  const problems = crossCheckProblems({
    site: viewsOf('site')[0],
    serviceNames: namesOf('service'),
    caseNames: namesOf('cases'),
    locationNames: namesOf('locations'),
    translationNames: namesOf('translations'),
    referenceStrings,
    events: viewsOf('event'),
    changedFiles,
    locations: viewsOf('locations'),
    translationSources: sourcesOf('translations'),
    locationSources: sourcesOf('locations'),
  });
  problems.push(
    ...privacyProblems({
      site: parsedOf<Site>(files, 'site')[0],
      privacySources: sourcesOf('privacy'),
      privacy: parsedOf<PrivacyPolicy>(files, 'privacy'),
      locations: parsedOf<{ offices: LocationCard[] }>(files, 'locations'),
    }),
  );
  const assets = await checkAssets(
    files.map((file) => file.source),
    contentDir,
  );
  problems.push(...assets.problems);
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

/** Links from site.yaml to a draft's page, which a published site would not have (none in the preview, which shows drafts). */
export function draftLinkCheck(files: readonly ValidatedFile[], preview: boolean): Problem[] {
  const [site] = parsedOf<Site>(files, 'site');
  if (preview || !site) return [];
  const draftPages = [
    ...parsedOf<Service>(files, 'service').flatMap((file) => (file.value.draft ? [servicePage(file.name)] : [])),
    ...parsedOf<SuccessCases>(files, 'cases').flatMap((file) => (file.value.draft ? [casePage(file.name)] : [])),
  ];
  return draftLinkProblems(site.source, site.value, new Set(draftPages));
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
  const events = parsedOf<SiteEvent>(files, 'event');
  const locations = parsedOf<{ offices: LocationCard[] }>(files, 'locations');
  const privacy = parsedOf<PrivacyPolicy>(files, 'privacy');
  const services = parsedOf<Service>(files, 'service');
  const cases = parsedOf<SuccessCases>(files, 'cases');
  const brands = parsedOf<{ sets: Record<RegionId, Brand[]> }>(files, 'brands');
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
  const collected: Collected = {
    entities:
      services.reduce((sum, service) => sum + service.value.items.length, 0) +
      cases.reduce((sum, sector) => sum + sector.value.cards.length, 0) +
      events.length +
      locations.reduce((sum, region) => sum + region.value.offices.length, 0) +
      brands.reduce((sum, file) => sum + Object.values(file.value.sets).flat().length, 0) +
      (site ? site.value.timeline.length + site.value.stats.length : 0),
    keysPerLanguage: Object.fromEntries(translations.map((file) => [file.name, countLeaves(file.value)])),
  };
  if (problems.some((problem) => problem.severity === 'error') || !site || !brands[0]) return collected;
  const published = preview ? locales.regionLanguages : (languagesOfRegions?.published ?? locales.regionLanguages);
  const content: SiteContent = {
    site: {
      ...site.value,
      regions: site.value.regions.map((region) => ({ ...region, languages: published[region.id] ?? region.languages })),
    },
    translations: Object.fromEntries(translations.map((file) => [file.name, file.value])) as Record<Language, UiStrings>,
    services: Object.fromEntries(services.map((file) => [file.name, file.value])),
    cases: Object.fromEntries(cases.map((file) => [file.name, file.value])),
    events: events.map((event) => event.value).sort((a, b) => a.id - b.id),
    locations: Object.fromEntries(locations.map((file) => [file.name, file.value])) as SiteContent['locations'],
    brands: brands[0].value,
    privacy: Object.fromEntries(privacy.map((file) => [file.name, file.value])) as SiteContent['privacy'],
    assetSizes,
  };
  const shown = preview
    ? withPreviewTexts({ ...content, unfinished: unfinishedEntries(problems, languagesOfRegions?.unfinished) }, locales)
    : withoutDrafts(content);
  return { ...collected, content: shown, routes: buildRouteTable(shown.site) };
}

function positionKey(problem: Problem): string {
  return `${problem.file}:${problem.line}:${problem.col}`;
}
