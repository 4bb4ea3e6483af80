import { lstat, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isoDate } from '../generator/content/closed-entries.ts';
import { contentText } from '../generator/content/content-walk.ts';
import { loadContent } from '../generator/content/load-content.ts';
import { imageCacheDir } from '../generator/media/image-cache.ts';
import { type PublishResult, publishImages } from '../generator/media/publish-images.ts';
import { loadEntriesAfterPaint } from '../generator/outputs/entry-after-paint.ts';
import { exists } from '../generator/outputs/file-exists.ts';
import { nginxConfig } from '../generator/outputs/nginx.ts';
import { isPrecompressedCopy, type PrecompressSummary, precompressFolder } from '../generator/outputs/precompress.ts';
import { type TextFileReader, textFileReader } from '../generator/outputs/read-text-files.ts';
import type { RenderedPages } from '../generator/outputs/rendered-pages.ts';
import { writeSearchIndex } from '../generator/outputs/search-index.ts';
import { settleAll } from '../generator/outputs/settle-all.ts';
import { robotsTxt, serverManifest, sitemapXml } from '../generator/outputs/site-files.ts';
import { staticHostHeaders, staticHostRedirects } from '../generator/outputs/static-host.ts';
import { createPageResolver } from '../generator/routes/page-routing.ts';
import { notFoundFile, notFoundPath, searchBundleFolder } from '../generator/routes/urls.ts';
import { loadBrowserConfig, recaptchaTestKeys } from '../generator/settings/contact-public-config.ts';
import { fontCharactersOf } from '../renderer/build/brand-font.ts';
import { copyContentAssets } from '../renderer/build/content-assets.ts';
import type { SiteInput, ValidContent } from '../renderer/build/site-input.ts';
import { documentExtension } from '../schemas/asset-kinds.ts';
import { declaredCollections } from '../schemas/collections.ts';
import type { Site } from '../schemas/site.ts';
import type { SiteContent } from '../schemas/site-content.ts';
import { isProduction, settingsWithFlags } from '../server/config.ts';
import { contentSecurityPolicy, sourcesOfPages } from '../server/security-headers.ts';
import { serverManifestFile } from '../server/server-manifest.ts';
import { PhaseClock, phaseTimerPlugin } from './build-phases.ts';
import { linksToRegionDomains } from './build-settings.ts';
import { moduleFilesPlugin } from './code-cache.ts';
import { missingPageTemplates } from './page-templates.ts';
import { formatReport, hasErrors } from './problem-formats.ts';
import { newReleaseName, publishRelease, removeStaleStaging, stagingFolder } from './releases.ts';
import { bundleServer } from './server-bundle.ts';
import { canPrerenderWithKeptBundles, keepBundles, moveRenderedPages, pageGlobsInRenderer, runVike, vikeFolderOf } from './vike-bundles.ts';

interface BuildOptions {
  contentDir: string;
  outDir: string;
  /** Vite's own output (the list of every chunk with its size) besides the phase lines. */
  verbose?: boolean;
  /** `--production`: SITE_MODE=production for this build, whatever the environment says. */
  production?: boolean;
  /** Where encoded photos and share images are kept between builds; SITE_IMAGE_CACHE_DIR or node_modules/.cache by default. */
  imageCacheDir?: string;
  /** The build's date, YYYY-MM-DD (`--today`): openings closed before it leave the lists and the sitemap. Today (UTC) by default. */
  today?: string;
  /**
   * Renders every page into `${stagingDir}/client`: Vike's build and prerender, and the production server bundle
   * (cli/server-bundle.ts), unless a test replaces it. Returns the HTML files of the folder exactly as written: the
   * search index and nginx's Content-Security-Policy are made from them, site serve's policy from the files.
   */
  prerender?: (stagingDir: string, contentDir: string, progress: PrerenderProgress) => Promise<RenderedPages>;
}

