import { z } from 'zod';
import type { ContentSchemas } from '../../schemas/content-kinds.ts';
import { yamlStem } from '../content/content-files.ts';
import type { Problem } from '../content/problem.ts';
import type { PathSegment, YamlSource } from '../content/yaml-source.ts';
import { regionPages } from '../routes/urls.ts';

export interface Parsed<T> {
  source: YamlSource;
  name: string;
  value: T;
}

/**
 * The fields each check reads, taken from the file's own schema. A file is cross-checked whenever these parse,
 * even if another of its fields is wrong: a broken image in one event never hides a duplicate id in another.
 */
export function crossCheckViews({ siteFile, region, eventFile, locationCard }: ContentSchemas) {
  return {
    site: z
      .object(siteFile.shape)
      // The default language and region are checked by the schema, which accepts only the declared ones.
      .pick({ languages: true, referenceLanguage: true, menus: true })
      .extend({
        // A region with a wrong field is left out of the checks (null) without moving the others' positions.
        regions: z.array(
          z
            .object(region.shape)
            .pick({ id: true, languages: true, services: true, cases: true })
            .extend({ home: region.shape.home.optional().catch(undefined) })
            .nullable()
            .catch(null),
        ),
      }),
    event: z.object(eventFile.shape).pick({ id: true }),
    locations: z.object({ offices: z.array(z.object(locationCard.shape).pick({ id: true }).nullable().catch(null)) }),
  };
}
type Views = ReturnType<typeof crossCheckViews>;
type View<Kind extends keyof Views> = z.infer<Views[Kind]>;

export interface CrossCheckInput {
  site?: Parsed<View<'site'>> | undefined;
  /** Names of the files present per folder, whether or not they parsed. */
  serviceNames: ReadonlySet<string>;
  caseNames: ReadonlySet<string>;
  locationNames: ReadonlySet<string>;
  translationNames: ReadonlySet<string>;
  referenceStrings?: unknown;
  events: readonly Parsed<View<'event'>>[];
  /** Content files new or changed since the last commit (generator/checks/changed-files.ts); undefined when git cannot tell. */
  changedFiles?: ReadonlySet<string> | undefined;
  locations: readonly Parsed<View<'locations'>>[];
  translationSources: readonly YamlSource[];
  locationSources: readonly YamlSource[];
}

type SiteView = View<'site'>;
type RegionView = NonNullable<SiteView['regions'][number]>;

/** A check that needs more than one file: it reads the files' views and reports each problem where it is. */
type CrossCheckRule = (input: CrossCheckInput) => Problem[];

/** A rule about site.yaml alone or with the file names around it; nothing to check without a readable site.yaml. */
const siteRule =
  (check: (site: SiteView, source: YamlSource, input: CrossCheckInput) => Problem[]): CrossCheckRule =>
  (input) =>
    input.site ? check(input.site.value, input.site.source, input) : [];

/** A rule about each readable region of site.yaml, with its position in the list. */
const regionRule = (
  check: (region: RegionView, at: (...path: PathSegment[]) => PathSegment[], source: YamlSource, input: CrossCheckInput) => Problem[],
) =>
  siteRule((site, source, input) =>
    site.regions.flatMap((region, index) => (region ? check(region, (...path) => ['regions', index, ...path], source, input) : [])),
  );

const regionIdsOf = (site: SiteView) => new Set<string>(site.regions.flatMap((region) => (region ? [region.id] : [])));

