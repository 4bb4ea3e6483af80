import { z } from 'zod';
import { type Collection, entryOf } from '../../schemas/collection.ts';
import { declaredCollections, listedCollections } from '../../schemas/collections.ts';
import { fileReferences, type LocaleSchemas, slugify, slug as slugSchema } from '../../schemas/primitives.ts';
import { languageOfTag, localeTag, regionListKeys, siteSchemas } from '../../schemas/site.ts';
import { yamlStem } from '../content/content-files.ts';
import type { Problem } from '../content/problem.ts';
import { schemaAt } from '../content/schema-description.ts';
import type { PathSegment, YamlSource } from '../content/yaml-source.ts';
import { fieldName } from '../content/zod-issues.ts';
import { regionPages } from '../routes/urls.ts';

export interface Parsed<T> {
  source: YamlSource;
  name: string;
  value: T;
}

/**
 * The fields of site.yaml the checks read, taken from its own schema. It is cross-checked whenever these parse,
 * even if another of its fields is wrong.
 */
export function siteCheckView(locale: LocaleSchemas) {
  const { siteFile, region } = siteSchemas(locale);
  return (
    z
      .object(siteFile.shape)
      // The default language and region are checked by the schema, which accepts only the declared ones.
      .pick({ languages: true, referenceLanguage: true, menus: true })
      .extend({
        // The well-formed tags, whatever the list's own checks say (a tag twice): a mistake there holds back no other check.
        languageLocales: z
          .array(z.unknown())
          .catch([])
          .transform((tags) => tags.filter((tag): tag is string => localeTag.safeParse(tag).success)),
        // A region with a wrong field is left out of the checks (null) without moving the others' positions.
        regions: z.array(
          z
            .object(region.shape)
            .pick({ id: true, languages: true, ...regionListKeys })
            .extend({ home: region.shape.home.optional().catch(undefined) })
            .nullable()
            .catch(null),
        ),
      })
  );
}
type SiteView = z.infer<ReturnType<typeof siteCheckView>>;
type RegionView = NonNullable<SiteView['regions'][number]>;

export interface CrossCheckInput {
  site?: Parsed<SiteView> | undefined;
  /** The files of each kind, whether or not they parsed. */
  sources: ReadonlyMap<string, readonly YamlSource[]>;
  /** The schema of each kind, built from site.yaml's languages and regions (schemas/content-kinds.ts `kindSchemas`). */
  schemas: ReadonlyMap<string, z.core.$ZodType>;
  referenceStrings?: unknown;
  /** Content files new or changed since the last commit (generator/checks/changed-files.ts); undefined when git cannot tell. */
  changedFiles?: ReadonlySet<string> | undefined;
}

const sourcesOf = (input: CrossCheckInput, kind: string) => input.sources.get(kind) ?? [];
const fileNamesOf = (input: CrossCheckInput, kind: string) => new Set(sourcesOf(input, kind).map((source) => yamlStem(source.file)));

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

/** The kinds with one file per region, named after it (offices, privacy policies). */
const regionOwnedCollections = declaredCollections.filter((collection) => collection.regions === 'own');

/** The kinds whose entries name an office (`officeField`) and are listed by regions: the office must be the region's. */
const officeCollections = declaredCollections.flatMap(({ name, entry, label, officeField, regions }) =>
  officeField && typeof regions === 'object' ? [{ name, entry, label, officeField }] : [],
);

/** The ids of a region's offices, from its file in content/locations as parsed (whether or not it is valid). */
function officeIdsOf(input: CrossCheckInput, region: string): Set<string> {
  const file = sourcesOf(input, 'locations').find((source) => yamlStem(source.file) === region);
  return new Set(valuesAt(file?.data, ['offices', '*', 'id']).flatMap(({ value }) => (typeof value === 'string' ? [value] : [])));
}

const regionIdsOf = (site: SiteView) => new Set<string>(site.regions.flatMap((region) => (region ? [region.id] : [])));

