import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Route } from '../../schemas/route.ts';
import { textFileReader } from './read-text-files.ts';
import { indexedDocument, writeSearchIndex } from './search-index.ts';

let client: string;

beforeEach(async () => {
  client = await mkdtemp(path.join(tmpdir(), 'search-index-'));
});

afterEach(async () => {
  await rm(client, { recursive: true, force: true });
});

const route = (region: Route['region'], language: Route['language'], page: Route['page'], prefix: string): Route => ({
  region,
  language,
  page,
  path: `${prefix}/${page}`,
  aliases: [],
});

async function writePage(route: Route, lang: string, main: string): Promise<void> {
  const folder = path.join(client, route.path);
  await mkdir(folder, { recursive: true });
  const html = `<!DOCTYPE html><html lang="${lang}"><head><title>x</title></head><body><header><nav>Inicio Servicios</nav></header>${main}<footer>Quito</footer></body></html>`;
  await writeFile(path.join(folder, 'index.html'), html);
}

const indexed = (region: string, kind: string, body: string) =>
  `<main data-pagefind-body data-pagefind-filter="region:${region}" data-pagefind-meta="kind:${kind}">${body}</main>`;

describe('indexedDocument', () => {
  const page = (lang: string, main: string) =>
    `<!DOCTYPE html><html lang="${lang}" dir="ltr"><head><title>Energía | Tecnandes</title><style>p{}</style></head><body><header><a href="/"><img src="/logo.svg" alt=""></a><nav>Inicio Servicios</nav></header>${main}<footer>Quito</footer></body></html>`;

  it('hands Pagefind the title and the marked main only, under the bare language', () => {
    const main = indexed('ec', 'service', '<h1>Energía</h1><p>Subestaciones.</p>');
    expect(indexedDocument(page('es-EC', main), 'es')).toBe(
      `<!DOCTYPE html><html lang="es"><head><title>Energía | Tecnandes</title></head><body>${main.replaceAll('</h1>', '</h1> ').replace('</p>', '</p> ')}</body></html>`,
    );
  });

  it('parts two elements that Pagefind would run together (a term and its definition, a card’s parts), not a closing tag and its punctuation, past React’s empty comments', () => {
    const main = indexed(
      'ec',
      'contact',
      '<dl><dt>Oficina</dt><dd>Guayaquil</dd></dl><p><span>+50</span><span>años</span> en <a href="/ec">Quito</a>, Ecuador.</p><p><a href="/ec">Quito</a><!-- -->, <span>en</span><!-- -->línea</p>',
    );
    expect(indexedDocument(page('es-EC', main), 'es')).toContain(
      '<dl><dt>Oficina</dt> <dd>Guayaquil</dd> </dl> <p><span>+50</span> <span>años</span> en <a href="/ec">Quito</a>, Ecuador.</p> <p><a href="/ec">Quito</a><!-- -->, <span>en</span> <!-- -->línea</p> </main>',
    );
  });

  it('hands a page without a marked main whole, under the bare language, for Pagefind to leave out', () => {
    expect(indexedDocument(page('es-EC', '<main><h1>Buscar</h1></main>'), 'es')).toBe(
      page('es-EC', '<main><h1>Buscar</h1></main>').replace('lang="es-EC"', 'lang="es"'),
    );
    expect(indexedDocument('<html><body><main>x</main>', 'de')).toBe('<html lang="de"><body><main>x</main>');
  });
});

describe('writeSearchIndex', () => {
  it('writes one index per language, whatever the region locale, from the marked pages only, without the ready-made interfaces', async () => {
    const routes = [
      route('ec', 'es', 'about', '/ec'),
      route('pe', 'es', 'about', '/pe'),
      route('ec', 'en', 'about', '/ec/en'),
      route('ec', 'es', 'search', '/ec'),
    ];
    const [ecAbout, peAbout, ecEnglish, search] = routes as [Route, Route, Route, Route];
    await writePage(ecAbout, 'es-EC', indexed('ec', 'page', '<h1>Nosotros</h1><p>Fundada en Quito en 1975.</p>'));
    await writePage(peAbout, 'es-PE', indexed('pe', 'page', '<h1>Nosotros</h1><p>Oficina en Lima.</p><button>Conocer más</button>'));
    await writePage(ecEnglish, 'en', indexed('ec', 'page', '<h1>About us</h1><p>Founded in Quito in 1975.</p>'));
    await writePage(search, 'es-EC', '<main><h1>Buscar</h1></main>');

    const summary = await writeSearchIndex(client, routes, textFileReader());

    expect(summary.pages).toEqual({ en: 1, es: 2 });
    const bundle = path.join(client, 'pagefind');
    const entry = JSON.parse(await readFile(path.join(bundle, 'pagefind-entry.json'), 'utf8')) as { languages: object };
    expect(Object.keys(entry.languages).sort()).toEqual(['en', 'es']);
    const names = await readdir(bundle);
    expect(names).toContain('pagefind.js');
    expect(names.filter((name) => /ui|highlight/.test(name))).toEqual([]);
    expect(summary.files).toBe((await readdir(bundle, { recursive: true, withFileTypes: true })).filter((file) => file.isFile()).length);
    expect(summary.bytes).toBeGreaterThan(0);
  });

  it('writes the same files from the same pages, every time (they are handed to Pagefind without waiting)', async () => {
    const routes = ['about', 'services', 'contact', 'careers', 'downloads'].flatMap((page) => [
      route('ec', 'es', page, '/ec'),
      route('ec', 'en', page, '/ec/en'),
    ]);
    for (const [index, each] of routes.entries()) {
      const text = `<h1>${each.page} ${index}</h1><p>Actuadores, fibra óptica y subestaciones desde 1975 (${index}).</p>`;
      await writePage(each, each.language, indexed('ec', 'page', text));
    }
    const filesOf = async (order: Route[]) => {
      await rm(path.join(client, 'pagefind'), { recursive: true, force: true });
      await writeSearchIndex(client, order, textFileReader());
      const bundle = path.join(client, 'pagefind');
      const files = (await readdir(bundle, { recursive: true, withFileTypes: true })).filter((file) => file.isFile());
      const named = await Promise.all(
        files.map(
          async (file) =>
            [path.relative(bundle, path.join(file.parentPath, file.name)), await readFile(path.join(file.parentPath, file.name))] as const,
        ),
      );
      return new Map(named.toSorted(([a], [b]) => a.localeCompare(b)));
    };
    const first = await filesOf(routes);
    for (let run = 0; run < 3; run++) expect(await filesOf(routes)).toEqual(first);
  });

  it('fails, naming the page, when a page of the routes was not rendered', async () => {
    await expect(writeSearchIndex(client, [route('ec', 'es', 'about', '/ec')], textFileReader())).rejects.toThrow(/ec\/about/);
  });
});
