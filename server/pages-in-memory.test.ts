import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PagesInMemory } from './pages-in-memory.ts';

const home = '<!doctype html><title>Inicio</title><h1>Soluciones técnicas desde 1975</h1>';
const missing = '<!doctype html><title>No encontrada</title>';

describe('PagesInMemory', () => {
  let folder: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'pages-in-memory-'));
    await mkdir(path.join(folder, 'ec', 'home'), { recursive: true });
    await writeFile(path.join(folder, 'ec', 'home', 'index.html'), home);
    await writeFile(path.join(folder, 'ec', 'home', 'index.html.br'), brotliCompressSync(home));
    await writeFile(path.join(folder, 'ec', 'home', 'index.html.gz'), gzipSync(home));
    // A page without compressed copies (a build that skipped them) still goes out, as it is.
    await writeFile(path.join(folder, '404.html'), missing);
    await writeFile(path.join(folder, 'robots.txt'), 'User-agent: *');
    const pages = await PagesInMemory.load(folder, ['/ec/home/index.html', '/404.html', '/robots.txt']);
    // The files are read once: later changes on disk do not reach the answers.
    await writeFile(path.join(folder, 'ec', 'home', 'index.html'), 'changed');
    app = Fastify();
    app.get('/ec/home', (request, reply) => pages.send(request, reply.type('text/html; charset=utf-8'), 'ec/home/index.html'));
    app.get('/missing', (request, reply) => pages.send(request, reply.code(404), '404.html'));
    app.get('/robots', (request, reply) => pages.send(request, reply, 'robots.txt'));
  });

  afterAll(async () => {
    await app.close();
    await rm(folder, { recursive: true, force: true });
  });

  test('sends brotli to a browser that takes it, else gzip, else the page as it is, and says it varies', async () => {
    const brotli = await app.inject({ url: '/ec/home', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(home);
    expect(brotli.headers.vary).toBe('accept-encoding');
    expect(brotli.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);

    const gzip = await app.inject({ url: '/ec/home', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(home);

    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }]) {
      const plain = await app.inject({ url: '/ec/home', headers });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(home);
    }
  });

  test('answers a current copy with 304 and no body, whichever encoding it came in', async () => {
    const first = await app.inject({ url: '/ec/home', headers: { 'accept-encoding': 'br' } });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['last-modified']).toMatch(/GMT$/);
    for (const ifNoneMatch of [etag, etag.slice(2), `"other", ${etag}`, '*']) {
      const again = await app.inject({ url: '/ec/home', headers: { 'accept-encoding': 'gzip', 'if-none-match': ifNoneMatch } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
    const stale = await app.inject({ url: '/ec/home', headers: { 'if-none-match': 'W/"other"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(home);
  });

  test('keeps the status it is given (a Not Found page is a 404, never a 304) and sends only pages', async () => {
    const notFound = await app.inject({ url: '/missing', headers: { 'accept-encoding': 'br', 'if-none-match': '*' } });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers['content-encoding']).toBeUndefined();
    expect(notFound.body).toBe(missing);
    expect((await app.inject({ url: '/robots' })).statusCode).toBe(500);
  });
});
