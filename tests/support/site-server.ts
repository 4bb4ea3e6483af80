import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { loadContent } from '../../generator/content/load-content.ts';
import { imageCacheDir } from '../../generator/media/image-cache.ts';
import { type Language, localesView, type RegionId } from '../../schemas/locales.ts';
import type { Region, Site } from '../../schemas/site.ts';
import type { SiteContent } from '../../schemas/site-content.ts';
import type { UiStrings } from '../../schemas/translations.ts';
import { createApp } from '../../server/app.ts';
import type { ContactServerConfig, ServerTimeouts } from '../../server/config.ts';
import { serverManifestFile } from '../../server/server-manifest.ts';

export const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
/** SITE_DIST_DIR lets a test run use a build of its own (parallel work, CI variants). */
export const defaultDistDir = process.env.SITE_DIST_DIR ? path.resolve(process.env.SITE_DIST_DIR) : path.join(projectRoot, 'dist');

export interface SiteServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  origin: string;
  close: () => Promise<void>;
}

interface SiteServerOptions {
  distDir?: string;
  /** Settings of POST /api/send-email (fake siteverify, outbox file, limits); from the environment when left out. */
  contact?: ContactServerConfig;
  /** How long slow clients are waited for; from the environment (defaults) when left out. */
  timeouts?: ServerTimeouts;
}

/** The built site (dist/), served in this process the way `site serve` does, on a free local port. */
export async function startSiteServer({ distDir = defaultDistDir, contact, timeouts }: SiteServerOptions = {}): Promise<SiteServer> {
  if (!existsSync(path.join(distDir, serverManifestFile))) {
    throw new Error(`${distDir} has no ${serverManifestFile}: run \`npm run build\` before the browser tests.`);
  }
  const app = await createApp({ distDir, ...(contact ? { contact } : {}), ...(timeouts ? { timeouts } : {}) });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
    },
  };
}

interface RawResponse {
  status: number;
  location: string | undefined;
  contentType: string | undefined;
  body: string;
}

/**
 * One GET with nothing followed and any Host header (fetch cannot set Host): what a crawler or a visitor
 * arriving on a region's domain sends.
 */
export function rawGet(origin: string, pathname: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(pathname, origin), { method: 'GET', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          location: response.headers.location,
          contentType: response.headers['content-type'],
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

// The content the site is built from: tests compare what the browser shows with what editors wrote.

export type { Language, RegionId } from '../../schemas/primitives.ts';

const declared = localesView.parse(parse(readFileSync(path.join(projectRoot, 'content', 'site.yaml'), 'utf8')));
/**
 * The languages and regions site.yaml declares, in its order, read as a test file loads: every test that walks
 * the languages or the regions goes through these, so a region or language added as content is tested too.
 */
export const languages = declared.languages;
export const regionIds = declared.regions;
export type Translations = UiStrings;
export type RegionFacts = Region;
export type SiteFacts = Site;

export async function readContentYaml<T>(relativePath: string): Promise<T> {
  return parse(await readFile(path.join(projectRoot, 'content', relativePath), 'utf8')) as T;
}

let committedContent: Promise<SiteContent> | undefined;

/**
 * content/ loaded once per test process (a suite asks for its site and its translations side by side), with the
 * verdicts on its documents that validate and build keep in the image cache.
 */
function validatedContent(): Promise<SiteContent> {
  committedContent ??= loadContent(path.join(projectRoot, 'content'), { cacheDir: imageCacheDir() }).then(({ content }) => {
    if (!content) throw new Error('content/ does not validate: run npm run validate');
    return content;
  });
  return committedContent;
}

export async function loadTranslations(): Promise<Record<Language, Translations>> {
  return (await validatedContent()).translations;
}

export async function loadSite(): Promise<SiteFacts> {
  return (await validatedContent()).site;
}

export function regionById(site: SiteFacts, id: RegionId): RegionFacts {
  const region = site.regions.find((candidate) => candidate.id === id);
  if (!region) throw new Error(`site.yaml has no region ${id}`);
  return region;
}

/** `/ec/about` for the region's own language, `/ec/en/about` otherwise (DESIGN.md section 3). */
export function pathOf(region: Pick<RegionFacts, 'id' | 'defaultLanguage'>, language: Language, page: string): string {
  return language === region.defaultLanguage ? `/${region.id}/${page}` : `/${region.id}/${language}/${page}`;
}
