import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { close, createIndex } from 'pagefind';
import type { Route } from '../../schemas/route.ts';
import { searchBundleFolder } from '../routes/urls.ts';
import type { TextFileReader } from './read-text-files.ts';

/** What the search index stage wrote, for its phase line and the bench. */
interface SearchIndexSummary {
  /** Pages indexed per language (those marked `data-pagefind-body`: not the search page itself). */
  pages: Record<string, number>;
  /** Every file of the search bundle: index, fragments, filters, WebAssembly and the script. */
  bytes: number;
  files: number;
}

/**
 * Pagefind splits its indexes by the page's `<html lang>`, and a region's own language carries its locale
 * (es-EC, es-PE, pt-BR: generator/routes/urls.ts `hreflangOf`), so Spanish would be cut into es-ec, es-pe and
 * es. Each page is indexed under its bare language instead: one index per language, the region being a filter.
 */
function withIndexLanguage(html: string, language: string): string {
  const tag = /<html\b[^>]*>/i.exec(html);
  if (!tag) throw new Error('A page without an <html> element cannot be indexed');
  const withLanguage = /\slang="[^"]*"/i.test(tag[0])
    ? tag[0].replace(/\slang="[^"]*"/i, ` lang="${language}"`)
    : tag[0].replace(/^<html\b/i, `<html lang="${language}"`);
  return html.slice(0, tag.index) + withLanguage + html.slice(tag.index + tag[0].length);
}

/**
 * Pagefind parts words only at the end of a paragraph, a list item, a table cell, a div, a section, an article or a
 * heading: two elements drawn apart anywhere else ran together in its index and its excerpts ("OficinaGuayaquil",
 * "+50años", "Postule hasta15" from a term and its definition, a figure and its caption, the parts of a card laid
 * out as a flex row). A space after an element that the next one, or a word, follows at once keeps them apart,
 * past the empty comments React writes between two texts. Our pages never close an element inside a word
 * (tests/search.test.ts reads every page's texts and Pagefind's index of it); one followed by punctuation is left
 * as it is, so an excerpt keeps "Quito," whole.
 */
const partWords = (main: string) => main.replace(/<\/[a-z][a-z0-9-]*>(?=(?:<!--[^<>]*-->)*(?:<[a-z/]|[\p{L}\p{N}+]))/giu, '$& ');

/**
 * What Pagefind is handed of a page: its title and its `<main data-pagefind-body>`, which holds all Pagefind indexes
 * (the text, the filters and the meta), with its words kept apart (`partWords`), in a document of the page's bare
 * language. The rest (the head's styles and scripts, the header and its menus, the footer: about half a page's bytes)
 * would go down the pipe and be parsed for nothing. A page whose main is not marked (the search page) is handed whole,
 * and Pagefind leaves it out.
 */
export function indexedDocument(html: string, language: string): string {
  const marked = /<main\b[^>]*\sdata-pagefind-body[\s=>]/.exec(html);
  const end = marked ? html.indexOf('</main>', marked.index) : -1;
  if (!marked || end < 0) return withIndexLanguage(html, language);
  const title = /<title>[^<]*<\/title>/.exec(html)?.[0] ?? '';
  return `<!DOCTYPE html><html lang="${language}"><head>${title}</head><body>${partWords(html.slice(marked.index, end + '</main>'.length))}</body></html>`;
}

/**
 * Pagefind writes its ready-made search interfaces too; the site draws results with its own components through
 * Pagefind's low-level API (renderer/components/search/), so these would only be shipped, compressed and never asked for.
 */
const unusedInterface = /^pagefind-(?:component-ui|modular-ui|ui|highlight)\.(?:js|css)$/;

/**
 * Parts of a page's content that are controls, not text a visitor searches for: buttons ("Conocer más", "Volver",
 * filters), forms (the contact form's labels and messages) and the arrows and call-to-action words a card link
 * shows beside its own name (drawn aria-hidden). Left in, they fill the excerpts with "más → ← Volver".
 */
const notContent = ['button', 'form', 'span[aria-hidden="true"]'];

/** A rendered page to index: its route (language, canonical path) and its HTML. */
interface RenderedPage {
  route: Pick<Route, 'language' | 'path'>;
  html: string;
}

