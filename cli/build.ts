import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadContent } from '../generator/load-content.ts';
import { nginxConfig } from '../generator/nginx.ts';
import { robotsTxt, serverManifest, sitemapXml } from '../generator/site-files.ts';
import { staticHostHeaders, staticHostRedirects } from '../generator/static-host.ts';
import { serverManifestFile } from '../server/app.ts';
import { isProduction, loadBrowserConfig, recaptchaTestKeys } from '../server/config.ts';
import { createPageResolver } from '../server/page-routing.ts';
import { contentSecurityPolicy, sourcesOfBuild } from '../server/security-headers.ts';
import { listStaticFiles } from '../server/static-files.ts';
import { formatReport, hasErrors } from './problem-formats.ts';
import { publishRelease, removeStaleStaging, stagingFolder } from './releases.ts';
import { bundleServer } from './server-bundle.ts';

export interface BuildOptions {
  contentDir: string;
  outDir: string;
  /**
   * Renders every page into `${stagingDir}/client`: Vike's build and prerender, and the production server bundle
   * (cli/server-bundle.ts), unless a test replaces it.
   */
  prerender?: (stagingDir: string, contentDir: string) => Promise<void>;
}

async function vikePrerender(stagingDir: string, contentDir: string): Promise<void> {
  // Vike resolves outDir against the project root even when it is absolute, so hand it a relative path.
  process.env.SITE_OUT_DIR = path.relative(process.cwd(), stagingDir);
  process.env.SITE_CONTENT_DIR = contentDir;
  const { build } = await import('vike/api');
  await build();
  await bundleServer(stagingDir);
}

/**
 * `site build`: validates, prerenders into a staging folder, then publishes it as a release that dist/ links
 * to (cli/releases.ts), so a failed or killed build never leaves a half-written output, the previous dist/
 * keeps serving, and there is no moment without dist/.
 */
export async function buildCommand({ contentDir, outDir, prerender = vikePrerender }: BuildOptions): Promise<number> {
  const started = performance.now();
  const result = await loadContent(contentDir);
  if (hasErrors(result.problems) || !result.content || !result.routes) {
    process.stderr.write(`${formatReport('human', result.problems, result.stats)}\nBuild stopped: fix the content first.\n`);
    return 1;
  }
  const target = path.resolve(outDir);
  if (path.relative(process.cwd(), target).startsWith('..')) {
    process.stderr.write(
      `The output folder must be inside the project folder (Vike's prerender finds its server entry only there): ${target}\n`,
    );
    return 2;
  }
  const { recaptchaSiteKey } = loadBrowserConfig();
  if (isProduction() && recaptchaSiteKey === recaptchaTestKeys.siteKey) {
    process.stderr.write('Production build refused: RECAPTCHA_SITE_KEY is not set, so the pages would carry Google’s public test key.\n');
    return 2;
  }
  await mkdir(path.dirname(target), { recursive: true });
  await removeStaleStaging(target);
  const staging = stagingFolder(target);
  try {
    await prerender(staging, path.resolve(contentDir));
    const client = path.join(staging, 'client');
    await writeFile(path.join(client, 'sitemap.xml'), sitemapXml(result.content, result.routes));
    await writeFile(path.join(client, 'robots.txt'), robotsTxt(result.content));
    // The manifest records the site key baked into the pages, so a production server can refuse a test-key build.
    const manifest = serverManifest(result.content, result.routes, recaptchaSiteKey);
    await writeFile(path.join(staging, serverManifestFile), JSON.stringify(manifest));
    // An example nginx configuration for operators (DEPLOY.md), from the same routing rules as site serve.
    await mkdir(path.join(staging, 'nginx'), { recursive: true });
    // The same Content-Security-Policy as site serve computes from these pages (inline script hashes).
    const policy = contentSecurityPolicy(await sourcesOfBuild(client, await listStaticFiles(client)));
    await writeFile(
      path.join(staging, 'nginx', 'site.conf'),
      nginxConfig(manifest, createPageResolver(manifest), { contentSecurityPolicy: policy }),
    );
    // The same rules for static hosts that read _redirects and _headers (Netlify, Cloudflare Pages).
    const topLevel = (await readdir(client, { withFileTypes: true })).map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name));
    await writeFile(path.join(client, '_redirects'), staticHostRedirects(manifest, createPageResolver(manifest)));
    await writeFile(path.join(client, '_headers'), staticHostHeaders(topLevel, policy));
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    process.stderr.write(
      `Build failed; ${path.relative(process.cwd(), target) || target} was left as it was.\n${String(error instanceof Error ? (error.stack ?? error.message) : error)}\n`,
    );
    return 1;
  }
  await publishRelease(staging, target);
  const milliseconds = Math.round(performance.now() - started);
  process.stdout.write(
    `✔ built ${result.routes.length} pages (+ / and 404) into ${path.relative(process.cwd(), target) || target} in ${milliseconds} ms\n`,
  );
  return 0;
}
