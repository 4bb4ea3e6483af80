import { readFileSync } from 'node:fs';
import path from 'node:path';
import { svgSize } from '../../../generator/media/image-metadata.ts';
import { codeAssets } from '../../../schemas/asset-kinds.ts';
import type { AssetSize } from '../../../schemas/media.ts';
import type { SiteContent } from '../../../schemas/site-content.ts';

/** Shown for events without images (schemas/event.ts); no YAML names it, so the generator has not sized it. */
export const eventPlaceholderSrc = codeAssets.eventPlaceholder;

/** Read once per file: every events page of a build shows the same placeholder. */
const placeholderSizes = new Map<string, AssetSize>();

export function eventPlaceholderSize(content: SiteContent, contentDir: string): AssetSize {
  const known = content.assetSizes[eventPlaceholderSrc];
  if (known) return known;
  const file = path.resolve(contentDir, `.${eventPlaceholderSrc}`);
  let size = placeholderSizes.get(file);
  if (!size) {
    size = svgSize(readFileSync(file, 'utf8'));
    if (!size) throw new Error(`${file} has no readable width and height`);
    placeholderSizes.set(file, size);
  }
  return size;
}
