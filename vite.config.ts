import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';
import { defineConfig } from 'vitest/config';
import { contentText } from './generator/content/content-walk.ts';
import { publishedImagePrefix } from './generator/media/encode-image.ts';
import { imageCacheDir } from './generator/media/image-cache.ts';
import { encodedFilesDir } from './generator/media/publish-images.ts';
import { cacheRoot } from './generator/outputs/cache-folders.ts';
import { brandFont } from './renderer/build/brand-font.ts';
import { contentAssetsMiddleware, copyContentAssets } from './renderer/build/content-assets.ts';
import { type SiteInput, siteInputPlugin } from './renderer/build/site-input.ts';
import { VikeWhenResolved } from './renderer/build/vike-when-resolved.ts';

/** Content assets are served under /assets as they are named in YAML; hashed build output lives under /_app. */
function contentAssets(contentDir: string, cacheDir: string, input: SiteInput | undefined): Plugin {
  return {
    name: 'site:content-assets',
    configureServer(server) {
      server.middlewares.use(contentAssetsMiddleware(path.join(contentDir, 'assets')));
      server.middlewares.use(contentAssetsMiddleware(encodedFilesDir(cacheDir), publishedImagePrefix));
    },
    async writeBundle() {
      // The client's own output folder: each environment resolves its configuration, the server's after the client's.
      // Only a build of pages copies them: the content is what it publishes.
      if (this.environment.name === 'client' && input)
        await copyContentAssets(contentDir, this.environment.config.build.outDir, input.current().content);
    },
  };
}

/**
 * In the browser, islands read their UI strings through a few lines of their own (renderer/islands/island-text.tsx)
 * instead of i18next and react-i18next: the server's i18next already resolved them into the island's payload.
 */
function islandText(): Plugin {
  const standIn = path.resolve('renderer/islands/island-text.tsx');
  return {
    name: 'site:island-text',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react-i18next' && importer !== standIn && this.environment.config.consumer === 'client') return standIn;
      return undefined;
    },
  };
}

/**
 * One stylesheet for the whole site: a few kB, cached once, instead of a render-blocking file per component. Vike
 * gives every CSS file a chunk of its own (to keep Vite from duplicating CSS) unless a group of the project's
 * claims it first, so this group gathers every CSS module, and with it all the site's CSS, into one chunk and one
 * file. (Vite's build.cssCodeSplit: false did the same, but Vike warns on every build that it may duplicate CSS.)
 * The server bundle, whose stylesheets Vike adds to the pages, gets the same group: the pages link one file.
 * Each environment gets its own object: Vike completes each environment's output options in place. The class-name
 * maps of the CSS modules stay out of that chunk in the browser's bundle (classMapsWithTheirComponents).
 */
const oneStylesheet = () => ({
  build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'style', test: /\.css$/ }] } } } },
});

const classMapPrefix = '\0site-class-map:';

/**
 * With every CSS module in the one stylesheet's chunk, their class-name maps shared that chunk too: every page
 * loaded every component's map. In the browser's bundle, a component's `import styles from './X.module.css'` gets
 * a module of its own instead, holding the map as Vite's CSS plugin made it, bundled with the component; it imports
 * the CSS module for its rules alone, which stay in the one stylesheet, and the CSS module keeps no map. The style
 * chunk's script is left empty; the pages still import it (Vite drops such a chunk only when it holds no CSS module).
 */
function classMapsWithTheirComponents(): Plugin {
  const maps = new Map<string, string>();
  const isClient = (environment: { config: { consumer: string } }) => environment.config.consumer === 'client';
  return {
    name: 'site:class-maps-with-their-components',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!isClient(this.environment) || !importer || !/\.module\.css$/.test(source)) return undefined;
      if (importer.startsWith(classMapPrefix) || /\.css(?:$|\?)/.test(importer)) return undefined;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      // The suffix keeps the map's module out of every rule that looks for CSS (Vite's CSS plugins, the style group).
      return resolved ? `${classMapPrefix}${resolved.id}.js` : undefined;
    },
    async load(id) {
      if (!id.startsWith(classMapPrefix)) return undefined;
      const cssModule = id.slice(classMapPrefix.length, -'.js'.length);
      await this.load({ id: cssModule });
      return `import ${JSON.stringify(cssModule)};\n${maps.get(cssModule) ?? ''}`;
    },
    transform: {
      order: 'post',
      handler(code, id) {
        if (!isClient(this.environment) || !/\.module\.css$/.test(id)) return undefined;
        // The map moves to the component's side; left here, it would be kept with the rules, which stay whatever
        // the bundle uses, like a plain stylesheet's.
        maps.set(id, code);
        return { code: '', moduleSideEffects: 'no-treeshake' as const };
      },
    },
  };
}

/**
 * The site's Vite configuration for rendering `input` (renderer/build/site-input.ts): site build and site dev hand
 * it to Vike already built (configFile: false), with the content they validated. Without input (Vitest), no page
 * renders, and the content assets are those of content/.
 */
export function siteViteConfig(input?: SiteInput): UserConfig {
  const contentDir = input?.contentDir ?? path.resolve('content');
  return {
    plugins: [
      islandText(),
      classMapsWithTheirComponents(),
      react(),
      new VikeWhenResolved(),
      contentAssets(contentDir, input?.imageCacheDir ?? imageCacheDir(), input),
      brandFont({
        contentText: () => contentText(input?.current().content),
        cacheDir: path.join(cacheRoot, 'site-fonts'),
      }),
      ...(input ? [siteInputPlugin(input)] : []),
    ],
    // Lightning CSS resolves the breakpoints declared once as custom media queries (renderer/styles/media.css).
    css: { transformer: 'lightningcss' as const, lightningcss: { drafts: { customMedia: true } } },
    environments: { client: oneStylesheet(), ssr: oneStylesheet() },
    build: { assetsDir: '_app', outDir: 'dist', reportCompressedSize: false },
  };
}

/** Where the unit tests are: beside the code they test. */
export const unitTestFiles = '{schemas,generator,cli,renderer,server,tools}/**/*.test.ts';

/**
 * Unit test files that replace a module (`vi.mock`) or a setting (`vi.stubEnv`, `vi.stubGlobal`) for themselves,
 * and so need modules of their own; tools/test-isolation.test.ts fails on such a file missing here.
 */
export const testFilesWithOwnModules = [
  'cli/build.test.ts',
  'cli/messages-outbox.test.ts',
  'generator/media/document-verdicts.test.ts',
  'renderer/build/vike-when-resolved.test.ts',
];

// Vitest's configuration; a function, so that importing this module (site build, site dev) creates no plugin.
export default defineConfig(() => ({
  ...siteViteConfig(),
  test: {
    testTimeout: 20_000,
    projects: [
      // The other files share their worker's modules (isolate: false) instead of loading zod, the schemas, the content
      // loader and the commands again for each file: the unit tests took 137 CPU-seconds and 70 s on two cores, now
      // 95 and 49 (all passing in files shuffled twice).
      { extends: true, test: { name: 'shared modules', include: [unitTestFiles], exclude: testFilesWithOwnModules, isolate: false } },
      { extends: true, test: { name: 'own modules', include: testFilesWithOwnModules } },
    ],
  },
}));
