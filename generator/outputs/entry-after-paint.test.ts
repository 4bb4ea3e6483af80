import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { entryScriptOf, loadEntriesAfterPaint, loaderScript, withEntryAfterPaint } from './entry-after-paint.ts';

const entry = '/_app/entries/renderer_client.Ab12_-.js';
const page = (scripts: string) =>
  `<!DOCTYPE html><html><head><script>document.documentElement.classList.add('js')</script></head><body><main></main>${scripts}</body></html>`;

describe('the page script after the first paint', () => {
  test("replaces Vike's module script tag by the loader, and nothing else", () => {
    const html = page(`<script src="${entry}" type="module" async></script>`);
    const rewritten = withEntryAfterPaint(html);
    expect(rewritten).toBe(page(loaderScript(entry)));
    expect(rewritten).not.toContain(`src="${entry}"`);
    expect(rewritten).toContain("classList.add('js')");
  });

  test('leaves a page without the script as it was', () => {
    const html = page('');
    expect(withEntryAfterPaint(html)).toBe(html);
    expect(entryScriptOf(html)).toBeUndefined();
  });

  test('finds the script of a page before and after the rewrite', () => {
    const html = page(`<script src="${entry}" type="module" async></script>`);
    expect(entryScriptOf(html)).toBe(entry);
    expect(entryScriptOf(withEntryAfterPaint(html))).toBe(entry);
  });

  test('the loader imports the script once the first contentful paint is reported, and at once without paint timing or while prerendered', () => {
    const body = /^<script>([\s\S]*)<\/script>$/.exec(loaderScript(entry))?.[1] ?? '';
    const run = (supportedEntryTypes: string[], prerendering = false) => {
      const imported: string[] = [];
      let callback: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
      class FakeObserver {
        static supportedEntryTypes = supportedEntryTypes;
        constructor(onEntries: typeof callback) {
          callback = onEntries;
        }
        observe() {}
        disconnect() {}
      }
      // The loader's own text, with import() and the observer handed in: it runs as the browser would run it.
      new Function('PerformanceObserver', 'importScript', 'document', body.replace(/\bimport\(/, 'importScript('))(
        FakeObserver,
        (url: string) => imported.push(url),
        { prerendering },
      );
      return { imported, paint: (names: string[]) => callback?.({ getEntriesByName: (name) => names.filter((n) => n === name) }) };
    };
    const withPaint = run(['paint', 'resource']);
    expect(withPaint.imported).toEqual([]);
    withPaint.paint(['first-paint']);
    expect(withPaint.imported).toEqual([]);
    withPaint.paint(['first-contentful-paint']);
    expect(withPaint.imported).toEqual([entry]);
    expect(run(['resource']).imported).toEqual([entry]);
    expect(run(['paint', 'resource'], true).imported).toEqual([entry]);
  });
});

describe('loadEntriesAfterPaint', () => {
  test('rewrites the pages of a folder and hands on every page as written, other files left out', async () => {
    const client = await mkdtemp(path.join(tmpdir(), 'entry-after-paint-'));
    try {
      const withScript = path.join(client, 'ec', 'home', 'index.html');
      const without = path.join(client, 'ec', '404.html');
      await mkdir(path.dirname(withScript), { recursive: true });
      await writeFile(withScript, page(`<script src="${entry}" type="module" async></script>`));
      await writeFile(without, page(''));
      await writeFile(path.join(client, 'robots.txt'), 'User-agent: *');
      const pages = await loadEntriesAfterPaint(client);
      expect([...pages.keys()].sort()).toEqual([without, withScript]);
      expect(pages.get(withScript)).toBe(page(loaderScript(entry)));
      expect(pages.get(without)).toBe(page(''));
      for (const [file, html] of pages) expect(await readFile(file, 'utf8')).toBe(html);
    } finally {
      await rm(client, { recursive: true, force: true });
    }
  });
});
