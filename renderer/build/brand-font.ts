import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { writeAtomically } from '../../generator/outputs/write-atomically.ts';

/**
 * The brand typeface, IBM Plex Sans (SIL Open Font License), self-hosted from @fontsource-variable/ibm-plex-sans:
 * one variable file per subset covers every weight.
 *
 * - Latin (Spanish, English, Portuguese and German all fit in it) is on every page's critical path, so a build
 *   cuts it down to what the site prints: the characters of its content and of its components, plus printable
 *   ASCII for whatever a visitor types, and the weights the design uses. That halves the file (46 → about 24 kB)
 *   and with it the time to the largest paint on a slow connection. The page preloads it (`brandFontPreload`).
 *   A character outside the cut (a visitor typing "ø") is drawn by the local fallback face, as any character
 *   outside the font already is. `site dev` serves the whole file, so new content never waits for a restart.
 * - Latin Extended is fetched only by a page that uses one of its characters (unicode-range), never preloaded.
 *
 * `font-display: optional`: the preloaded font is used when it is there for the first layout (it almost always
 * is); when it is late, the page stays in a local face scaled to Plex's metrics (font-fallback.css) instead of
 * swapping under the reader, and the next page has it from the cache. `site dev` swaps it in whenever it arrives.
 *
 * Both faces come from a virtual stylesheet whose URLs Vite leaves alone, and the files are emitted under
 * content-hashed names (cached for good like the rest of /_app/).
 */
const stylesheetId = 'virtual:brand-font.css';
const preloadId = 'virtual:brand-font-preload';
const publicDir = '/_app/fonts/';
/** The weights the design system uses (tokens.css); heavier requests are drawn at the heaviest. */
const weights = { min: 400, max: 700 };
const printableAscii = String.fromCodePoint(...Array.from({ length: 95 }, (_, index) => 0x20 + index));

