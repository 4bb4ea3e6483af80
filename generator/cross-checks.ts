import { z } from 'zod';
import type { ContentSchemas } from '../schemas/content-kinds.ts';
import type { Problem } from './problem.ts';
import { regionPages } from './urls.ts';
import type { YamlSource } from './yaml-source.ts';

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
      .pick({ languages: true, defaultLanguage: true, defaultRegion: true, menus: true })
      .extend({
        // A region with a wrong field is left out of the checks (null) without moving the others' positions.
        regions: z.array(
          z
            .object(region.shape)
            .pick({ id: true, defaultLanguage: true, services: true, cases: true })
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
  locations: readonly Parsed<View<'locations'>>[];
  translationSources: readonly YamlSource[];
  locationSources: readonly YamlSource[];
}

/** Checks that need more than one file: references between files, unique ids, files nobody uses. */
export function crossCheckProblems(input: CrossCheckInput): Problem[] {
  const problems: Problem[] = [];
  const hasText = (key: string) => input.referenceStrings === undefined || lookup(input.referenceStrings, key) !== undefined;

  if (input.site) {
    const { source, value: site } = input.site;
    const regionIds = new Set(site.regions.flatMap((region) => (region ? [region.id] : [])));
    for (const index of duplicates(site.regions.map((region) => region?.id ?? ''))) {
      if (!site.regions[index]) continue;
      problems.push(source.problemAt(['regions', index, 'id'], 'duplicate-id', `The region '${site.regions[index]?.id}' is listed twice.`));
    }
    if (!regionIds.has(site.defaultRegion)) {
      problems.push(
        source.problemAt(['defaultRegion'], 'unknown-reference', `The default region '${site.defaultRegion}' is not in the regions list.`),
      );
    }
    if (!site.languages.includes(site.defaultLanguage)) {
      problems.push(
        source.problemAt(
          ['defaultLanguage'],
          'unknown-reference',
          `The default language '${site.defaultLanguage}' is not in the languages list.`,
        ),
      );
    }
    site.languages.forEach((language, index) => {
      if (!input.translationNames.has(language)) {
        problems.push(
          source.problemAt(
            ['languages', index],
            'missing-file',
            `The language '${language}' has no UI texts: add content/translations/${language}.yaml.`,
          ),
        );
      }
    });
    site.regions.forEach((region, regionIndex) => {
      if (!region) return;
      if (!site.languages.includes(region.defaultLanguage)) {
        problems.push(
          source.problemAt(
            ['regions', regionIndex, 'defaultLanguage'],
            'unknown-reference',
            `The language '${region.defaultLanguage}' is not in the site's languages list.`,
          ),
        );
      }
      region.services.forEach((slug, index) => {
        if (!input.serviceNames.has(slug)) {
          problems.push(
            source.problemAt(
              ['regions', regionIndex, 'services', index],
              'unknown-reference',
              `The region '${region.id}' lists the service '${slug}', but there is no file content/services/${slug}.yaml. The service lines are: ${[...input.serviceNames].sort().join(', ')}.`,
            ),
          );
        }
      });
      region.cases.forEach((slug, index) => {
        if (!input.caseNames.has(slug)) {
          problems.push(
            source.problemAt(
              ['regions', regionIndex, 'cases', index],
              'unknown-reference',
              `The region '${region.id}' lists the success cases '${slug}', but there is no file content/cases/${slug}.yaml. The sectors are: ${[...input.caseNames].sort().join(', ')}.`,
            ),
          );
        }
      });
      if (!input.locationNames.has(region.id)) {
        problems.push(
          source.problemAt(
            ['regions', regionIndex, 'id'],
            'missing-file',
            `The region '${region.id}' has no offices: add content/locations/${region.id}.yaml.`,
          ),
        );
      }
      if (region.home?.variant === 'full') {
        const pages = new Set<string>(regionPages(region));
        region.home.sectors.forEach((sector, index) => {
          if (!pages.has(sector.link)) {
            problems.push(
              source.problemAt(
                ['regions', regionIndex, 'home', 'sectors', index, 'link'],
                'unknown-reference',
                `The page '${sector.link}' does not exist in the region '${region.id}'; its pages are: ${[...pages].join(', ')}.`,
              ),
            );
          }
        });
      }
    });
    for (const menu of ['header', 'footer'] as const) {
      site.menus[menu].forEach((item, index) => {
        if (!hasText(item.label)) {
          problems.push(
            source.problemAt(
              ['menus', menu, index, 'label'],
              'unknown-reference',
              `The menu text '${item.label}' does not exist in content/translations/es.yaml.`,
            ),
          );
        }
      });
      for (const index of duplicates(site.menus[menu].map((item) => item.id))) {
        problems.push(
          source.problemAt(
            ['menus', menu, index, 'id'],
            'duplicate-id',
            `The menu entry '${site.menus[menu][index]?.id}' is listed twice.`,
          ),
        );
      }
    }
    for (const locationSource of input.locationSources) {
      const name = baseName(locationSource.file);
      if (!regionIds.has(name as never)) {
        problems.push(
          locationSource.problemAt(
            [],
            'unknown-file',
            `This file belongs to no region: the regions are ${[...regionIds].join(', ')}.`,
            'warning',
          ),
        );
      }
    }
    for (const translationSource of input.translationSources) {
      const name = baseName(translationSource.file);
      if (!site.languages.includes(name as never)) {
        problems.push(
          translationSource.problemAt(
            [],
            'unknown-file',
            `'${name}' is not a language of the site (${site.languages.join(', ')}); this file is not used.`,
            'warning',
          ),
        );
      }
    }
  }

  const eventIds = new Map<number, Parsed<View<'event'>>>();
  for (const event of [...input.events].sort((a, b) => a.source.file.localeCompare(b.source.file))) {
    const first = eventIds.get(event.value.id);
    if (first) {
      problems.push(
        event.source.problemAt(
          ['id'],
          'duplicate-id',
          `The event id ${event.value.id} is already used by ${first.source.file}; every event needs its own number.`,
        ),
      );
    } else {
      eventIds.set(event.value.id, event);
    }
  }

  const officeIds = new Map<string, string>();
  for (const { source, value } of input.locations) {
    value.offices.forEach((office, index) => {
      if (!office) return;
      const first = officeIds.get(office.id);
      if (first) {
        problems.push(
          source.problemAt(['offices', index, 'id'], 'duplicate-id', `The office id '${office.id}' is already used in ${first}.`),
        );
      } else {
        officeIds.set(office.id, source.file);
      }
    });
  }
  return problems;
}

export function lookup(tree: unknown, dottedKey: string): unknown {
  let node = tree;
  for (const part of dottedKey.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

export function baseName(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1).replace(/\.ya?ml$/, '');
}

function duplicates(values: readonly string[]): number[] {
  const seen = new Set<string>();
  return values.flatMap((value, index) => {
    if (seen.has(value)) return [index];
    seen.add(value);
    return [];
  });
}