interface PrerenderProgress {
  clock: PhaseClock;
  verbose: boolean;
  /** The content being rendered: its regions and languages (whose 404 pages the prerender puts in place) and texts. */
  content: SiteContent;
  /** What the pages are rendered from, handed to Vite (renderer/build/site-input.ts). */
  input: SiteInput;
  /** The output folder the build replaces (`dist`); Vike works in the folder beside it (cli/vike-bundles.ts). */
  target: string;
  /**
   * What still writes into the staging folder while the build goes on: the search index the prerender leaves running
   * (Pagefind's own process, on the other core while this one writes the media and the site files), then the
   * compression beside it. The build waits for them before it compresses the search bundle and names the top-level
   * folders (_headers), and a failed build before it removes the folder.
   */
  stillWriting: Promise<void>[];
}

async function vikePrerender(
  stagingDir: string,
  contentDir: string,
  { clock, verbose, content, input, target, stillWriting }: PrerenderProgress,
): Promise<RenderedPages> {
  const vikeDir = vikeFolderOf(target);
  // Vike loads its `+config` files through Vite's config bundler, which also parses every file again to warn
  // about what Vite's native config loader would not support; this project's configuration is never loaded from
  // a file, so the warning could never apply.
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
  const [{ build, prerender }, { mergeConfig }, { siteViteConfig }] = await Promise.all([
    import('vike/api'),
    import('vite'),
    import('../vite.config.ts'),
  ]);
  const modules = new Set<string>();
  // The project's Vite configuration is handed over already loaded (configFile: false). Left to find the file,
  // Vike and then Vite load it five times, each time bundling it with everything it imports (the content loader,
  // the schemas, the font tools) and parsing that bundle again: about 0.8 s of every build, for the same object.
  const viteConfig = mergeConfig(siteViteConfig(input), {
    configFile: false,
    // Vike's build would record its server entry in node_modules, where another checkout sharing them would find it;
    // its prerender is handed the entry instead (cli/vike-bundles.ts).
    vitePluginServerEntry: { disableAutoImport: true },
    plugins: [phaseTimerPlugin(clock), moduleFilesPlugin(modules), pageGlobsInRenderer()],
    logLevel: verbose ? 'info' : 'warn',
    // Vike resolves outDir against the project root even when it is absolute, so hand it a relative path.
    build: { outDir: path.relative(process.cwd(), vikeDir), rolldownOptions: { checks: { pluginTimings: verbose } } },
  });
  // What the bundles take from the content: the characters it adds to the brand font's cut, and anything defined for Vite.
  const facts = JSON.stringify({ define: viteConfig.define ?? {}, characters: fontCharactersOf(contentText(content)) });
  const keptBundles = await canPrerenderWithKeptBundles(vikeDir, facts);
  if (keptBundles) clock.mark('bundles', 'client and server code unchanged (kept from the last build)');
  // The phase lines say what a build did; Vite's list of every chunk and Vike's of every file it writes (about
  // 300 lines, printed with console.log whatever Vite's log level) are for whoever asks with --verbose.
  const log = console.log;
  if (!verbose) console.log = () => undefined;
  try {
    if (keptBundles) await runVike(vikeDir, 'prerender', () => prerender({ viteConfig }));
    else await runVike(vikeDir, 'build', () => build({ viteConfig }));
  } finally {
    console.log = log;
  }
  if (!keptBundles) await keepBundles(vikeDir, modules, facts);
  const client = path.join(stagingDir, 'client');
  await moveRenderedPages(vikeDir, client, keptBundles);
  // Pagefind's process starts on the pages as soon as they are in place, while this one copies the assets and
  // rewrites the pages' scripts; both stages read each page once through the same reader. Started after the
  // rewrite, the build waited on the index at its end: it now ends 4% sooner (2.32 s against 2.42 s at 165 pages,
  // 6.99 s against 7.30 s at a thousand, medians of 8 interleaved).
  const read = textFileReader();
  const searchIndex = searchIndexStage(client, input.current().routes, read, clock);
  // Awaited by the build; until then a failure of the index must not count as unhandled.
  searchIndex.catch(() => undefined);
  stillWriting.push(searchIndex);
  if (keptBundles) await copyContentAssets(contentDir, client, content);
  await moveNotFoundPages(client, content.site);
  const pages = await loadEntriesAfterPaint(client, read);
  clock.mark('prerender', 'every page, / and the 404 pages');
  const server = await bundleServer(stagingDir);
  clock.mark('production server', server === 'cached' ? 'site-server.mjs, its code unchanged (from the cache)' : 'site-server.mjs');
  return pages;
}

