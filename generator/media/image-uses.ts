import type { ImageUse } from '../../schemas/media.ts';
import type { PathSegment } from '../yaml-source.ts';

/**
 * Every place a content image is shown, declared once: the widths the build writes (never wider than the
 * source), the `sizes` attribute matching the layout of its component (so the browser picks the smallest file
 * that stays sharp), and the widest it is displayed on a desktop screen, which `site validate` asks for at 2x.
 * On phones cards span the screen less its gutters (`calc(100vw - 2rem)`); the 720 width fits them at the
 * 1.75x to 2x of most phones, where 800 would be a fifth wider than shown (Lighthouse's "Properly size images").
 */
export const imageUses = {
  hero: {
    widths: [480, 640, 800, 1080, 1280, 1600, 1920, 2400, 2880],
    sizes: '100vw',
    displayWidth: 1440,
  },
  portrait: {
    widths: [160, 240, 320, 480, 640],
    sizes: '(min-width: 1024px) 15rem, 45vw',
    displayWidth: 240,
  },
  sector: {
    widths: [320, 480, 640, 800, 1080, 1280],
    sizes: '(min-width: 1024px) 15rem, (min-width: 768px) 50vw, 100vw',
    displayWidth: 384,
  },
  tile: {
    widths: [240, 320, 480, 640, 800, 1080],
    sizes: '(min-width: 1024px) min(25vw, 18rem), (min-width: 640px) 50vw, 100vw',
    displayWidth: 288,
  },
  card: {
    widths: [320, 480, 640, 720, 800, 1080, 1280],
    sizes: '(min-width: 1024px) min(40vw, 29rem), calc(100vw - 2rem)',
    displayWidth: 464,
  },
  sectorCard: {
    widths: [320, 480, 640, 720, 800, 1080, 1280],
    sizes: '(min-width: 1024px) min(50vw, 36rem), calc(100vw - 2rem)',
    displayWidth: 576,
  },
  showcase: {
    widths: [320, 480, 640, 800, 1080, 1280],
    sizes: '(min-width: 1024px) min(45vw, 33rem), 100vw',
    displayWidth: 528,
  },
  map: {
    widths: [320, 480, 640, 800, 1080, 1280, 1600],
    sizes: '(min-width: 1024px) min(60vw, 43rem), 100vw',
    displayWidth: 688,
  },
  event: {
    widths: [320, 480, 640, 720, 800, 1080],
    sizes: '(min-width: 1024px) min(33vw, 24rem), (min-width: 640px) 50vw, calc(100vw - 2rem)',
    displayWidth: 384,
  },
  dialog: {
    widths: [320, 480, 640, 720, 800, 1080, 1280, 1664],
    sizes: 'min(100vw, 52rem)',
    displayWidth: 832,
  },
  logo: {
    widths: [120, 160, 240, 320, 480],
    sizes: '10rem',
    displayWidth: 160,
  },
  poster: {
    widths: [480, 640, 720, 800, 1080],
    sizes: '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, calc(100vw - 2rem)',
    displayWidth: 480,
  },
} as const satisfies Record<ImageUse, { widths: readonly number[]; sizes: string; displayWidth: number }>;
export type { ImageUse };

/**
 * Where each use appears in the content files: a file (relative to content/) and a path inside it, `*` for
 * any key or index. An image found nowhere here (a new field) is published as a card.
 */
const placements: readonly { file: RegExp; path: string; use: ImageUse }[] = [
  { file: /^site\.yaml$/, path: 'regions.*.home.banner.image.src', use: 'hero' },
  { file: /^site\.yaml$/, path: 'regions.*.home.banner.portraits.*.src', use: 'portrait' },
  { file: /^site\.yaml$/, path: 'regions.*.home.sectors.*.image.src', use: 'sector' },
  { file: /^site\.yaml$/, path: 'regions.*.home.mapBanner.image.src', use: 'map' },
  { file: /^site\.yaml$/, path: 'regions.*.home.map.image.src', use: 'map' },
  { file: /^site\.yaml$/, path: 'regions.*.logo.src', use: 'logo' },
  { file: /^brands\.yaml$/, path: 'sets.*.*.logo', use: 'logo' },
  { file: /^services\//, path: 'tileImage.src', use: 'tile' },
  { file: /^services\//, path: 'items.*.image.src', use: 'showcase' },
  { file: /^services\//, path: 'items.*.logos.*.image', use: 'logo' },
  { file: /^cases\//, path: 'cardImage.src', use: 'sectorCard' },
  { file: /^cases\//, path: 'cards.*.image.src', use: 'card' },
  { file: /^cases\//, path: 'story.poster', use: 'poster' },
  { file: /^events\//, path: 'imageUrl', use: 'dialog' },
  { file: /^events\//, path: 'imageUrl.*', use: 'dialog' },
];

/** The use of the image at `valuePath` of the content file `file` (relative to content/). */
export function imageUseAt(file: string, valuePath: readonly PathSegment[]): ImageUse {
  const found = placements.find(
    (placement) =>
      placement.file.test(file) &&
      placement.path.split('.').length === valuePath.length &&
      placement.path.split('.').every((segment, index) => segment === '*' || segment === String(valuePath[index])),
  );
  return found?.use ?? 'card';
}

/** The widths to write for a source `sourceWidth` pixels wide: those of the use that fit, and never none. */
export function widthsFor(use: ImageUse, sourceWidth: number): number[] {
  const fitting = imageUses[use].widths.filter((width) => width <= sourceWidth);
  return fitting.length === imageUses[use].widths.length ? fitting : [...fitting, sourceWidth];
}
