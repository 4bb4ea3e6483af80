import type { ImageUse } from '../../schemas/media.ts';

/**
 * The widths of a photo shown in a column of the page (a card, a tile, a map beside its text), one ladder for all
 * of them so every layout finds a file just above what it shows. Steps stay at most a third (240 to 320, for the smallest columns of a desktop) and under a quarter from there to 1080, so the
 * file a browser picks is never much wider than needed; some are the screens most visitors use: 480 for phones
 * at 1x, 680 for the 378 to 380 px columns of a 412 px phone at 1.75x (Lighthouse's mobile, where the next step
 * would waste more than Lighthouse tolerates), 720 and 800 for 375 and 414 px phones at 2x, 1080 for phones at
 * 3x, 1480 for a full-width column on a tablet at 2x.
 */
const columnWidths = [240, 320, 400, 480, 560, 680, 720, 800, 960, 1080, 1280, 1480] as const;

/**
 * An event's photos, on its card (313 to 398 px wide on every screen but phones') and in its dialog: the column
 * ladder without its rungs for wider columns, fewer files for each event photo.
 */
const eventWidths = [320, 400, 480, 680, 720, 800, 1080, 1280] as const;

/**
 * The content column's width from 1024 px, where its right padding keeps the social bar's margin clear
 * (renderer/components/ui/Container.module.css; tokens.css --social-bar-reserve: a 2.75rem button, 0.25rem
 * padding each side and a 1px border, 1rem before it). Below 1024 px the column is the window less 2rem.
 */
const lg = '(min(100vw, 80rem) - 1rem - max(1rem, 4.25rem + 1px - max(0px, (100vw - 80rem) / 2)))';

/**
 * Every place a content image is shown, declared once: the widths the build writes (never wider than the
 * source), the `sizes` attribute matching the layout of its component at every breakpoint of
 * renderer/styles/media.css (so the browser picks the smallest file that stays sharp), and the widest it is
 * displayed on a desktop screen, which `site validate` asks for at 2x. The page's gutters are 1rem each side
 * (--gutter), its content at most 80rem wide (--content-width); tests/image-sizes.test.ts fails when a layout
 * and its `sizes` drift apart. Uses without a placement below (tileFour, tilePair, event) are chosen by their
 * component for the layout the image is in; their photos are published in the widths of their placement.
 */
