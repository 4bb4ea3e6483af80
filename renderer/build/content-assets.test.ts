import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contentAssetsMiddleware } from './content-assets.ts';

let folder: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'content-assets-'));
  const assets = path.join(folder, 'assets');
  await mkdir(path.join(assets, 'events'), { recursive: true });
  await writeFile(path.join(assets, 'events', 'IMG_2041.JPG'), 'camera photo');
  await writeFile(path.join(assets, 'events', 'clip.mp4'), 'video');
  await writeFile(path.join(assets, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(folder, 'secret.yaml'), 'outside the assets');
  const middleware = contentAssetsMiddleware(assets);
  server = createServer((request, response) =>
    middleware(request, response, () => {
      response.statusCode = 404;
      response.end();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(folder, { recursive: true, force: true });
});

describe('content assets in site dev', () => {
  test.each([
    ['/assets/events/IMG_2041.JPG', 'image/jpeg', 'camera photo'],
    ['/assets/events/clip.mp4', 'video/mp4', 'video'],
    ['/assets/logo.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
  ])('%s is sent as %s, whatever the case of its ending', async (url, type, body) => {
    const response = await fetch(`${origin}${url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(await response.text()).toBe(body);
  });

  test('a path that climbs out of the assets folder or names no file is left to the next handler', async () => {
    expect((await fetch(`${origin}/assets/..%2Fsecret.yaml`)).status).toBe(404);
    expect((await fetch(`${origin}/assets/events/missing.jpg`)).status).toBe(404);
    expect((await fetch(`${origin}/other/logo.svg`)).status).toBe(404);
  });
});