/** The cross-checks by name, each small enough to read and unit-test alone (cross-checks.test.ts). */
export const crossCheckRules = {
  // A tag for a language the site does not publish does nothing: a typo (eng-GB), or a step of adding one left out.
  localesOfSiteLanguages: siteRule((site, source) =>
    site.languageLocales.flatMap((tag, index) => {
      const language = languageOfTag(tag);
      if (site.languages.includes(language)) return [];
      const values = { field: `languageLocales[${index}]`, found: tag, language, languages: site.languages.join(', ') };
      return [source.problemAt(['languageLocales', index], 'unknown-reference', { id: 'localeOfNoLanguage', values })];
    }),
  ),

  languagesHaveTexts: siteRule((site, source, input) =>
    site.languages.flatMap((language, index) =>
      fileNamesOf(input, 'translations').has(language)
        ? []
        : [source.problemAt(['languages', index], 'missing-file', { id: 'languageWithoutTexts', values: { code: language } })],
    ),
  ),

  regionListsExist: regionRule((region, at, source, input) =>
    listedCollections.flatMap((collection) => {
      const { name } = collection;
      const files = fileNamesOf(input, name);
      return region[name].flatMap((slug, index) =>
        files.has(slug)
          ? []
          : [
              source.problemAt(at(name, index), 'unknown-reference', {
                id: 'regionListsMissing',
                values: { region: region.id, entry: entryOf(collection), slug, folder: name, files: [...files].sort().join(', ') },
              }),
            ],
      );
    }),
  ),

  // A page per entry listed: an entry listed twice would be two pages at one address, which the build refuses.
  regionListsOnce: regionRule((region, at, source) =>
    listedCollections.flatMap((collection) =>
      duplicates(region[collection.name]).map((index) =>
        source.problemAt(at(collection.name, index), 'duplicate-id', {
          id: 'regionListsTwice',
          values: { region: region.id, entry: entryOf(collection), slug: String(region[collection.name][index]) },
        }),
      ),
    ),
  ),

  /**
   * Every field of an entry that names a file of another folder (`fileNameIn`, schemas/primitives.ts), found by the
   * schema of the value written, so a new such field is checked without a rule of its own. site.yaml names files only
   * in its regions' lists, which regionListsExist checks in words that name the region.
   */
  fileReferencesExist: (input) =>
    declaredCollections.flatMap((collection) => {
      const schema = input.schemas.get(collection.name);
      if (!schema) return [];
      return sourcesOf(input, collection.name).flatMap((source) =>
        fileReferencesIn(source.data, schema).flatMap(({ at, slug, folder, referenced }) => {
          const files = fileNamesOf(input, folder);
          if (files.has(slug)) return [];
          return [
            source.problemAt(at, 'unknown-reference', {
              id: 'fileNotThere',
              values: { field: fieldName(at), entry: entryOf(referenced), slug, folder, files: [...files].sort().join(', ') },
            }),
          ];
        }),
      );
    }),

  entryOfficesInListingRegions: regionRule((region, _at, _source, input) =>
    officeCollections.flatMap((collection) => {
      const { name, officeField } = collection;
      const offices = officeIdsOf(input, region.id);
      const listed = (region as Record<string, unknown>)[name];
      return (Array.isArray(listed) ? listed : []).flatMap((slug) => {
        const file = sourcesOf(input, name).find((source) => yamlStem(source.file) === slug);
        const office = (file?.data as Record<string, unknown> | undefined)?.[officeField];
        if (!file || typeof office !== 'string' || offices.has(office)) return [];
        return [
          file.problemAt([officeField], 'unknown-reference', {
            id: 'officeNotInRegion',
            values: { region: region.id, entry: entryOf(collection), office, offices: [...offices].join(', ') },
          }),
        ];
      });
    }),
  ),

  regionsHaveOwnFiles: regionRule((region, at, source, input) =>
    regionOwnedCollections.flatMap((collection) =>
      fileNamesOf(input, collection.name).has(region.id)
        ? []
        : [
            source.problemAt(at('id'), 'missing-file', {
              id: 'regionWithoutFile',
              values: { region: region.id, entry: entryOf(collection), folder: collection.name },
            }),
          ],
    ),
  ),

  homeSectorsLinkPages: regionRule((region, at, source) => {
    if (region.home?.variant !== 'full') return [];
    const pages = new Set<string>(regionPages(region));
    return region.home.sectors.flatMap((sector, index) =>
      pages.has(sector.link)
        ? []
        : [
            source.problemAt(at('home', 'sectors', index, 'link'), 'unknown-reference', {
              id: 'noSuchPage',
              values: { page: sector.link, region: region.id, pages: [...pages].join(', ') },
            }),
          ],
    );
  }),

  menuTextsExist: siteRule((site, source, input) =>
    (['header', 'footer'] as const).flatMap((menu) =>
      site.menus[menu].flatMap((item, index) =>
        input.referenceStrings === undefined || lookup(input.referenceStrings, menuLabelKey(item)) !== undefined
          ? []
          : [
              source.problemAt(['menus', menu, index, item.label ? 'label' : 'page'], 'unknown-reference', {
                id: 'noSuchMenuText',
                values: { key: menuLabelKey(item), code: site.referenceLanguage },
              }),
            ],
      ),
    ),
  ),

  uniqueMenuEntries: siteRule((site, source) =>
    (['header', 'footer'] as const).flatMap((menu) =>
      duplicates(site.menus[menu].map((item) => item.id)).map((index) =>
        source.problemAt(['menus', menu, index, 'id'], 'duplicate-id', {
          id: 'menuEntryTwice',
          values: { id: String(site.menus[menu][index]?.id) },
        }),
      ),
    ),
  ),

  regionFilesBelongToRegions: siteRule((site, _source, input) => {
    // A region that cannot be read (a mistake in one of its lists) may own any file: its own problem is enough.
    if (site.regions.some((region) => !region)) return [];
    const regionIds = regionIdsOf(site);
    return regionOwnedCollections.flatMap(({ name }) =>
      sourcesOf(input, name).flatMap((fileSource) =>
        regionIds.has(yamlStem(fileSource.file))
          ? []
          : [fileSource.problemAt([], 'unknown-file', { id: 'fileOfNoRegion', values: { regions: [...regionIds].join(', ') } }, 'warning')],
      ),
    );
  }),

  listedEntriesAreListed: siteRule((site, _source, input) => {
    // A region that cannot be read may list any file: nothing is said until every region's lists are known.
    if (site.regions.some((region) => !region)) return [];
    return listedCollections.flatMap((collection) => {
      const { name } = collection;
      const listed = new Set(site.regions.flatMap((region) => region?.[name] ?? []));
      return sourcesOf(input, name).flatMap((fileSource) => {
        const slug = yamlStem(fileSource.file);
        // A region can only list an id: a file named otherwise (`Water.yaml`) is renamed first.
        if (!listed.has(slug) && !slugSchema.safeParse(slug).success) {
          return [
            fileSource.problemAt(
              [],
              'unknown-file',
              {
                id: 'fileNameNotAnId',
                values: { entry: entryOf(collection), name: slug, suggestion: slugify(slug) || 'entry', folder: name },
              },
              'warning',
            ),
          ];
        }
        return listed.has(slug)
          ? []
          : [
              fileSource.problemAt(
                [],
                'unknown-file',
                { id: 'listedByNoRegion', values: { entry: entryOf(collection), slug, folder: name } },
                'warning',
              ),
            ];
      });
    });
  }),

  translationFilesAreLanguages: siteRule((site, _source, input) =>
    sourcesOf(input, 'translations').flatMap((translationSource) => {
      const name = yamlStem(translationSource.file);
      // A language only some regions list (region-languages.ts) is a language of the site too.
      const languages = [...new Set([...site.languages, ...site.regions.flatMap((region) => region?.languages ?? [])])];
      return languages.includes(name)
        ? []
        : [
            translationSource.problemAt(
              [],
              'unknown-file',
              { id: 'notALanguage', values: { name, languages: languages.join(', ') } },
              'warning',
            ),
          ];
    }),
  ),

  uniqueIds: (input) =>
    declaredCollections.flatMap((collection) =>
      (collection.uniqueIds ?? []).flatMap(({ path, of }) => {
        const byId = new Map<string | number, { source: YamlSource; at: PathSegment[] }[]>();
        for (const source of sourcesOf(input, collection.name)) {
          for (const { at, value } of valuesAt(source.data, path.split('.'))) {
            if (typeof value === 'string' || typeof value === 'number') byId.set(value, [...(byId.get(value) ?? []), { source, at }]);
          }
        }
        return [...byId].flatMap(([id, uses]) => duplicateIdProblems(id, uses, entryOf(collection, of), input.changedFiles));
      }),
    ),
} satisfies Record<string, CrossCheckRule>;

