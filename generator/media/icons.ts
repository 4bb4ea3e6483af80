import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pngToIco from 'png-to-ico';
import sharp from 'sharp';
import { iconFiles } from './icon-files.ts';

/** The installable-app description of a region: its own name, start page and colours. */
export function webManifest(region: { name: string; shortName: string; startUrl: string; language: string }) {
  return {
    name: region.name,
    short_name: region.shortName,
    lang: region.language,
    start_url: region.startUrl,
    scope: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#0b2545',
    icons: iconFiles.android.map((icon) => ({ src: icon.path, sizes: `${icon.size}x${icon.size}`, type: 'image/png' })),
  };
}

/**
 * Writes favicon.ico (16, 32 and 48 px), the Apple touch icon and the 192 and 512 px app icons into the build
 * output. The touch icon gets the logo's navy behind it: iOS fills transparent corners with black.
 */
export async function writeIcons(logoSvg: string, clientDir: string): Promise<void> {
  const render = (size: number) => sharp(Buffer.from(logoSvg), { density: 72 * Math.max(1, size / 64) }).resize(size, size);
  const file = (publicPath: string) => path.join(clientDir, publicPath.slice(1));
  await mkdir(clientDir, { recursive: true });
  const favicons = await Promise.all(iconFiles.favicon.sizes.map((size) => render(size).png().toBuffer()));
  await writeFile(file(iconFiles.favicon.path), await pngToIco(favicons));
  await writeFile(
    file(iconFiles.appleTouch.path),
    await render(iconFiles.appleTouch.size).flatten({ background: '#0b2545' }).png().toBuffer(),
  );
  await Promise.all(iconFiles.android.map(async (icon) => writeFile(file(icon.path), await render(icon.size).png().toBuffer())));
}
