import type { Image } from '../../schemas/media.ts';
import type { SiteContent } from '../../schemas/site-content.ts';
import type { Localized } from './localize.ts';

/** An image ready for <img>: its size comes from the file, so the browser reserves its space. */
export function sizedImage(content: SiteContent, image: Localized<Image>) {
  const size = content.assetSizes[image.src];
  if (!size) throw new Error(`No size known for ${image.src}`);
  return { ...image, ...size };
}
export type SizedImage = ReturnType<typeof sizedImage>;
