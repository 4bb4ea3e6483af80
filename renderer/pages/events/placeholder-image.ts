import { readFileSync } from 'node:fs';
import path from 'node:path';
import { svgSize } from '../../../generator/media/image-metadata.ts';
import type { AssetSize } from '../../../schemas/media.ts';
import type { SiteContent } from '../../../schemas/site-content.ts';

/** Shown for events without images (schemas/event.ts); no YAML names it, so the generator has not sized it. */
export const eventPlaceholderSrc = '/assets/events/placeholder.svg';

let placeholderSize: AssetSize | undefined;

export function eventPlaceholderSize(content: SiteContent): AssetSize {
  const known = content.assetSizes[eventPlaceholderSrc];
  if (known) return known;
  if (!placeholderSize) {
    const file = path.resolve(process.env.SITE_CONTENT_DIR ?? 'content', `.${eventPlaceholderSrc}`);
    placeholderSize = svgSize(readFileSync(file, 'utf8'));
    if (!placeholderSize) throw new Error(`${file} has no readable width and height`);
  }
  return placeholderSize;
}
