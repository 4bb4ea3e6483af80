import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../server/app.ts';
import { fullChromium } from '../tests/support/chromium.ts';
import { representativePages } from './page-weight.ts';
import { median } from './table.ts';

/** Every template's representative page (the 404 page is no address of its own), and the other regions' homes. */
export const defaultLighthouseUrls = [
  ...representativePages.filter(([template]) => template !== '404').map(([, url]) => url),
  '/pe/home',
  '/br/home',
];

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];

export interface LighthouseScores {
  url: string;
  runs: number;
  /** Median of the successful runs, 0–100; missing when every run failed. */
  scores?: Record<Category, number>;
  cls?: number;
  /** Median Largest Contentful Paint and Total Blocking Time, ms. */
  lcpMs?: number;
  tbtMs?: number;
  /** Why some or all runs produced no figures. */
  errors: string[];
}

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Belt and braces for "no network beyond 127.0.0.1": any other host fails to resolve instead of being fetched.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

interface Run {
  scores: Record<Category, number>;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /** Lab metrics behind the performance score, for the progress log. */
  metrics: string;
}

function message(error: unknown): string {
  return error instanceof Error ? error.message.split('\n')[0] || error.name : String(error);
}

const metricAudits = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['SI', 'speed-index'],
] as const;

/**
 * One Lighthouse run with Lighthouse's default (mobile) config, as PageSpeed Insights runs it, in a fresh
 * Chromium (as Lighthouse CI does) so no run inherits another's browser state.
 */
async function runOnce(url: string): Promise<Run> {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({ chromePath: fullChromium, chromeFlags, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100)]));
    const metrics = metricAudits.map(([label, id]) => `${label} ${Math.round(lhr.audits[id]?.numericValue ?? Number.NaN)} ms`).join(', ');
    return {
      scores: scores as Record<Category, number>,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      metrics,
    };
  } finally {
    chrome.kill();
  }
}

async function auditUrl(url: string, runs: number, log: (message: string) => void): Promise<LighthouseScores> {
  const path = new URL(url).pathname;
  const results: Run[] = [];
  const errors: string[] = [];
  for (let run = 1; run <= runs; run++) {
    // Lighthouse's own advice for its sporadic trace errors (NO_NAVSTART…) is to run again: one retry per run.
    for (let attempt = 1; attempt <= 2; attempt++) {
      try {
        const result = await runOnce(url);
        results.push(result);
        const scores = categories.map((id) => `${id} ${result.scores[id]}`).join(', ');
        log(`lighthouse ${path} ${run}/${runs}: ${scores}; ${result.metrics}, CLS ${result.cls.toFixed(3)}`);
        break;
      } catch (error) {
        errors.push(message(error));
        log(`lighthouse ${path} ${run}/${runs} attempt ${attempt} failed: ${message(error)}`);
      }
    }
  }
  if (results.length === 0) return { url: path, runs, errors };
  const scores = Object.fromEntries(categories.map((id) => [id, median(results.map((run) => run.scores[id]))])) as Record<Category, number>;
  return {
    url: path,
    runs: results.length,
    scores,
    cls: median(results.map((run) => run.cls)),
    lcpMs: median(results.map((run) => run.lcpMs)),
    tbtMs: median(results.map((run) => run.tbtMs)),
    errors,
  };
}

/**
 * Serves the build with the production app (compression, cache headers, redirects as deployed) on a free
 * loopback port and audits each URL in turn: parallel runs would compete for CPU and skew the scores.
 */
export async function measureLighthouse(
  distDir: string,
  paths: readonly string[],
  runs: number,
  log: (message: string) => void,
): Promise<LighthouseScores[]> {
  // Loaded here first, so a missing install is one "could not run" line in the table, not a failure per URL.
  await Promise.all([import('chrome-launcher'), import('lighthouse')]);
  const app = await createApp({ distDir });
  await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const { port } = app.server.address() as AddressInfo;
    const results: LighthouseScores[] = [];
    for (const path of paths) results.push(await auditUrl(`http://127.0.0.1:${port}${path}`, runs, log));
    return results;
  } finally {
    await app.close();
  }
}

/**
 * Lighthouse 13 folded "Properly size images", "Serve images in modern formats" and "Efficiently encode images"
 * into one insight, "Improve image delivery", which gives each image's savings with a reason; the checks are
 * told apart by it.
 */
const imageChecks = [
  { title: 'Properly size images', reason: /larger than it needs to be/ },
  { title: 'Serve images in modern formats', reason: /modern image format/ },
  { title: 'Efficiently encode images', reason: /^Increasing the image compression factor/ },
] as const;

export interface ImageAudit {
  url: string;
  /** The check as Lighthouse named it before version 13, e.g. "Properly size images". */
  title: string;
  /** Lighthouse as it reports (`lighthouse`) or told the page's own pixel ratio (`page`): see pageDprTrace. */
  dpr: 'lighthouse' | 'page';
  /** Images Lighthouse would serve differently for this reason; none is a pass. */
  images: number;
  /** What Lighthouse says could be saved. */
  wastedBytes: number;
  error?: string;
}

