import { rasterExtension } from '../../schemas/asset-kinds.ts';
import { declaredCollections } from '../../schemas/collections.ts';
import type { Focus, Image } from '../../schemas/media.ts';
import type { PageRef } from '../../schemas/page-fields.ts';
import type { SiteContent } from '../../schemas/site-content.ts';
import { entryOf } from '../content/content-entries.ts';

/**
 * The photo of the entry a page is about (its kind's `shareImage`: a service line's tile, a success-case sector's
 * card), when it is a real photo: a shared link to that page shows it instead of the branded card. Drawings (SVG)
 * keep the card.
 */
export function sharePhotoOf(content: SiteContent, page: PageRef): Image | undefined {
  const [kind, slug = ''] = page.split('/');
  const collection = declaredCollections.find((candidate) => candidate.name === kind);
  if (!collection?.shareImage) return undefined;
  const image = entryOf(content, collection.name, slug)?.[collection.shareImage] as Image | undefined;
  return image && rasterExtension.test(image.src) ? image : undefined;
}

const namedFocus: Record<Exclude<Focus, { x: number }>, { x: number; y: number }> = {
  center: { x: 50, y: 50 },
  top: { x: 50, y: 0 },
  bottom: { x: 50, y: 100 },
  left: { x: 0, y: 50 },
  right: { x: 100, y: 50 },
  'top left': { x: 0, y: 0 },
  'top right': { x: 100, y: 0 },
  'bottom left': { x: 0, y: 100 },
  'bottom right': { x: 100, y: 100 },
};

/** The focal point in percent of the upright photo; the centre when the editor gave none. */
export function focusPoint(focus: Focus | undefined): { x: number; y: number } {
  if (!focus) return namedFocus.center;
  return typeof focus === 'string' ? namedFocus[focus] : focus;
}