/** The cross-checks by name, each small enough to read and unit-test alone (cross-checks.test.ts). */
export const crossCheckRules = {
  languagesHaveTexts: siteRule((site, source, input) =>
    site.languages.flatMap((language, index) =>
      input.translationNames.has(language)
        ? []
        : [
            source.problemAt(
              ['languages', index],
              'missing-file',
              `The language '${language}' has no UI texts: add content/translations/${language}.yaml.`,
            ),
          ],
    ),
  ),

  regionServicesExist: regionRule((region, at, source, input) =>
    region.services.flatMap((slug, index) =>
      input.serviceNames.has(slug)
        ? []
        : [
            source.problemAt(
              at('services', index),
              'unknown-reference',
              `The region '${region.id}' lists the service '${slug}', but there is no file content/services/${slug}.yaml. The service lines are: ${[...input.serviceNames].sort().join(', ')}.`,
            ),
          ],
    ),
  ),

  regionCasesExist: regionRule((region, at, source, input) =>
    region.cases.flatMap((slug, index) =>
      input.caseNames.has(slug)
        ? []
        : [
            source.problemAt(
              at('cases', index),
              'unknown-reference',
              `The region '${region.id}' lists the success cases '${slug}', but there is no file content/cases/${slug}.yaml. The sectors are: ${[...input.caseNames].sort().join(', ')}.`,
            ),
          ],
    ),
  ),

  regionsHaveOffices: regionRule((region, at, source, input) =>
    input.locationNames.has(region.id)
      ? []
      : [source.problemAt(at('id'), 'missing-file', `The region '${region.id}' has no offices: add content/locations/${region.id}.yaml.`)],
  ),

  homeSectorsLinkPages: regionRule((region, at, source) => {
    if (region.home?.variant !== 'full') return [];
    const pages = new Set<string>(regionPages(region));
    return region.home.sectors.flatMap((sector, index) =>
      pages.has(sector.link)
        ? []
        : [
            source.problemAt(
              at('home', 'sectors', index, 'link'),
              'unknown-reference',
              `The page '${sector.link}' does not exist in the region '${region.id}'; its pages are: ${[...pages].join(', ')}.`,
            ),
          ],
    );
  }),

  menuTextsExist: siteRule((site, source, input) =>
    (['header', 'footer'] as const).flatMap((menu) =>
      site.menus[menu].flatMap((item, index) =>
        input.referenceStrings === undefined || lookup(input.referenceStrings, item.label) !== undefined
          ? []
          : [
              source.problemAt(
                ['menus', menu, index, 'label'],
                'unknown-reference',
                `The menu text '${item.label}' does not exist in content/translations/${site.referenceLanguage}.yaml.`,
              ),
            ],
      ),
    ),
  ),

  uniqueMenuEntries: siteRule((site, source) =>
    (['header', 'footer'] as const).flatMap((menu) =>
      duplicates(site.menus[menu].map((item) => item.id)).map((index) =>
        source.problemAt(['menus', menu, index, 'id'], 'duplicate-id', `The menu entry '${site.menus[menu][index]?.id}' is listed twice.`),
      ),
    ),
  ),

  officeFilesBelongToRegions: siteRule((site, _source, input) => {
    const regionIds = regionIdsOf(site);
    return input.locationSources.flatMap((locationSource) =>
      regionIds.has(yamlStem(locationSource.file))
        ? []
        : [
            locationSource.problemAt(
              [],
              'unknown-file',
              `This file belongs to no region: the regions are ${[...regionIds].join(', ')}.`,
              'warning',
            ),
          ],
    );
  }),

  translationFilesAreLanguages: siteRule((site, _source, input) =>
    input.translationSources.flatMap((translationSource) => {
      const name = yamlStem(translationSource.file);
      // A language only some regions list (region-languages.ts) is a language of the site too.
      const languages = [...new Set([...site.languages, ...site.regions.flatMap((region) => region?.languages ?? [])])];
      return languages.includes(name)
        ? []
        : [
            translationSource.problemAt(
              [],
              'unknown-file',
              `'${name}' is not a language of the site (${languages.join(', ')}); this file is not used.`,
              'warning',
            ),
          ];
    }),
  ),

  uniqueEventIds: (input) => {
    const byId = new Map<number, Parsed<View<'event'>>[]>();
    for (const event of input.events) byId.set(event.value.id, [...(byId.get(event.value.id) ?? []), event]);
    return [...byId].flatMap(([id, events]) => {
      if (events.length < 2) return [];
      // The mistake is in the file just copied or edited, not in the untouched one it was copied from: report it
      // there when git tells which one that is, else on each of them.
      const changed = events.filter((event) => input.changedFiles?.has(event.source.file));
      const reported = changed.length > 0 && changed.length < events.length ? changed : events;
      return reported.map((event) =>
        event.source.problemAt(
          ['id'],
          'duplicate-id',
          `The event id ${id} is also used by ${events
            .filter((other) => other !== event)
            .map((other) => other.source.file)
            .sort()
            .join(' and ')}; every event needs its own number.`,
        ),
      );
    });
  },

  uniqueOfficeIds: (input) => {
    const officeIds = new Map<string, string>();
    return input.locations.flatMap(({ source, value }) =>
      value.offices.flatMap((office, index) => {
        if (!office) return [];
        const first = officeIds.get(office.id);
        if (!first) {
          officeIds.set(office.id, source.file);
          return [];
        }
        return [source.problemAt(['offices', index, 'id'], 'duplicate-id', `The office id '${office.id}' is already used in ${first}.`)];
      }),
    );
  },
} satisfies Record<string, CrossCheckRule>;

/** Checks that need more than one file: references between files, unique ids, files nobody uses. */
export function crossCheckProblems(input: CrossCheckInput): Problem[] {
  return Object.values(crossCheckRules).flatMap((rule) => rule(input));
}

export function lookup(tree: unknown, dottedKey: string): unknown {
  let node = tree;
  for (const part of dottedKey.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function duplicates(values: readonly string[]): number[] {
  const seen = new Set<string>();
  return values.flatMap((value, index) => {
    if (seen.has(value)) return [index];
    seen.add(value);
    return [];
  });
}
