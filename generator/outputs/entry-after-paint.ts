import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readTextFiles, type TextFileReader, textFileReader } from './read-text-files.ts';
import type { RenderedPages } from './rendered-pages.ts';
import { settleAll } from './settle-all.ts';

/** The page's script as Vike writes it into a prerendered page (renderer/+client.ts, built). */
const vikeEntryTag = /<script src="(\/_app\/[^"]+\.js)" type="module" async><\/script>/;

/** The script the loader imports, as written by `loaderScript`. */
const loaderImport = /\bimport\(("\/_app\/[^"]+\.js")\)/;

/**
 * An inline script that imports the page's script once the page has painted its first content (at once where
 * the browser does not report paints). Nothing the script does is needed to draw the page: fetched with the
 * page, it and the modules it imports share a slow connection with the stylesheet, the font and the first image,
 * and a browser may even run it before the first paint. A page prerendered by the Speculation Rules loads it at
 * once instead: nothing of it is on screen yet, and its menus then answer from the moment it is shown.
 */
export function loaderScript(entryUrl: string): string {
  return `<script>(function(){var load=function(){import(${JSON.stringify(entryUrl)})};if(document.prerendering||(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")<0)return load();var observer=new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length===0)return;observer.disconnect();load()});observer.observe({type:"paint",buffered:true})})()</script>`;
}

/** The page's script, whether the page loads it with a tag or through the loader; undefined if it has none. */
export function entryScriptOf(html: string): string | undefined {
  const fromTag = vikeEntryTag.exec(html)?.[1];
  if (fromTag) return fromTag;
  const fromLoader = loaderImport.exec(html)?.[1];
  return fromLoader ? (JSON.parse(fromLoader) as string) : undefined;
}

/** The page with Vike's script tag replaced by the loader; as it was if it has no such tag. */
export function withEntryAfterPaint(html: string): string {
  return html.replace(vikeEntryTag, (_tag, entryUrl: string) => loaderScript(entryUrl));
}

/**
 * Rewrites every prerendered page of `clientDir` to load its script after the first paint, and returns every page
 * as it is now written, for the stages after it. `read` is shared with a stage that reads the same pages meanwhile
 * (the search index), so that each is read once.
 */
export async function loadEntriesAfterPaint(clientDir: string, read: TextFileReader = textFileReader()): Promise<RenderedPages> {
  const files = (await readdir(clientDir, { recursive: true }))
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(clientDir, file));
  const reads = readTextFiles(files, read);
  const pages = new Map<string, string>();
  const writes: Promise<void>[] = [];
  try {
    for (const [index, file] of files.entries()) {
      const html = await (reads[index] as Promise<string>);
      const rewritten = withEntryAfterPaint(html);
      pages.set(file, rewritten);
      if (rewritten === html) continue;
      const write = writeFile(file, rewritten);
      // Awaited below; until then a failed write must not count as unhandled while the next page is read.
      write.catch(() => undefined);
      writes.push(write);
    }
  } catch (error) {
    // A failed read: every write started ends before the failure is passed on, as the build then removes the folder.
    await Promise.allSettled(writes);
    throw error;
  }
  await settleAll(writes);
  return pages;
}
