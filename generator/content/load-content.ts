import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import type { Brand } from '../../schemas/brands.ts';
import type { SuccessCases } from '../../schemas/case.ts';
import { type ContentKind, contentKinds, contentSchemas } from '../../schemas/content-kinds.ts';
import type { SiteEvent } from '../../schemas/event.ts';
import { type Language, type Locales, localesView, type RegionId } from '../../schemas/locales.ts';
import type { LocationCard } from '../../schemas/location.ts';
import type { PrivacyPolicy } from '../../schemas/privacy.ts';
import type { Route } from '../../schemas/route.ts';
import type { Service } from '../../schemas/service.ts';
import type { Site } from '../../schemas/site.ts';
import type { SiteContent } from '../../schemas/site-content.ts';
import type { UiStrings } from '../../schemas/translations.ts';
import { checkAssets } from '../checks/assets.ts';
import { changedContentFiles } from '../checks/changed-files.ts';
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
import { contentFiles } from './content-files.ts';
import { countLeaves } from './content-walk.ts';
import type { Problem } from './problem.ts';
import { parseYamlSource, type YamlSource } from './yaml-source.ts';
import { problemsFromZod } from './zod-issues.ts';

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

interface LoadedFile {
  kind: ContentKind;
  source: YamlSource;
  name: string;
  value?: unknown;
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
}