interface DeliveryItem {
  url?: string;
  subItems?: { items?: { reason?: string; wastedBytes?: number }[] };
}

interface TraceFile {
  traceEvents: { name: string; args?: { data?: { dpr?: number } } }[];
}

/**
 * The trace engine behind Lighthouse 13 takes the device pixel ratio from the first viewport painted, and an SVG
 * <img> (the header's logo) is painted as a document of its own at ratio 1 before the page: Lighthouse then
 * compares each file with the photo's CSS pixels instead of its device pixels and calls a file sized for the
 * emulated 1.75x screen 3 times too large (GoogleChrome/lighthouse#17080). The same trace without those
 * viewports is what the audit means: the page's own ratio.
 */
function pageDprTrace(trace: TraceFile, pageDpr: number): TraceFile {
  return {
    ...trace,
    traceEvents: trace.traceEvents.filter((event) => event.name !== 'PaintTimingVisualizer::Viewport' || event.args?.data?.dpr === pageDpr),
  };
}

function imageChecksOf(audit: { details?: unknown; scoreDisplayMode?: string; errorMessage?: string } | undefined) {
  if (!audit || audit.scoreDisplayMode === 'error') throw new Error(audit?.errorMessage ?? 'no image delivery insight');
  const items = ((audit.details as { items?: DeliveryItem[] } | undefined)?.items ?? []) as DeliveryItem[];
  return imageChecks.map((check) => ({
    title: check.title,
    found: items.flatMap((item) =>
      (item.subItems?.items ?? [])
        .filter((sub) => check.reason.test(sub.reason ?? ''))
        .map((sub) => ({ url: item.url, bytes: sub.wastedBytes ?? 0, reason: sub.reason ?? '' })),
    ),
  }));
}

/**
 * Lighthouse's image delivery insight (mobile, as PageSpeed Insights) of each path of a build, served as deployed:
 * gathered once, audited as Lighthouse reports it and with the page's own pixel ratio (pageDprTrace).
 */
export async function measureImageAudits(distDir: string, paths: readonly string[], log: (message: string) => void): Promise<ImageAudit[]> {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const app = await createApp({ distDir });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const flags = { output: 'json' as const, logLevel: 'error' as const, onlyAudits: ['image-delivery-insight'] };
  /** Gathers `url` in a fresh Chromium, then audits it as Lighthouse reports and with the page's own ratio. */
  const audits = async (url: string, artifactsDir: string): Promise<Omit<ImageAudit, 'url'>[]> => {
    const chrome = await launch({ chromePath: fullChromium, chromeFlags, logLevel: 'silent' });
    try {
      await lighthouse(url, { ...flags, port: chrome.port, gatherMode: artifactsDir });
    } finally {
      chrome.kill();
    }
    const audited = async (dpr: ImageAudit['dpr']) => {
      const lhr = (await lighthouse(undefined, { ...flags, auditMode: artifactsDir }))?.lhr;
      if (!lhr || lhr.runtimeError) throw new Error(lhr?.runtimeError?.message ?? 'Lighthouse returned no result');
      const checks = imageChecksOf(lhr.audits['image-delivery-insight']).map(({ title, found }) => {
        const wastedBytes = found.reduce((sum, image) => sum + image.bytes, 0);
        log(
          `lighthouse ${new URL(url).pathname} (${dpr} DPR): ${title}: ${found.length} images, ${Math.round(wastedBytes / 1000)} kB to save${found.map((image) => `\n    ${image.url}: ${image.reason}`).join('')}`,
        );
        return { title, dpr, images: found.length, wastedBytes };
      });
      return { checks, pageDpr: lhr.configSettings.screenEmulation.deviceScaleFactor };
    };
    const reported = await audited('lighthouse');
    const traceFile = join(artifactsDir, 'trace.json');
    await writeFile(traceFile, JSON.stringify(pageDprTrace(JSON.parse(await readFile(traceFile, 'utf8')), reported.pageDpr)));
    return [...reported.checks, ...(await audited('page')).checks];
  };
  const results: ImageAudit[] = [];
  try {
    const { port } = app.server.address() as AddressInfo;
    for (const path of paths) {
      const artifactsDir = await mkdtemp(join(tmpdir(), 'lighthouse-'));
      const url = `http://127.0.0.1:${port}${path}`;
      try {
        // Lighthouse's own advice for its sporadic trace errors is to run again: one retry.
        const found = await audits(url, artifactsDir).catch((error: unknown) => {
          log(`lighthouse ${path}: ${message(error)}; once more`);
          return audits(url, artifactsDir);
        });
        results.push(...found.map((audit) => ({ url: path, ...audit })));
      } catch (error) {
        for (const check of imageChecks) {
          for (const dpr of ['lighthouse', 'page'] as const)
            results.push({ url: path, title: check.title, dpr, images: 0, wastedBytes: 0, error: message(error) });
        }
      } finally {
        await rm(artifactsDir, { recursive: true, force: true });
      }
    }
    return results;
  } finally {
    await app.close();
  }
}