export const imageUses = {
  hero: {
    // Whole, never cropped: above the text at most 36rem wide; from 1024 px beside it, 1.15 parts of the content
    // column to the text's 1 (2rem apart).
    // 750: a 375 px phone at 2x and Lighthouse's 412 px phone at 1.75x (721); 828: a 414 px phone at 2x.
    widths: [480, 640, 750, 828, 1080, 1280, 1600, 1920],
    sizes: `(min-width: 64em) calc((${lg} - 2rem) * 0.535), min(100vw, 36rem)`,
    displayWidth: 650,
  },
  portrait: {
    // Two side by side in a column at most 30rem wide, beside the text from 1024 px (1.1fr 1fr, 3rem apart).
    widths: [240, 340, 480, 640],
    sizes: `(min-width: 64em) min(calc((${lg} - 3rem) / 4.2 - 0.5rem), 14.5rem), min(calc(50vw - 1.5rem), 14.5rem)`,
    displayWidth: 232,
  },
  sector: {
    // Two cards to a row from 768 px; from 1024 px the picture is 42% of its card less 1rem, beside the text.
    widths: columnWidths,
    sizes: `(min-width: 64em) calc((${lg} - 1.5rem) * 0.21 - 1rem), (min-width: 48em) calc(50vw - 1.75rem), calc(100vw - 2rem)`,
    displayWidth: 241,
  },
  tile: {
    // Two tiles to a row from 640 px (1.5rem apart).
    widths: columnWidths,
    sizes: `(min-width: 64em) calc((${lg} - 1.5rem) / 2), (min-width: 40em) calc(50vw - 1.75rem), calc(100vw - 2rem)`,
    displayWidth: 610,
  },
  tileFour: {
    // Four tiles: as tile, four to a row from 1280 px (1.5rem apart).
    widths: columnWidths,
    sizes: `(min-width: 80em) calc((${lg} - 4.5rem) / 4), (min-width: 40em) calc(50vw - 1.75rem), calc(100vw - 2rem)`,
    displayWidth: 294,
  },
  tilePair: {
    // Two tiles: as tile, with the picture half of its tile, beside the text, from 1024 px.
    widths: columnWidths,
    sizes: `(min-width: 64em) calc((${lg} - 1.5rem) / 4), (min-width: 40em) calc(50vw - 1.75rem), calc(100vw - 2rem)`,
    displayWidth: 306,
  },
  card: {
    // A case's card: from 1024 px the picture is two fifths of the card less its 1rem inset (Card layout beside).
    widths: columnWidths,
    sizes: `(min-width: 64em) calc(${lg} * 0.4 - 1rem), calc(100vw - 2rem)`,
    displayWidth: 480,
  },
  sectorCard: {
    // Two cards to a row from 1024 px, 1.5rem apart.
    widths: columnWidths,
    sizes: `(min-width: 64em) calc((${lg} - 1.5rem) / 2), calc(100vw - 2rem)`,
    displayWidth: 612,
  },
  showcase: {
    // From 1024 px the picture is five elevenths of its card, inside 2rem of padding.
    widths: columnWidths,
    sizes: `(min-width: 64em) calc(${lg} * 5 / 11 - 4rem), calc(100vw - 2rem)`,
    displayWidth: 503,
  },
  map: {
    // The regional map: from 1024 px six elevenths (1.2fr of 2.2fr) of the content less a 3rem gap.
    widths: columnWidths,
    sizes: `(min-width: 64em) calc((${lg} - 3rem) * 6 / 11), calc(100vw - 2rem)`,
    displayWidth: 655,
  },
  mapBanner: {
    // The home map band: from 768 px six elevenths of the content less a 3rem gap, at most 40rem.
    widths: columnWidths,
    sizes: `(min-width: 64em) min(calc((${lg} - 3rem) * 6 / 11), 40rem), (min-width: 48em) min(calc((100vw - 5rem) * 6 / 11), 40rem), calc(100vw - 2rem)`,
    displayWidth: 640,
  },
  event: {
    // Two cards to a row from 640 px, three from 1024 px, 1.5rem apart.
    widths: eventWidths,
    sizes: `(min-width: 64em) calc((${lg} - 3rem) / 3), (min-width: 40em) calc(50vw - 1.75rem), calc(100vw - 2rem)`,
    displayWidth: 400,
  },
  dialog: {
    // In a dialog min(100% - 1.5rem, 52rem) wide, at most 26rem high, the photo whole (contain): a 3:2 camera photo
    // is at most 39rem wide, narrower than an event card's on a phone at 3x, so the card's widths serve it too.
    widths: eventWidths,
    sizes: 'min(100vw - 1.5rem, 39rem)',
    displayWidth: 624,
  },
  logo: {
    widths: [120, 160, 240, 320, 480],
    sizes: '10rem',
    displayWidth: 160,
  },
  poster: {
    // Story cards of the home carousel, 1.25rem apart: two in view from 640 px, three from 1024 px.
    widths: columnWidths,
    sizes: `(min-width: 64em) calc((${lg} - 2.5rem) / 3), (min-width: 40em) calc(50vw - 1.625rem), calc(100vw - 2rem)`,
    displayWidth: 403,
  },
  cover: {
    // The first page of a downloadable document (drawn by the build from the PDF): a thumbnail beside its type and
    // title, 4.5rem wide on phones and 7.5rem from 640 px (renderer/components/downloads/DownloadCard.module.css).
    widths: [120, 180, 240, 360],
    sizes: '(min-width: 40em) 7.5rem, 4.5rem',
    displayWidth: 120,
  },
} as const satisfies Record<ImageUse, { widths: readonly number[]; sizes: string; displayWidth: number }>;
export type { ImageUse };

/** The widths to write for a source `sourceWidth` pixels wide: those of the use that fit, and never none. */
export function widthsFor(use: ImageUse, sourceWidth: number): number[] {
  const fitting = imageUses[use].widths.filter((width) => width <= sourceWidth);
  return fitting.length === imageUses[use].widths.length ? fitting : [...fitting, sourceWidth];
}
