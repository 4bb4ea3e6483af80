import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { entryScriptOf } from '../generator/outputs/entry-after-paint.ts';
import type { Hydration } from '../renderer/islands/island-markup.ts';

/** One representative page per template; the 404 page is a file of its own rather than a route. */
export const representativePages: readonly (readonly [template: string, url: string])[] = [
  ['home', '/ec/home'],
  ['about', '/ec/about'],
  ['contact', '/ec/contact'],
  ['events', '/ec/events'],
  ['service', '/ec/services/telecomunications'],
  ['cases', '/ec/cases'],
  ['case', '/ec/cases/energy'],
  ['careers', '/ec/careers'],
  ['job', '/ec/jobs/field-engineer-quito'],
  ['downloads', '/ec/downloads'],
  ['privacy', '/ec/privacy'],
  ['search', '/ec/search'],
  ['404', '/404.html'],
];

export interface Weight {
  raw: number;
  gzip: number;
}

export interface PageWeight {
  template: string;
  url: string;
  html: Weight;
  /** What the HTML loads, plus the islands it hydrates without any interaction (renderer/islands) and React for them. */
  js: Weight & { files: number };
  /** With the islands that hydrate once scrolled near (`visible`) added; only on a page that has some. */
  afterScroll?: Weight & { files: number };
  /** The islands of the page, as `name (when)`, but the search panel's (`searchIsland`). */
  islands: string[];
  /** The woff2 files the HTML preloads: the brand font every page fetches on first load (Latin Extended only on demand). */
  fonts: { bytes: number; files: number };
}