/** Checks that need more than one file: references between files, unique ids, files nobody uses. */
export function crossCheckProblems(input: CrossCheckInput): Problem[] {
  return Object.values(crossCheckRules).flatMap((rule) => rule(input));
}

/** The UI text a menu entry shows: its own label, or the title of the page it opens. */
export function menuLabelKey(item: { label?: string | undefined; page?: string | undefined }): string {
  return item.label ?? `meta.${item.page}.title`;
}

export function lookup(tree: unknown, dottedKey: string): unknown {
  let node = tree;
  for (const part of dottedKey.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * An id used more than once. The mistake is in the file just copied or edited, not in the untouched one it was
 * copied from: when git tells which files changed and some but not all of them hold the id, it is reported there,
 * else at each use.
 */
function duplicateIdProblems(
  id: string | number,
  uses: readonly { source: YamlSource; at: PathSegment[] }[],
  of: ReturnType<typeof entryOf>,
  changedFiles: ReadonlySet<string> | undefined,
): Problem[] {
  if (uses.length < 2) return [];
  const changed = uses.filter((use) => changedFiles?.has(use.source.file));
  const reported = changed.length > 0 && changed.length < uses.length ? changed : uses;
  const shown = typeof id === 'number' ? String(id) : `'${id}'`;
  return reported.map((use) => {
    const others = [...new Set(uses.filter((other) => other !== use).map((other) => other.source.file))].sort();
    return use.source.problemAt(use.at, 'duplicate-id', {
      id: 'idUsedTwice',
      values: { entry: of, id: shown, files: { all: others } },
    });
  });
}

/** The values a list or group of parsed YAML holds, each with its index or key. */
const childrenOf = (data: object): [PathSegment, unknown][] =>
  Array.isArray(data) ? data.map((value, index) => [index, value]) : Object.entries(data);

/** The values at a dotted path of parsed YAML, `*` matching any key or index, with where each is. */
function valuesAt(data: unknown, path: readonly string[], at: PathSegment[] = []): { at: PathSegment[]; value: unknown }[] {
  const [head, ...rest] = path;
  if (head === undefined) return [{ at, value: data }];
  if (!data || typeof data !== 'object') return [];
  return childrenOf(data)
    .filter(([key]) => head === '*' || String(key) === head)
    .flatMap(([key, value]) => valuesAt(value, rest, [...at, key]));
}

/** The values of a file that name a file of another folder (`fileNameIn`), found by the schema of each value. */
export function fileReferencesIn(
  data: unknown,
  schema: z.core.$ZodType,
): { at: PathSegment[]; slug: string; folder: string; referenced: Collection }[] {
  return leavesOf(data).flatMap(({ at, value }) => {
    const named = schemaAt(schema, at);
    const folder = named && typeof value === 'string' ? fileReferences.get(named)?.folder : undefined;
    if (folder === undefined) return [];
    const referenced = declaredCollections.find(({ name }) => name === folder);
    if (!referenced) throw new Error(`fileNameIn names content/${folder}, which no kind of content declares`);
    return [{ at, slug: value as string, folder, referenced }];
  });
}

/** Every value of parsed YAML that is neither a list nor a group, with where it is. */
function leavesOf(data: unknown, at: PathSegment[] = []): { at: PathSegment[]; value: unknown }[] {
  if (!data || typeof data !== 'object') return [{ at, value: data }];
  return childrenOf(data).flatMap(([key, value]) => leavesOf(value, [...at, key]));
}

function duplicates(values: readonly string[]): number[] {
  const seen = new Set<string>();
  return values.flatMap((value, index) => {
    if (seen.has(value)) return [index];
    seen.add(value);
    return [];
  });
}