const faces = {
  latin: {
    file: 'ibm-plex-sans-latin-wght-normal.woff2',
    unicodeRange:
      'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, ' +
      'U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  },
  latinExtended: {
    file: 'ibm-plex-sans-latin-ext-wght-normal.woff2',
    unicodeRange:
      'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, ' +
      'U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
  },
} as const;

type Face = keyof typeof faces;

const sourceOf = (face: Face) => fileURLToPath(import.meta.resolve(`@fontsource-variable/ibm-plex-sans/files/${faces[face].file}`));

interface FontFile {
  bytes: Buffer;
  url: string;
}

function hashed(stem: string, bytes: Buffer): FontFile {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
  return { bytes, url: `${publicDir}${stem}.${hash}.woff2` };
}

/**
 * The Latin face cut to `characters` and the design's weights, kept in `cacheDir` so an unchanged site never cuts it
 * again. Builds running at once share the cache (npm test's build and its unit tests, on a fresh checkout both
 * cutting the same face): the cut is written aside and renamed into place, so none reads another's half-written
 * file, and an empty one (left by a write cut short before that) is cut again rather than served as the font.
 */
export async function latinSubset(characters: string, cacheDir: string): Promise<Buffer> {
  const source = await readFile(sourceOf('latin'));
  const key = createHash('sha256').update(source).update(characters).update(JSON.stringify(weights)).digest('hex').slice(0, 16);
  const cached = path.join(cacheDir, `ibm-plex-sans-latin.${key}.woff2`);
  const hit = await readFile(cached).catch(() => undefined);
  if (hit && hit.length > 0) return hit;
  const subset = await subsetFont(source, characters, { targetFormat: 'woff2', variationAxes: { wght: weights } });
  await mkdir(cacheDir, { recursive: true });
  await writeAtomically(cached, subset);
  return subset;
}

/**
 * Both faces declare the same weights: the browser picks one set of faces per family by their descriptors and only
 * then by unicode-range, so a face with other weights would hide the other one.
 */
function fontFace(url: string, face: Face, display: 'optional' | 'swap'): string {
  return (
    `@font-face { font-family: "IBM Plex Sans"; font-style: normal; font-display: ${display}; font-weight: ${weights.min} ${weights.max}; ` +
    `src: url("${url}") format("woff2"); unicode-range: ${faces[face].unicodeRange}; }`
  );
}

/**
 * The text of the components (arrows, separators, the close sign...), which prints besides the content; a character
 * a component writes as an escape (`\u00a0`, a no-break space) prints as itself.
 */
async function componentText(): Promise<string> {
  const dir = fileURLToPath(new URL('..', import.meta.url));
  const files = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.tsx'));
  const sources = (await Promise.all(files.map((file) => readFile(path.join(dir, file), 'utf8')))).join('');
  return sources.replace(/\\u([\da-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * The characters a content's text adds to the brand font's cut, beyond the printable ASCII it always has: what a
 * change of content must change for the bundles, which hold the cut font, to be made again. A camera's photo name
 * (`IMG_3001.JPG`) adds none.
 */
export function fontCharactersOf(text: string): string {
  return [...new Set(text)]
    .filter((character) => !printableAscii.includes(character))
    .sort()
    .join('');
}

interface BrandFontOptions {
  /** Every text of the content: the build keeps the Latin face's characters found in it and in the components. */
  contentText: () => string;
  /** Where cut fonts are kept between builds. */
  cacheDir: string;
}

export function brandFont({ contentText, cacheDir }: BrandFontOptions): Plugin {
  let files: Promise<Record<Face, FontFile>> | undefined;
  let serveWhole = false;
  const load = () => {
    files ??= (async () => {
      // Both cases of every letter: headings set in capitals by the stylesheet (the footer's "Síganos", "Präsenz")
      // draw the capital of a letter the text holds only in small.
      const characters = () =>
        componentText().then((components) => {
          const text = printableAscii + contentText() + components;
          return [...new Set(text + text.toUpperCase() + text.toLowerCase())].sort().join('');
        });
      const latin = serveWhole ? await readFile(sourceOf('latin')) : await latinSubset(await characters(), cacheDir);
      return {
        latin: hashed('ibm-plex-sans-latin', latin),
        latinExtended: hashed('ibm-plex-sans-latin-ext', await readFile(sourceOf('latinExtended'))),
      };
    })();
    return files;
  };
  const resolved = (id: string) => `\0${id}`;

  return {
    name: 'site:brand-font',
    configResolved(config) {
      serveWhole = config.command === 'serve';
    },
    // The stylesheet's URLs are meant to stay as they are; saying so keeps Vite from warning, on every build, that
    // it could not resolve them.
    config: () => ({ build: { rolldownOptions: { external: [new RegExp(`^${publicDir}[\\w-]+\\.\\w+\\.woff2$`)] } } }),
    resolveId: (id) => (id === stylesheetId || id === preloadId ? resolved(id) : undefined),
    async load(id) {
      if (id === resolved(preloadId)) return `export const brandFontPreload = ${JSON.stringify((await load()).latin.url)};`;
      // The development server asks for the stylesheet as `…css?direct` (a <link> to the CSS itself, not a module).
      if (id.split('?')[0] !== resolved(stylesheetId)) return undefined;
      const { latin, latinExtended } = await load();
      // The preview's page arrives as dozens of separate modules, so its font is often later than the first layout:
      // `optional` would leave that page in the fallback face, and the preview must look like the site.
      const display = serveWhole ? 'swap' : 'optional';
      return [fontFace(latin.url, 'latin', display), fontFace(latinExtended.url, 'latinExtended', display)].join('\n');
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const file = Object.values(await load()).find(({ url }) => url === request.url);
        if (!file) return next();
        response.setHeader('Content-Type', 'font/woff2');
        response.end(file.bytes);
      });
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const { bytes, url } of Object.values(await load())) this.emitFile({ type: 'asset', fileName: url.slice(1), source: bytes });
    },
  };
}
