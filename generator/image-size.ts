import { open, readFile } from 'node:fs/promises';
import type { AssetSize } from '../schemas/media.ts';

/**
 * Reads the intrinsic size of an image so every <img> gets width and height without editors typing them.
 * Returns undefined for files that carry no size (videos) or that cannot be read.
 */
export async function readImageSize(absolutePath: string): Promise<AssetSize | undefined> {
  const extension = absolutePath.slice(absolutePath.lastIndexOf('.') + 1).toLowerCase();
  if (extension === 'svg') return svgSize(await readFile(absolutePath, 'utf8'));
  if (extension === 'png' || extension === 'jpg' || extension === 'jpeg' || extension === 'webp') {
    const handle = await open(absolutePath, 'r');
    try {
      const head = Buffer.alloc(64 * 1024);
      const { bytesRead } = await handle.read(head, 0, head.length, 0);
      const bytes = head.subarray(0, bytesRead);
      if (extension === 'png') return pngSize(bytes);
      if (extension === 'webp') return webpSize(bytes);
      return jpegSize(bytes);
    } finally {
      await handle.close();
    }
  }
  return undefined;
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

function pngSize(bytes: Buffer): AssetSize | undefined {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function jpegSize(bytes: Buffer): AssetSize | undefined {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] ?? 0;
    const length = bytes.readUInt16BE(offset + 2);
    const isStartOfFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isStartOfFrame) return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    offset += 2 + length;
  }
  return undefined;
}

function webpSize(bytes: Buffer): AssetSize | undefined {
  if (bytes.length < 30 || bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') return undefined;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return undefined;
}
