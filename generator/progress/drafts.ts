import type { Collection } from '../../schemas/collection.ts';
import { collections, listedCollections } from '../../schemas/collections.ts';
import type { Site } from '../../schemas/site.ts';
import type { SiteContent, UnfinishedEntry } from '../../schemas/site-content.ts';
import { walkContent } from '../content/content-walk.ts';
import type { Problem } from '../content/problem.ts';
import type { YamlSource } from '../content/yaml-source.ts';
import { fieldName } from '../content/zod-issues.ts';

/** Every entry of a file marked `draft: true`, as a warning at that line: drafts are a state, not a mistake. */
export function draftProblems(source: YamlSource): Problem[] {
  const problems: Problem[] = [];
  walkContent(source.data, ({ path, value }) => {
    if (!value || typeof value !== 'object' || Array.isArray(value) || (value as { draft?: unknown }).draft !== true) return;
    problems.push(
      source.problemAt(
        [...path, 'draft'],
        'draft',
        path.length === 0 ? { id: 'fileDraft', values: {} } : { id: 'entryDraft', values: { field: fieldName(path) } },
        'warning',
      ),
    );
  });
  return problems;
}

/**
 * What the preview banner lists: every draft and every text still marked for translation, where to find it, and
 * the texts `missing` names (those a language still being written lacks), each once.
 */
export function unfinishedEntries(problems: readonly Problem[], missing: readonly UnfinishedEntry[] = []): UnfinishedEntry[] {
  const entries = problems.flatMap((problem): UnfinishedEntry[] =>
    problem.code === 'draft' || problem.code === 'untranslated' ? [{ file: problem.file, line: problem.line, kind: problem.code }] : [],
  );
  const listed = new Set(entries.map((entry) => `${entry.file}:${entry.line}:${entry.kind}`));
  return [...entries, ...missing.filter((entry) => !listed.has(`${entry.file}:${entry.line}:${entry.kind}`))];
}

export const isDraft = (value: unknown) => (value as { draft?: unknown } | undefined)?.draft === true;

/** An entry as published: the items of its `draftItems` field that are drafts left out. */
function publishedEntry(collection: Collection, entry: unknown): unknown {
  const field = collection.draftItems;
  const items = field ? (entry as Record<string, unknown>)[field] : undefined;
  return field && Array.isArray(items) ? { ...(entry as object), [field]: items.filter((item) => !isDraft(item)) } : entry;
}

/** A kind's content as published (schemas/collection.ts): entries that are drafts left out, and draft items of the others. */
function publishedContent(collection: Collection, value: unknown): unknown {
  if (collection.keyedBy === 'single') return publishedEntry(collection, value);
  if (collection.keyedBy === 'list')
    return (value as unknown[]).filter((entry) => !isDraft(entry)).map((entry) => publishedEntry(collection, entry));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).flatMap(([name, entry]) =>
      isDraft(entry) ? [] : [[name, publishedEntry(collection, entry)]],
    ),
  );
}

/** The site as it is published: drafts left out, and pages that are drafts gone from every region's menus and routes. */
export function withoutDrafts(content: SiteContent): SiteContent {
  const kinds = content as unknown as Record<string, unknown>;
  const drafts = new Map(
    listedCollections.map(({ name }) => [
      name,
      new Set(Object.entries(kinds[name] as Record<string, unknown>).flatMap(([slug, entry]) => (isDraft(entry) ? [slug] : []))),
    ]),
  );
  return {
    ...content,
    site: {
      ...content.site,
      regions: content.site.regions.map((region) => ({
        ...region,
        ...Object.fromEntries(listedCollections.map(({ name }) => [name, region[name].filter((slug) => !drafts.get(name)?.has(slug))])),
      })),
    },
    ...Object.fromEntries(collections.map((collection) => [collection.name, publishedContent(collection, kinds[collection.name])])),
  };
}

/**
 * Links the published site would break: a home-page sector card that opens a draft page. In the preview the
 * page exists; published, it would not, so the build stops here instead.
 */
export function draftLinkProblems(source: YamlSource, site: Site, draftPages: ReadonlySet<string>): Problem[] {
  return site.regions.flatMap((region, regionIndex) =>
    region.home.variant !== 'full'
      ? []
      : region.home.sectors.flatMap((sector, index) =>
          draftPages.has(sector.link)
            ? [
                source.problemAt(['regions', regionIndex, 'home', 'sectors', index, 'link'], 'unknown-reference', {
                  id: 'draftLink',
                  values: { page: sector.link },
                }),
              ]
            : [],
        ),
  );
}