/**
 * `site build`: validates, prerenders into a staging folder, then publishes it as a release that dist/ links
 * to (cli/releases.ts), so a failed or killed build never leaves a half-written output, the previous dist/
 * keeps serving, and there is no moment without dist/. Its stages are the phase lines it prints.
 */
export async function buildCommand({
  contentDir: givenContentDir,
  outDir,
  verbose = false,
  production = false,
  imageCacheDir: cacheDir = imageCacheDir(),
  today = isoDate(),
  prerender = vikePrerender,
}: BuildOptions): Promise<number> {
  const started = performance.now();
  const clock = new PhaseClock();
  const contentDir = path.resolve(givenContentDir);
  const valid = await validateStage(givenContentDir, clock, today, cacheDir);
  if (!valid) return 1;
  const missingTemplates = await missingPageTemplates(declaredCollections);
  if (missingTemplates.length > 0) {
    process.stderr.write(`${missingTemplates.join('\n')}\nBuild stopped: write the page templates first.\n`);
    return 1;
  }
  const target = path.resolve(outDir);
  const settings = (await outputFolderRefusal(target)) ?? buildSettings(production);
  if (typeof settings === 'string') {
    process.stderr.write(settings);
    return 2;
  }
  const { staging, release } = await prepareStaging(target);
  const stillWriting: Promise<void>[] = [];
  try {
    const published = await imagesStage(contentDir, valid.content, cacheDir, clock);
    // bundles, prerender and production server: the phases are marked as Vite and Vike reach them.
    const input: SiteInput = {
      contentDir,
      imageCacheDir: cacheDir,
      regionDomains: settings.regionDomains,
      today,
      publishedImages: published.images,
      current: () => valid,
    };
    const pages = await prerender(staging, contentDir, { clock, verbose, content: valid.content, input, target, stillWriting });
    const policy = await mediaAndSiteFilesStage(
      { ...valid, staging, release, published, pages, contentDir, cacheDir, built: settings, today },
      clock,
    );
    await compressionStage(path.join(staging, 'client'), target, policy, stillWriting, clock);
  } catch (error) {
    // The staging folder goes only once nothing writes into it any more.
    await Promise.allSettled(stillWriting);
    return await buildFailed(staging, target, error);
  }
  await publishRelease(staging, target, release);
  process.stdout.write(`${clock.format()}\n${builtLine(valid.routes.length, target, started)}\n`);
  return 0;
}

/**
 * Validate: the content rendered is the content validated here (the prerender does not read the files again);
 * with an error, the report and nothing else.
 */
async function validateStage(contentDir: string, clock: PhaseClock, today: string, cacheDir: string): Promise<ValidContent | undefined> {
  const result = await loadContent(contentDir, { today, cacheDir });
  clock.mark('validate', `${result.stats.files} content files`);
  if (hasErrors(result.problems) || !result.content || !result.routes) {
    process.stderr.write(`${formatReport('human', result.problems, result.stats)}\nBuild stopped: fix the content first.\n`);
    return undefined;
  }
  return { content: result.content, routes: result.routes };
}

const projectRoot = path.resolve(import.meta.dirname, '..');

/**
 * Why the output folder cannot be used, or undefined when it can. A build replaces its output folder with a link
 * to the new release (cli/releases.ts), so it must be a folder of its own: one a build made, a new or an empty one.
 * A mistyped `--out` (`.`, `content`, `renderer`) would otherwise have moved the project's own files aside.
 */
export async function outputFolderRefusal(target: string): Promise<string | undefined> {
  const inside = path.relative(projectRoot, target);
  if (inside === '' || inside.startsWith('..') || path.isAbsolute(inside)) {
    return `The output folder must be a folder inside the project folder (the server bundle Vike prerenders with loads Vike and the libraries from the project's node_modules): ${target}\n`;
  }
  const existing = await lstat(target).catch(() => undefined);
  if (!existing?.isDirectory()) return undefined;
  const [files, built] = await Promise.all([readdir(target), exists(path.join(target, serverManifestFile))]);
  if (files.length === 0 || built) return undefined;
  return `${target} holds files no site build made (it has no ${serverManifestFile}): a build replaces its output folder, so name a new folder with --out.\n`;
}

