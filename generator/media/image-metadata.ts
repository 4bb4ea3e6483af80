import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { vectorExtension } from '../../schemas/asset-kinds.ts';
import type { AssetSize } from '../../schemas/media.ts';

/** Photo formats the build publishes; anything else a browser might not show is refused by `site validate`. */
export const rasterFormats = ['jpeg', 'png', 'webp', 'heif'] as const;

export interface ImageFacts extends AssetSize {
  format: string;
  /** Whether any pixel is transparent-capable: such images fall back to PNG instead of JPEG. */
  hasAlpha: boolean;
}

/** Size as the photo is seen (EXIF orientation applied: a portrait shot stored sideways is taller than wide). */
export async function readRasterFacts(input: string | Buffer): Promise<ImageFacts | undefined> {
  try {
    const metadata = await sharp(input).metadata();
    const { width, height } = metadata.autoOrient;
    if (!width || !height) return undefined;
    return { width, height, format: metadata.format, hasAlpha: metadata.hasAlpha };
  } catch {
    return undefined;
  }
}

/** The intrinsic size of any content image, so every <img> gets width and height without editors typing them. */
export async function readImageSize(absolutePath: string): Promise<AssetSize | undefined> {
  if (vectorExtension.test(absolutePath)) return svgSize(await readFile(absolutePath, 'utf8'));
  const facts = await readRasterFacts(absolutePath);
  return facts && { width: facts.width, height: facts.height };
}

export function svgSize(svg: string): AssetSize | undefined {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!root) return undefined;
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(root)?.[1];
  const width = pixels(attribute('width'));
  const height = pixels(attribute('height'));
  if (width && height) return { width, height };
  const viewBox = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (viewBox && viewBox.length === 4 && viewBox.every(Number.isFinite)) {
    const [, , boxWidth = 0, boxHeight = 0] = viewBox;
    if (boxWidth > 0 && boxHeight > 0) return { width: Math.round(boxWidth), height: Math.round(boxHeight) };
  }
  return undefined;
}

function pixels(value: string | undefined): number | undefined {
  if (!value || !/^\d+(\.\d+)?(px)?$/.test(value.trim())) return undefined;
  const number = Math.round(Number.parseFloat(value));
  return number > 0 ? number : undefined;
}
