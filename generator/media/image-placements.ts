import { declaredCollections } from '../../schemas/collections.ts';
import type { ImageUse } from '../../schemas/media.ts';
import type { PathSegment } from '../content/yaml-source.ts';

/*
 * Apart from the uses' widths and sizes (image-uses.ts), which the browser's <picture> reads: this module reads
 * every kind's declaration, which only the generator may load.
 */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where each use appears in the content files: a file (relative to content/) and a path inside it, `*` for
 * any key or index: site.yaml's own, then each kind's (schemas/collections.ts `images`). An image found nowhere here
 * (a new field) is published as a card.
 */
const placements: readonly { file: RegExp; path: string; use: ImageUse }[] = [
  { file: /^site\.yaml$/, path: 'regions.*.home.banner.image.src', use: 'hero' },
  { file: /^site\.yaml$/, path: 'regions.*.home.banner.portraits.*.src', use: 'portrait' },
  { file: /^site\.yaml$/, path: 'regions.*.home.sectors.*.image.src', use: 'sector' },
  { file: /^site\.yaml$/, path: 'regions.*.home.mapBanner.image.src', use: 'mapBanner' },
  { file: /^site\.yaml$/, path: 'regions.*.home.map.image.src', use: 'map' },
  { file: /^site\.yaml$/, path: 'regions.*.logo.src', use: 'logo' },
  ...declaredCollections.flatMap((collection) =>
    (collection.images ?? []).map(({ path, use }) => ({
      file: new RegExp(collection.file ? `^${escapeRegExp(collection.file)}$` : `^${escapeRegExp(collection.name)}/`),
      path,
      use,
    })),
  ),
];

/** The use of the image at `valuePath` of the content file `file` (relative to content/). */
export function imageUseAt(file: string, valuePath: readonly PathSegment[]): ImageUse {
  return placedUseAt(file, valuePath) ?? 'card';
}

/** The use declared for `valuePath` of `file`, or undefined where no placement names it (a document only linked to has no cover). */
export function placedUseAt(file: string, valuePath: readonly PathSegment[]): ImageUse | undefined {
  const found = placements.find(
    (placement) =>
      placement.file.test(file) &&
      placement.path.split('.').length === valuePath.length &&
      placement.path.split('.').every((segment, index) => segment === '*' || segment === String(valuePath[index])),
  );
  return found?.use;
}