/** Reads every content file, reports every problem of the run, and returns typed content only when there are no errors. */
export async function loadContent(contentDir: string, { sourceCache, preview = false }: LoadOptions = {}): Promise<LoadResult> {
  const started = performance.now();
  const projectRoot = path.dirname(path.resolve(contentDir));
  const problems: Problem[] = [];
  const files: LoadedFile[] = [];
  // Asked of git while the files are read; only a duplicate event id needs it.
  const changedFiles = changedContentFiles(contentDir, projectRoot);

  await Promise.all(
    (await contentFiles(contentDir)).map(async ({ kind, relativePath, name }) => {
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

  const siteSource = files.find((file) => file.kind === 'site')?.source;
  const declared = localesView.safeParse(siteSource?.data);
  if (!declared.success) {
    // Every other file is checked against the languages and regions: without them there is nothing to check against.
    if (siteSource) {
      problems.push(...siteSource.syntaxProblems);
      if (siteSource.data !== undefined) problems.push(...problemsFromZod(siteSource, localesView, declared.error.issues));
    }
    return {
      problems,
      stats: { files: files.length, entities: 0, keysPerLanguage: {}, milliseconds: Math.round(performance.now() - started) },
    };
  }
  const locales = declared.data;
  const schemas = contentSchemas(locales);
  const translationLanguage = (name: string): Language | undefined => (locales.languages.includes(name) ? name : undefined);

  const translationSources = new Map<Language, YamlSource>();
  for (const file of files) {
    if (file.kind === 'translations' && translationLanguage(file.name)) translationSources.set(file.name, file.source);
  }
  const referenceSource = translationSources.get(locales.reference);
  const parityProblems = translationParityProblems(translationSources, locales);
  const parityPositions = new Set(parityProblems.map(positionKey));
  problems.push(...parityProblems);

  for (const file of files) {
    problems.push(...file.source.syntaxProblems);
    if (file.source.data === undefined) continue;
    const schema: z.ZodType = contentKinds.find((entry) => entry.kind === file.kind)?.schema(schemas) as z.ZodType;
    const result = schema.safeParse(file.source.data, { reportInput: true });
    if (result.success) {
      file.value = result.data;
    } else {
      const schemaProblems = problemsFromZod(file.source, schema, result.error.issues, locales);
      problems.push(
        ...(file.kind === 'translations' ? schemaProblems.filter((problem) => !parityPositions.has(positionKey(problem))) : schemaProblems),
      );
    }
    const fileLanguage = file.kind === 'translations' ? translationLanguage(file.name) : undefined;
    if (file.kind !== 'translations') problems.push(...localizedMarkerProblems(file.source, locales));
    const untranslated = untranslatedProblems(file.source, locales, fileLanguage);
    problems.push(...(preview ? untranslated.map((problem) => ({ ...problem, severity: 'warning' as const })) : untranslated));
    problems.push(...draftProblems(file.source));
    problems.push(...identicalMarkProblems(file.source, locales, fileLanguage, (language) => translationSources.get(language)?.data));
  }

  const parsedOf = <T>(kind: ContentKind) =>
    files
      .filter((file) => file.kind === kind && file.value !== undefined)
      .map((file): Parsed<T> => ({ source: file.source, name: file.name, value: file.value as T }));
  const namesOf = (kind: ContentKind) => new Set(files.filter((file) => file.kind === kind).map((file) => file.name));
  const [site] = parsedOf<Site>('site');
  const events = parsedOf<SiteEvent>('event');
  const locations = parsedOf<{ offices: LocationCard[] }>('locations');
  /** What the cross-checks read of every file that has it, whether or not the rest of the file is valid. */
  const views = crossCheckViews(schemas);
  const viewsOf = <Kind extends keyof typeof views>(kind: Kind) =>
    files.flatMap((file) => {
      if (file.kind !== kind) return [];
      const view = views[kind].safeParse(file.source.data);
      return view.success ? [{ source: file.source, name: file.name, value: view.data as z.infer<(typeof views)[Kind]> }] : [];
    });

  problems.push(
    ...crossCheckProblems({
      site: viewsOf('site')[0],
      serviceNames: namesOf('service'),
      caseNames: namesOf('cases'),
      locationNames: namesOf('locations'),
      translationNames: namesOf('translations'),
      referenceStrings: referenceSource?.data,
      events: viewsOf('event'),
      changedFiles: await changedFiles,
      locations: viewsOf('locations'),
      translationSources: files.filter((file) => file.kind === 'translations').map((file) => file.source),
      locationSources: files.filter((file) => file.kind === 'locations').map((file) => file.source),
    }),
  );

  const privacy = parsedOf<PrivacyPolicy>('privacy');
  problems.push(
    ...privacyProblems({
      site,
      privacySources: files.filter((file) => file.kind === 'privacy').map((file) => file.source),
      privacy,
      locations,
    }),
  );

  const assets = await checkAssets(
    files.map((file) => file.source),
    contentDir,
  );
  problems.push(...assets.problems);
  problems.push(...(await checkLogoText(contentDir, projectRoot)));
  // A language only some regions list holds back its regions instead of stopping the build (region-languages.ts).
  const languageOfFile = (file: string) => files.find((entry) => entry.kind === 'translations' && entry.source.file === file)?.name;
  for (const [index, problem] of problems.entries()) {
    if (problem.severity === 'error' && isAboutGrowingLanguage(problem, locales, languageOfFile))
      problems[index] = { ...problem, severity: 'warning' };
  }
  const languagesOfRegions = siteSource ? regionLanguages(files, locales, siteSource) : undefined;
  problems.push(...(languagesOfRegions?.problems ?? []));
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);

  const services = parsedOf<Service>('service');
  const cases = parsedOf<SuccessCases>('cases');
  const brands = parsedOf<{ sets: Record<RegionId, Brand[]> }>('brands');
  const translations = parsedOf<UiStrings>('translations');
  if (preview && referenceSource) {
    // The preview shows a language still being written with its missing UI texts marked, like its content texts.
    for (const file of files) {
      if (
        file.kind !== 'translations' ||
        file.value !== undefined ||
        locales.everywhere.includes(file.name) ||
        !translationLanguage(file.name)
      )
        continue;
      const referenceValue = translations.find((entry) => entry.name === locales.reference)?.value;
      if (referenceValue)
        translations.push({ source: file.source, name: file.name, value: previewUiStrings(referenceValue, file.source.data) as UiStrings });
    }
  }
  const stats: ContentStats = {
    files: files.length,
    entities:
      services.reduce((sum, service) => sum + service.value.items.length, 0) +
      cases.reduce((sum, sector) => sum + sector.value.cards.length, 0) +
      events.length +
      locations.reduce((sum, region) => sum + region.value.offices.length, 0) +
      brands.reduce((sum, file) => sum + Object.values(file.value.sets).flat().length, 0) +
      (site ? site.value.timeline.length + site.value.stats.length : 0),
    keysPerLanguage: Object.fromEntries(translations.map((file) => [file.name, countLeaves(file.value)])),
    milliseconds: 0,
  };

  if (!preview && site) {
    const draftPages = [
      ...services.flatMap((file) => (file.value.draft ? [servicePage(file.name)] : [])),
      ...cases.flatMap((file) => (file.value.draft ? [casePage(file.name)] : [])),
    ];
    problems.push(...draftLinkProblems(site.source, site.value, new Set(draftPages)));
  }
  const hasErrors = problems.some((problem) => problem.severity === 'error');
  const result: LoadResult = { problems, stats, locales };
  if (!hasErrors && site && brands[0]) {
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
      assetSizes: assets.sizes,
    };
    result.content = preview
      ? withPreviewTexts({ ...content, unfinished: unfinishedEntries(problems, languagesOfRegions?.unfinished) }, locales)
      : withoutDrafts(content);
    result.routes = buildRouteTable(result.content.site);
  }
  stats.milliseconds = Math.round(performance.now() - started);
  return result;
}

function positionKey(problem: Problem): string {
  return `${problem.file}:${problem.line}:${problem.col}`;
}