type PagefindIndex = NonNullable<Awaited<ReturnType<typeof createIndex>>['index']>;

/**
 * Runs Pagefind on `pages`, then `finish` with the index. The pages are handed over without waiting for each answer,
 * so Pagefind's process reads the next while this one sends: about a quarter faster than one at a time. They go in
 * order down one pipe and Pagefind indexes them as they come, so the same pages still give the same files.
 */
async function withSearchIndex<T>(
  pages: AsyncIterable<RenderedPage> | Iterable<RenderedPage>,
  finish: (index: PagefindIndex) => Promise<T>,
) {
  const { index, errors } = await createIndex({ excludeSelectors: notContent });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    // Failures are gathered rather than thrown, so none is left unhandled while the next pages are read.
    const failures: string[] = [];
    const adding: Promise<void>[] = [];
    for await (const { route, html } of pages) {
      // A page without data-pagefind-body (the search page) is read and left out.
      const added = index.addHTMLFile({ url: route.path, content: indexedDocument(html, route.language) });
      adding.push(
        added.then(
          ({ errors }) => void failures.push(...errors.map((error) => `${route.path}: ${error}`)),
          (error: unknown) => void failures.push(`${route.path}: ${String(error)}`),
        ),
      );
    }
    await Promise.all(adding);
    if (failures.length > 0) throw new Error(`Pagefind could not index ${failures.join('; ')}`);
    return await finish(index);
  } finally {
    await close();
  }
}

/**
 * Indexes every prerendered page of `routes` (read from `clientDir` with `read`, at its canonical path: the URL a
 * result links to) and writes the search bundle into `clientDir/pagefind/`, fetched by the browser only when search
 * opens. Every page is asked of `read` at once; Pagefind gets them in the order of `routes` as they arrive.
 */
export async function writeSearchIndex(clientDir: string, routes: readonly Route[], read: TextFileReader): Promise<SearchIndexSummary> {
  const pending = routes.map((route) => {
    const file = path.join(clientDir, route.path, 'index.html');
    const html = read(file).catch((error: unknown) => {
      throw new Error(`The page of ${route.path} was not rendered (${file}: ${String(error)})`);
    });
    // Until it is awaited, a failure counts as handled: the first one awaited fails the index.
    html.catch(() => undefined);
    return { route, html };
  });
  async function* pages() {
    for (const { route, html } of pending) yield { route, html: await html };
  }
  const outputPath = path.join(clientDir, searchBundleFolder);
  await withSearchIndex(pages(), async (index) => {
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
  });
  const names = await readdir(outputPath);
  await Promise.all(names.filter((name) => unusedInterface.test(name)).map((name) => rm(path.join(outputPath, name))));
  const entry = JSON.parse(await readFile(path.join(outputPath, 'pagefind-entry.json'), 'utf8')) as PagefindEntry;
  return {
    pages: Object.fromEntries(Object.entries(entry.languages).map(([language, { page_count: count }]) => [language, count])),
    ...(await folderSize(outputPath)),
  };
}

/**
 * The search bundle of `pages` in memory, by path inside the bundle folder (`pagefind.js`, `index/en_….pf_index`):
 * what `site dev` serves under /pagefind/ without writing a build.
 */
export async function searchIndexFiles(pages: AsyncIterable<RenderedPage> | Iterable<RenderedPage>): Promise<Map<string, Uint8Array>> {
  return withSearchIndex(pages, async (index) => {
    const { files, errors } = await index.getFiles();
    if (errors.length > 0) throw new Error(`Pagefind could not build the index: ${errors.join('; ')}`);
    return new Map(
      files.filter((file) => !unusedInterface.test(file.path)).map((file) => [file.path.split(path.sep).join('/'), file.content]),
    );
  });
}

/** The part of Pagefind's `pagefind-entry.json` read here: its indexes by language. */
interface PagefindEntry {
  languages: Record<string, { page_count: number }>;
}

async function folderSize(folder: string): Promise<{ bytes: number; files: number }> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const sizes = await Promise.all(entries.filter((entry) => entry.isFile()).map((entry) => stat(path.join(entry.parentPath, entry.name))));
  return { bytes: sizes.reduce((sum, size) => sum + size.size, 0), files: sizes.length };
}
