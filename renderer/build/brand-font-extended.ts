import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The brand font's Latin Extended file is fetched only by pages that use one of its characters (unicode-range),
 * so it must not be preloaded. Vike preloads every font it finds in the bundled CSS, so this face comes from a
 * virtual stylesheet whose URL Vite leaves alone: the file is emitted under a content-hashed name (cached for
 * good like the rest of /_app/) and served from node_modules in `site dev`.
 */
const virtualId = 'virtual:brand-font-extended.css';
const publicDir = '/_app/fonts/';
const fileStem = 'ibm-plex-sans-latin-ext';
const resolvedId = `\0${virtualId}`;
const sourceFile = fileURLToPath(import.meta.resolve('@fontsource-variable/ibm-plex-sans/files/ibm-plex-sans-latin-ext-wght-normal.woff2'));
const unicodeRange =
  'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, ' +
  'U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF';

export function brandFontExtended(): Plugin {
  let file: { bytes: Buffer; path: string } | undefined;
  const load = async () => {
    if (!file) {
      const bytes = await readFile(sourceFile);
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
      file = { bytes, path: `${publicDir}${fileStem}.${hash}.woff2` };
    }
    return file;
  };
  return {
    name: 'site:brand-font-extended',
    // The stylesheet's URL is meant to stay as it is; saying so keeps Vite from warning, on every build, that it
    // could not resolve it.
    config: () => ({ build: { rolldownOptions: { external: [new RegExp(`^${publicDir}${fileStem}\\.\\w+\\.woff2$`)] } } }),
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined;
      const { path } = await load();
      return `@font-face { font-family: "IBM Plex Sans"; font-style: normal; font-display: optional; font-weight: 100 700; src: url("${path}") format("woff2"); unicode-range: ${unicodeRange}; }`;
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const { bytes, path } = await load();
        if (request.url !== path) return next();
        response.setHeader('Content-Type', 'font/woff2');
        response.end(bytes);
      });
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      const { bytes, path } = await load();
      this.emitFile({ type: 'asset', fileName: path.slice(1), source: bytes });
    },
  };
}
