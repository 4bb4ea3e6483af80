import { z } from 'zod';
import type { Collection } from './collection.ts';
import type { Collections } from './collections.ts';
import type { AssetSize } from './media.ts';
import type { Language, RegionId } from './primitives.ts';
import type { Site } from './site.ts';
import type { UiStrings } from './translations.ts';

/** A draft or a text still marked '[translate]': listed by the preview banner of `site dev`. */
const unfinishedEntry = z.strictObject({
  file: z.string(),
  line: z.int().min(1),
  kind: z.enum(['draft', 'untranslated']),
});
export type UnfinishedEntry = z.infer<typeof unfinishedEntry>;

/** One entry of a kind: its schema's output. */
type EntryOf<C extends Collection> = z.infer<ReturnType<C['schema']>>;
type ContentOf<C extends Collection> = C['keyedBy'] extends 'file'
  ? Record<string, EntryOf<C>>
  : C['keyedBy'] extends 'region'
    ? Record<RegionId, EntryOf<C>>
    : C['keyedBy'] extends 'list'
      ? EntryOf<C>[]
      : EntryOf<C>;
type CollectionsContent = { [C in Collections[number] as C['name']]: ContentOf<C> };

/** Everything the renderer and server receive from the generator, already validated: each kind's content as its declaration keys it. */
export type SiteContent = CollectionsContent & {
  site: Site;
  translations: Record<Language, UiStrings>;
  assetSizes: Record<string, AssetSize>;
  /** Only in the preview of `site dev`: what is not finished yet. A published site has none. */
  unfinished?: UnfinishedEntry[];
};