interface BuildSettings {
  recaptchaSiteKey: string;
  /** The pages send each message to EmailJS themselves (CONTACT_DELIVERY=browser), recorded for the server. */
  browserDelivery: boolean;
  regionDomains: boolean;
}

/** The settings baked into the pages, or why the build refuses them. */
function buildSettings(production: boolean): BuildSettings | string {
  let settings: BuildSettings & { production: boolean };
  try {
    const env = settingsWithFlags({ production });
    const contact = loadBrowserConfig(env);
    settings = {
      recaptchaSiteKey: contact.recaptchaSiteKey,
      browserDelivery: contact.delivery.mode === 'browser',
      production: isProduction(env),
      regionDomains: linksToRegionDomains(env),
    };
  } catch (error) {
    // A setting the operator mistyped: its message names the variable; a stack trace would only hide it.
    return `Build refused: ${(error as Error).message}\n`;
  }
  if (settings.production && settings.recaptchaSiteKey === recaptchaTestKeys.siteKey) {
    return 'Production build refused: RECAPTCHA_SITE_KEY is not set or is Google’s public test key, which the pages would carry.\n';
  }
  return settings;
}

/** The folder this build is written into, after removing what killed builds left, and the name its release will have. */
async function prepareStaging(target: string): Promise<{ staging: string; release: string }> {
  await mkdir(path.dirname(target), { recursive: true });
  await removeStaleStaging(target);
  return { staging: stagingFolder(target), release: newReleaseName() };
}

/** The staging folder removed, the output left as it was, and the error said. */
async function buildFailed(staging: string, target: string, error: unknown): Promise<number> {
  await rm(staging, { recursive: true, force: true });
  process.stderr.write(
    `Build failed; ${path.relative(process.cwd(), target) || target} was left as it was.\n${String(error instanceof Error ? (error.stack ?? error.message) : error)}\n`,
  );
  return 1;
}

const builtLine = (pages: number, target: string, started: number) =>
  `✔ built ${pages} pages (+ / and the 404 pages) into ${path.relative(process.cwd(), target) || target} in ${Math.round(performance.now() - started)} ms`;

/**
 * Images: photos and the covers of documents (their first page) are encoded, or found in the image cache, before
 * rendering, so every page knows their widths.
 */
async function imagesStage(contentDir: string, content: SiteContent, cacheDir: string, clock: PhaseClock): Promise<PublishResult> {
  const published = await publishImages(contentDir, content, cacheDir);
  const sources = Object.keys(published.images);
  const covers = sources.filter((src) => documentExtension.test(src)).length;
  clock.mark(
    'images',
    `${sources.length - covers} photos and ${covers} document covers (${published.encoded} encoded, ${published.cached} from the image cache)`,
  );
  return published;
}

interface SiteFilesInput extends ValidContent {
  staging: string;
  release: string;
  published: PublishResult;
  /** The pages the prerender wrote, as written. */
  pages: RenderedPages;
  contentDir: string;
  cacheDir: string;
  /** What the pages were built with that the server checks: the site key and the delivery mode. */
  built: Pick<BuildSettings, 'recaptchaSiteKey' | 'browserDelivery'>;
  today: string;
}

/**
 * Media and site files: share images and icons, sitemap, robots, server manifest, nginx and _redirects. Returns
 * the Content-Security-Policy, which _headers sends too once the search index names its folder.
 */