/** Level 9 is the best a static server or CDN could pre-compress to: the figure the page can reach. */
function weigh(content: Buffer): Weight {
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

function htmlFileOf(url: string): string {
  return url.endsWith('.html') ? url.slice(1) : `${url.slice(1)}/index.html`;
}

/**
 * The JS the HTML asks for up front: its script (loaded through the build's loader once the page has painted,
 * generator/outputs/entry-after-paint.ts), module scripts and modulepreload hints (not async import()s).
 */
function scriptUrlsOf(html: string): string[] {
  const entry = entryScriptOf(html);
  const urls: string[] = entry ? [entry] : [];
  for (const [tag] of html.matchAll(/<(?:script|link)\s[^>]*>/gi)) {
    const isScript = /^<script/i.test(tag);
    if (!isScript && !/\srel=["']?modulepreload["'\s>]/i.test(tag)) continue;
    const url = (isScript ? /\ssrc=["']?([^"'\s>]+)/i : /\shref=["']?([^"'\s>]+)/i).exec(tag)?.[1];
    if (url && url !== entry && new URL(url, 'http://site.invalid/').pathname.endsWith('.js')) urls.push(url);
  }
  return urls;
}

/**
 * Static `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"` of a (minified) module: the
 * chunks the browser must fetch before it runs. Dynamic import() is left out: it loads later, on demand.
 */
function staticImportsOf(code: string): string[] {
  const pattern = /(?<![\w$.])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
  return [...code.matchAll(pattern)].map((match) => match[1] ?? '').filter(Boolean);
}

/** `import("./x.js")` of a (minified) module: chunks it loads on demand. */
function dynamicImportsOf(code: string): string[] {
  return [...code.matchAll(/(?<![\w$.])import\(\s*[`"'](\.{1,2}\/[^`"']+\.js)[`"']\s*\)/g)].map((match) => match[1] ?? '').filter(Boolean);
}

interface ScriptSet extends Weight {
  files: number;
  /** Every file of the set with its text, by URL path. */
  code: Map<string, string>;
}

/** The scripts `start` loads, with everything they import statically, skipping those in `loaded`. */
async function staticClosure(clientDir: string, start: readonly string[], loaded: ReadonlySet<string> = new Set()): Promise<ScriptSet> {
  const code = new Map<string, string>();
  const pending = [...start];
  let raw = 0;
  let gzip = 0;
  while (pending.length > 0) {
    const url = pending.pop() ?? '';
    if (code.has(url) || loaded.has(url)) continue;
    const content = await readFile(path.join(clientDir, url));
    code.set(url, content.toString('utf8'));
    const weight = weigh(content);
    raw += weight.raw;
    // Files are compressed one by one, as the server sends them, so the total is what goes over the wire.
    gzip += weight.gzip;
    for (const specifier of staticImportsOf(content.toString('utf8'))) {
      pending.push(new URL(specifier, `http://site.invalid${url}`).pathname);
    }
  }
  return { raw, gzip, files: code.size, code };
}

/**
 * The search panel (renderer/components/search): part of every page's header, hydrated only when the visitor opens
 * search, so a page whose own content has no island is still "header only" and keeps the loader's budget.
 */
const searchIsland = 'site-search';

/**
 * The islands an HTML page carries (renderer/islands/Island.tsx): name and when it hydrates. The search panel is
 * left out: it hydrates when search is opened, neither at load nor when the visitor touches another island.
 */
function islandsOf(html: string): { name: string; hydrate: string }[] {
  return [...html.matchAll(/\sdata-island="([\w-]+)"\s+data-hydrate="(\w+)"/g)]
    .map((match) => ({ name: match[1] ?? '', hydrate: match[2] ?? '' }))
    .filter((island) => island.name !== searchIsland);
}

/** The chunk the island registry (renderer/islands/registry.ts) imports for `name`, relative to the registry's file. */
function islandChunkOf(code: string, name: string): string | undefined {
  const key = /^[a-z]\w*$/.test(name) ? `(?:${name}|"${name}")` : `"${name}"`;
  return new RegExp(`[{,]${key}:\\(\\)=>[^]*?import\\(\\s*[\`"'](\\.{1,2}\\/[^\`"']+\\.js)`).exec(code)?.[1];
}

/**
 * When the islands of a page hydrate without a touch (renderer/islands/registry.ts): none at load; `visible` ones
 * once scrolled near. On every region's home page the `visible` ones (story carousel, logo strip) lie below the
 * first viewport, at Lighthouse's mobile size (412x823) as at 1440x900, and tests/home.test.ts proves that no React
 * is fetched there before a scroll: they are not first load.
 */
const firstLoadMoments: readonly Hydration[] = [];
const afterScrollMoments: readonly Hydration[] = ['visible'];

/**
 * What a page loads before any interaction: the scripts its HTML names with their static imports, then every
 * island it hydrates at one of `moments` with React's hydration runtime, found as the on-demand chunk group that
 * carries react-dom (`__reactFiber$`).
 * Islands hydrated on `interaction` come only after the visitor's first touch.
 */
async function firstLoadJs(clientDir: string, html: string, moments: readonly Hydration[] = firstLoadMoments): Promise<ScriptSet> {
  const loaded = await staticClosure(
    clientDir,
    scriptUrlsOf(html).map((url) => new URL(url, 'http://site.invalid/').pathname),
  );
  const withBehaviours = await behavioursOf(clientDir, loaded, html);
  const islands = islandsOf(html).filter((island) => (moments as readonly string[]).includes(island.hydrate));
  if (islands.length === 0) return withBehaviours;
  const groups: string[] = [];
  for (const { name } of islands) {
    const found = [...loaded.code].map(([url, text]) => ({ url, chunk: islandChunkOf(text, name) })).find((entry) => entry.chunk);
    if (!found?.chunk) throw new Error(`The island "${name}" is not in the built island registry: the bench cannot weigh it.`);
    groups.push(new URL(found.chunk, `http://site.invalid${found.url}`).pathname);
  }
  const withIslands = await addClosure(clientDir, withBehaviours, groups);
  const runtime = await onDemandJs(clientDir, withIslands, '__reactFiber$');
  if (!runtime) throw new Error("React's hydration runtime was not found among the on-demand chunks.");
  return addClosure(clientDir, withIslands, [...runtime.code.keys()]);
}

/**
 * Behaviours without React that the loader (renderer/+client.ts) fetches at once on a page whose HTML carries
 * their attribute: the banner's taglines, the clamped case descriptions. Each is the on-demand chunk group that
 * selects `[attribute]`.
 */
const wiredAtLoad = ['data-taglines', 'data-clamp'];

async function behavioursOf(clientDir: string, loaded: ScriptSet, html: string): Promise<ScriptSet> {
  let set = loaded;
  for (const attribute of wiredAtLoad) {
    if (!html.includes(` ${attribute}=`)) continue;
    const group = await onDemandJs(clientDir, set, `[${attribute}]`);
    if (!group) throw new Error(`The loader fetches nothing that selects [${attribute}]: the bench cannot weigh it.`);
    set = await addClosure(clientDir, set, [...group.code.keys()]);
  }
  return set;
}

/** `set` with the scripts `start` loads (and their static imports) added. */
async function addClosure(clientDir: string, set: ScriptSet, start: readonly string[]): Promise<ScriptSet> {
  const more = await staticClosure(clientDir, start, new Set(set.code.keys()));
  return { raw: set.raw + more.raw, gzip: set.gzip + more.gzip, files: set.files + more.files, code: new Map([...set.code, ...more.code]) };
}

/**
 * What a page's first use of a feature adds: the on-demand chunk group (an import() of the first-load code)
 * whose files contain `marker`, with its static imports not already loaded.
 */
async function onDemandJs(clientDir: string, firstLoad: ScriptSet, marker: string): Promise<ScriptSet | undefined> {
  const loaded = new Set(firstLoad.code.keys());
  for (const [url, text] of firstLoad.code) {
    for (const specifier of dynamicImportsOf(text)) {
      const group = await staticClosure(clientDir, [new URL(specifier, `http://site.invalid${url}`).pathname], loaded);
      if ([...group.code.values()].some((chunk) => chunk.includes(marker))) return group;
    }
  }
  return undefined;
}

/** The contact form's rules: the one module that puts zod in its interpreted mode (renderer/components/contact/zod-jitless.ts). */
const contactRulesMarker = 'jitless';

/**
 * The contact page's JavaScript once a visitor has touched the form: first load, the island it hydrates on that
 * touch with React, and the rules it fetches then.
 */
export async function measureTouchedContact(distDir: string): Promise<(Weight & { files: number }) | undefined> {
  const clientDir = path.join(distDir, 'client');
  const html = await readFile(path.join(clientDir, htmlFileOf('/ec/contact')), 'utf8');
  // Once touched, the page has loaded its first load and the island the touch hydrates.
  const firstLoad = await firstLoadJs(clientDir, html, ['interaction']);
  const rules = await onDemandJs(clientDir, firstLoad, contactRulesMarker);
  if (!rules) return undefined;
  return { raw: firstLoad.raw + rules.raw, gzip: firstLoad.gzip + rules.gzip, files: firstLoad.files + rules.files };
}

/** Font files preloaded by the HTML (`<link rel="preload" as="font">`), summed as they go over the wire (woff2 is compressed already). */
async function firstLoadFonts(clientDir: string, html: string): Promise<{ bytes: number; files: number }> {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<link\s[^>]*>/gi)) {
    if (!/\srel=["']?preload["'\s>]/i.test(tag) || !/\sas=["']?font["'\s>]/i.test(tag)) continue;
    const url = /\shref=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if (url) urls.add(new URL(url, 'http://site.invalid/').pathname);
  }
  let bytes = 0;
  for (const url of urls) bytes += (await readFile(path.join(clientDir, url))).length;
  return { bytes, files: urls.size };
}

export async function measurePageWeights(distDir: string): Promise<PageWeight[]> {
  const clientDir = path.join(distDir, 'client');
  const weights: PageWeight[] = [];
  for (const [template, url] of representativePages) {
    const html = await readFile(path.join(clientDir, htmlFileOf(url)));
    const text = html.toString('utf8');
    const { raw, gzip, files } = await firstLoadJs(clientDir, text);
    const found = islandsOf(text);
    const islands = found.map((island) => `${island.name} (${island.hydrate})`);
    const weight: PageWeight = {
      template,
      url,
      html: weigh(html),
      js: { raw, gzip, files },
      islands,
      fonts: await firstLoadFonts(clientDir, text),
    };
    if (found.some((island) => island.hydrate === 'visible')) {
      const scrolled = await firstLoadJs(clientDir, text, afterScrollMoments);
      weight.afterScroll = { raw: scrolled.raw, gzip: scrolled.gzip, files: scrolled.files };
    }
    weights.push(weight);
  }
  return weights;
}