async function mediaAndSiteFilesStage(
  { content, routes, staging, release, published, pages, contentDir, cacheDir, built, today }: SiteFilesInput,
  clock: PhaseClock,
): Promise<string> {
  const client = path.join(staging, 'client');
  // Imported only after rendering: it reads page titles through the renderer, whose React must be loaded by
  // the prerender first (in production mode), not by this process in development mode.
  const { writeMedia } = await import('./media-phase.ts');
  // The manifest records the site key and the delivery baked into the pages, so a server can refuse a test-key build
  // (in production) and a delivery mode that would lose or double every message.
  const manifest = serverManifest(content, routes, built.recaptchaSiteKey, built.browserDelivery);
  const resolvePage = createPageResolver(manifest);
  // The media and the site's own files are written side by side: neither reads what the other writes.
  const [media, policy] = await settleAll([
    writeMedia({ contentDir, clientDir: client, content, routes, published, imageCacheDir: cacheDir }),
    (async () => {
      await writeFile(path.join(client, 'sitemap.xml'), sitemapXml(content, routes, today));
      await writeFile(path.join(client, 'robots.txt'), robotsTxt(content));
      await writeFile(path.join(staging, serverManifestFile), JSON.stringify(manifest));
      // The nginx configuration for operators (DEPLOY.md), from the same routing rules as site serve, with the
      // same Content-Security-Policy as site serve computes from these pages (inline script and style hashes):
      // in the release, which it names as nginx's root, so nginx serves these pages with this policy.
      await mkdir(path.join(staging, 'nginx'), { recursive: true });
      const policy = contentSecurityPolicy(sourcesOfPages(pages.values()));
      const nginx = nginxConfig(manifest, resolvePage, { contentSecurityPolicy: policy, release });
      await settleAll(Object.entries(nginx).map(([name, text]) => writeFile(path.join(staging, 'nginx', name), text)));
      // The same rules for static hosts that read _redirects and _headers (Netlify, Cloudflare Pages).
      await writeFile(path.join(client, '_redirects'), staticHostRedirects(manifest, resolvePage));
      return policy;
    })(),
  ]);
  clock.mark('media and site files', `${media}; sitemap, robots, server manifest, nginx, _redirects`);
  return policy;
}

/**
 * Search index: Pagefind reads the prerendered pages (only what each marks as its content) and writes one index
 * per language, with the region as a filter, into `client/pagefind/`.
 */
function searchIndexStage(client: string, routes: ValidContent['routes'], read: TextFileReader, clock: PhaseClock): Promise<void> {
  return clock.alongside('search index', async () => {
    const { pages, bytes, files } = await writeSearchIndex(client, routes, read);
    const perLanguage = Object.entries(pages).map(([language, count]) => `${language} ${count}`);
    return `pages per language: ${perLanguage.join(', ')}; ${files} files, ${kilobytes(bytes)}`;
  });
}

/**
 * Compression: files unchanged since the build being replaced keep its compressed copies. Everything but the search
 * bundle is compressed while Pagefind still writes it (at a thousand pages the build otherwise waited a second on
 * it doing nothing), the bundle once it is written. Then _headers, which names the top-level folders, the search
 * index's among them, and sends `policy`.
 */
async function compressionStage(
  client: string,
  target: string,
  policy: string,
  stillWriting: Promise<void>[],
  clock: PhaseClock,
): Promise<void> {
  const previous = path.join(target, 'client');
  const site = precompressFolder(client, previous, { except: [searchBundleFolder] });
  // It writes into the staging folder too: a failed build waits for it before removing the folder.
  stillWriting.push(site.then(() => undefined));
  await Promise.all(stillWriting);
  const compressed = [await site, await precompressFolder(client, previous, { only: [searchBundleFolder] })];
  const total = (key: keyof PrecompressSummary) => compressed.reduce((sum, summary) => sum + summary[key], 0);
  const entries = await readdir(client, { withFileTypes: true });
  const names = new Set(entries.map((entry) => entry.name));
  const topLevel = entries
    .filter((entry) => entry.isDirectory() || !isPrecompressedCopy(entry.name, names))
    .map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name));
  await writeFile(path.join(client, '_headers'), staticHostHeaders(topLevel, policy));
  clock.mark(
    'compression',
    `${total('files')} files (${total('reused')} unchanged), ${kilobytes(total('bytes'))} → ${kilobytes(total('brotliBytes'))} br, ${kilobytes(total('gzipBytes'))} gz; _headers`,
  );
}

/**
 * Vike writes each region's 404 page as `pe/en/404/index.html` (with its page data for client navigation, which
 * a 404 page never needs); the servers and static hosts answer with `pe/en/404.html` (generator/routes/urls.ts).
 */
async function moveNotFoundPages(client: string, site: Pick<Site, 'regions'>): Promise<void> {
  for (const region of site.regions) {
    for (const language of region.languages) {
      const folder = path.join(client, notFoundPath(region, language).slice(1));
      await rename(path.join(folder, 'index.html'), path.join(client, notFoundFile(region, language)));
      await rm(folder, { recursive: true });
    }
  }
}

const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} kB`;
