import { spawn } from 'node:child_process';
import { copyFile, cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isMap, isSeq, parseDocument } from 'yaml';
import { vikeFolderOf } from '../cli/vike-bundles.ts';
import { cacheRoot } from '../generator/outputs/cache-folders.ts';
import { median } from './table.ts';

export const repoRoot = path.resolve(import.meta.dirname, '..');
const siteCli = path.join(repoRoot, 'cli', 'site.ts');

interface BuildSample {
  milliseconds: number[];
  medianMs: number;
  /** index.html files under dist/client: every prerendered page plus `/`. */
  pages: number;
}

export interface BuildTiming {
  /** Builds whose code changed since the last one: Vite bundles, then Vike prerenders. */
  cold: BuildSample;
  /** Builds after a change of content only: the bundles of the build before are kept (cli/vike-bundles.ts). */
  base: BuildSample;
  more: BuildSample;
  /**
   * The median of the paired differences between the two content-only builds (run back to back), divided by the
   * page difference.
   */
  msPerExtraPage: number;
  /** The output of the last normal build: a fresh `site build` of the working tree, for the other benchmarks. */
  baseDist: string;
  /** The phase lines `site build` printed on its last build of each kind (name, time, what it did). */
  phases: { cold: string[]; base: string[] };
  /** A one-page Vike + React project built the same way in the same runs: what the stack costs before any page. */
  floor: { milliseconds: number[]; medianMs: number };
  /**
   * The same project with as many one-line pages as the site has (`pages`): what the stack costs for that URL count,
   * which issue 23 measures against (Astro building the same URL count).
   */
  floorSameCount: { milliseconds: number[]; medianMs: number; pages: number };
  /**
   * The same project with as many one-line pages as the bigger site (`more`), right after `floorSameCount`: the
   * stack's own time per additional page, which no page, content or phase of this project is part of.
   */
  floorMore: { milliseconds: number[]; medianMs: number; msPerExtraPage: number };
  /**
   * Astro building the same URL count (one-line pages of one route, as the floor's), which issue 23 names as the
   * reference, and as many pages as the bigger site (`more`), for its time per additional page; absent when Astro
   * could not be installed from the npm registry.
   */
  astro?: {
    milliseconds: number[];
    medianMs: number;
    version: string;
    more: { milliseconds: number[]; medianMs: number };
    msPerExtraPage: number;
  };
}

interface BuildTimingOptions {
  /** Scratch folder inside the repository (Vike cannot build into an --out outside the project root). */
  workDir: string;
  runs: number;
  extraServices: number;
  log: (message: string) => void;
}

/**
 * Wall-clock time of a build as a user runs it (for `site build`: node start-up, validation, Vite, prerender, swap), in a
 * child process so every run starts cold like a real build, and with the same Node as the bench.
 */
async function timeBuild(args: string[], cwd = repoRoot, env = process.env): Promise<{ milliseconds: number; stdout: string }> {
  const started = performance.now();
  let stdout = '';
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      keep(chunk);
    });
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}:\n${output}`))));
  });
  return { milliseconds: performance.now() - started, stdout };
}

async function countPages(distDir: string): Promise<number> {
  const files = await readdir(path.join(distDir, 'client'), { recursive: true });
  return files.filter((file) => path.basename(file) === 'index.html').length;
}

/**
 * A copy of content/ with `count` more service lines (copies of oil.yaml) offered in every region, so the
 * build has more pages to prerender while the repository's content stays untouched.
 */
async function contentWithExtraServices(targetDir: string, count: number): Promise<string> {
  const contentDir = path.join(targetDir, 'content');
  await cp(path.join(repoRoot, 'content'), contentDir, { recursive: true });
  const slugs = Array.from({ length: count }, (_, index) => `bench-extra-${index + 1}`);
  for (const slug of slugs) {
    await copyFile(path.join(contentDir, 'services', 'oil.yaml'), path.join(contentDir, 'services', `${slug}.yaml`));
  }
  const sitePath = path.join(contentDir, 'site.yaml');
  // A YAML document edit rather than text substitution, so it keeps working whatever style the lists use.
  const document = parseDocument(await readFile(sitePath, 'utf8'));
  const regions = document.get('regions');
  if (!isSeq(regions)) throw new Error('content/site.yaml has no regions list');
  for (const region of regions.items) {
    const services = isMap(region) ? region.get('services') : undefined;
    if (!isSeq(services)) throw new Error('a region in content/site.yaml has no services list');
    for (const slug of slugs) services.add(document.createNode(slug));
  }
  await writeFile(sitePath, document.toString());
  return contentDir;
}

/**
 * The smallest project on the site's stack: one React page prerendered by Vike with the same settings (no client
 * router, no client hooks), built through Vike's API in a fresh Node as `site build` is. Its time is the part of
 * every build that no change to this project's pages, content or phases can remove. With `pages`, one route
 * prerendered that many times with a one-line page each: the stack's cost for a URL count.
 */
async function minimalVikeProject(folder: string, pages = 1): Promise<string> {
  const page = pages === 1 ? 'index' : 'item';
  await mkdir(path.join(folder, 'pages', page), { recursive: true });
  const pageFiles: Record<string, string> =
    pages === 1
      ? { 'pages/index/+Page.tsx': 'export default function Page() {\n  return <h1>Tecnandes</h1>;\n}\n' }
      : {
          'pages/item/+route.ts': "export default '/p/@id';\n",
          'pages/item/+onBeforePrerenderStart.ts': `export default () => Array.from({ length: ${pages} }, (_, index) => \`/p/\${index}\`);\n`,
          'pages/item/+Page.tsx':
            "import { usePageContext } from 'vike-react/usePageContext';\n\nexport default function Page() {\n  return <h1>Tecnandes {usePageContext().routeParams.id}</h1>;\n}\n",
        };
  const files = {
    'package.json': '{ "type": "module" }\n',
    'vite.config.ts':
      "import react from '@vitejs/plugin-react';\nimport vike from 'vike/plugin';\n\nexport default { plugins: [react(), vike()], build: { reportCompressedSize: false } };\n",
    'pages/+config.ts':
      "import vikeReact from 'vike-react/config';\n\nexport default { extends: [vikeReact], prerender: true, clientRouting: false, clientHooks: false };\n",
    ...pageFiles,
    // Handed its configuration already loaded, as site build does (cli/build.ts).
    'build.mjs':
      "const { build } = await import('vike/api');\nconst { default: config } = await import('./vite.config.ts');\nconsole.log = () => undefined;\nawait build({ viteConfig: { ...config, configFile: false, logLevel: 'error' } });\n",
  };
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(folder, name), text);
  return folder;
}

/** The Astro the bench compares with: issue 23's "Astro 7", pinned so that its figure moves only with this project. */
const astroVersion = '7.3.5';
/** Astro's own build, without its telemetry (it would call out to the internet). */
const astroEnv = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };

/** The Astro project's one route, `pages` one-line pages as the floor's: written before each build of that count. */
const astroRoute = (pages: number) =>
  `---\nexport function getStaticPaths() {\n  return Array.from({ length: ${pages} }, (_, index) => ({ params: { id: String(index) } }));\n}\nconst { id } = Astro.params;\n---\n<h1>Tecnandes {id}</h1>\n`;
const astroRouteFile = (folder: string) => path.join(folder, 'src', 'pages', 'p', '[id].astro');

/**
 * An Astro project of one route (`astroRoute`), with Astro installed from the npm registry into node_modules/.cache
 * on the first run and kept there; undefined, with the reason logged, when the registry cannot be reached.
 */
async function astroProject(log: (message: string) => void): Promise<string | undefined> {
  const folder = path.join(cacheRoot, `bench-astro-${astroVersion}`);
  await mkdir(path.dirname(astroRouteFile(folder)), { recursive: true });
  const files = {
    'package.json': `${JSON.stringify({ private: true, type: 'module', dependencies: { astro: astroVersion } }, null, 2)}\n`,
    'astro.config.mjs': "import { defineConfig } from 'astro/config';\n\nexport default defineConfig({});\n",
  };
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(folder, name), text);
  const installed = await readFile(path.join(folder, 'node_modules', 'astro', 'package.json'), 'utf8').then(
    (text) => (JSON.parse(text) as { version: string }).version === astroVersion,
    () => false,
  );
  if (installed) return folder;
  log(`installing Astro ${astroVersion} for the comparison (once, into ${path.relative(repoRoot, folder)})`);
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: folder, stdio: 'ignore' });
    child.on('error', () => resolve(null));
    child.on('close', resolve);
  });
  if (code === 0) return folder;
  log(`Astro ${astroVersion} could not be installed (npm exited with ${code}): the comparison with Astro is left out`);
  return undefined;
}

export async function measureBuilds({ workDir, runs, extraServices, log }: BuildTimingOptions): Promise<BuildTiming> {
  const baseDist = path.join(workDir, 'dist-base');
  const moreDist = path.join(workDir, 'dist-more');
  const moreContent = await contentWithExtraServices(path.join(workDir, 'more'), extraServices);
  const minimal = await minimalVikeProject(path.join(workDir, 'minimal'));
  // Made once the site's first build has counted its pages.
  let sameCount: string | undefined;
  let moreCount: string | undefined;
  const cold: number[] = [];
  const base: number[] = [];
  const more: number[] = [];
  const floor: number[] = [];
  const floorSameCount: number[] = [];
  const floorMore: number[] = [];
  const astroSameCount: number[] = [];
  const astroMore: number[] = [];
  let astro: string | undefined;
  const phases: BuildTiming['phases'] = { cold: [], base: [] };
  // Indented lines of site build's summary are its phases.
  const phaseLines = (stdout: string) => stdout.split('\n').filter((line) => line.startsWith('  '));
  // The bigger site's output folder gets its bundles first (cli/vike-bundles.ts), in an untimed build.
  await timeBuild([siteCli, 'build', '--content', moreContent, '--out', moreDist]);
  const morePages = await countPages(moreDist);
  // Alternating the builds spreads any drift (caches warming, other work on the machine) over all of them.
  for (let run = 1; run <= runs; run++) {
    // Without the kept bundles the build bundles again, as after any change of code.
    await rm(vikeFolderOf(baseDist), { recursive: true, force: true });
    const bundled = await timeBuild([siteCli, 'build', '--out', baseDist]);
    cold.push(bundled.milliseconds);
    phases.cold = phaseLines(bundled.stdout);
    log(`build ${run}/${runs}: code changed ${(cold.at(-1) ?? 0).toFixed(0)} ms`);
    if (!sameCount) {
      const pages = await countPages(baseDist);
      sameCount = await minimalVikeProject(path.join(workDir, 'minimal-same-count'), pages);
      moreCount = await minimalVikeProject(path.join(workDir, 'minimal-more'), morePages);
      astro = await astroProject(log);
    }
    const normal = await timeBuild([siteCli, 'build', '--out', baseDist]);
    base.push(normal.milliseconds);
    phases.base = phaseLines(normal.stdout);
    log(`build ${run}/${runs}: content changed ${(base.at(-1) ?? 0).toFixed(0)} ms`);
    // Right after the normal build, so that each pair meets the same state of the machine.
    more.push((await timeBuild([siteCli, 'build', '--content', moreContent, '--out', moreDist])).milliseconds);
    log(`build ${run}/${runs}: content changed, +${extraServices} service lines ${(more.at(-1) ?? 0).toFixed(0)} ms`);
    floor.push((await timeBuild([path.join(minimal, 'build.mjs')], minimal)).milliseconds);
    log(`build ${run}/${runs}: one-page Vike + React project ${(floor.at(-1) ?? 0).toFixed(0)} ms`);
    floorSameCount.push((await timeBuild([path.join(sameCount, 'build.mjs')], sameCount)).milliseconds);
    log(`build ${run}/${runs}: Vike + React project of as many pages ${(floorSameCount.at(-1) ?? 0).toFixed(0)} ms`);
    if (moreCount) floorMore.push((await timeBuild([path.join(moreCount, 'build.mjs')], moreCount)).milliseconds);
    log(`build ${run}/${runs}: Vike + React project of ${morePages} pages ${(floorMore.at(-1) ?? 0).toFixed(0)} ms`);
    if (astro) {
      const project = astro;
      const astroBuild = async (pages: number) => {
        await writeFile(astroRouteFile(project), astroRoute(pages));
        return (await timeBuild([path.join(project, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build'], project, astroEnv))
          .milliseconds;
      };
      astroSameCount.push(await astroBuild(await countPages(baseDist)));
      log(`build ${run}/${runs}: Astro ${astroVersion} project of as many pages ${(astroSameCount.at(-1) ?? 0).toFixed(0)} ms`);
      // Right after, as the site's pair: Astro's time per additional page over the same page counts.
      astroMore.push(await astroBuild(morePages));
      log(`build ${run}/${runs}: Astro ${astroVersion} project of ${morePages} pages ${(astroMore.at(-1) ?? 0).toFixed(0)} ms`);
    }
  }
  const pages = await countPages(baseDist);
  const baseSample = { milliseconds: base, medianMs: median(base), pages };
  const moreSample = { milliseconds: more, medianMs: median(more), pages: morePages };
  // The median of the pairs' differences: each pair ran back to back, so the machine's drift between runs cancels.
  const perExtraPage = (bigger: number[], smaller: number[]) =>
    median(bigger.map((ms, index) => ms - (smaller[index] ?? 0))) / (moreSample.pages - baseSample.pages);
  return {
    cold: { milliseconds: cold, medianMs: median(cold), pages },
    base: baseSample,
    more: moreSample,
    msPerExtraPage: perExtraPage(more, base),
    baseDist,
    phases,
    floor: { milliseconds: floor, medianMs: median(floor) },
    floorSameCount: {
      milliseconds: floorSameCount,
      medianMs: median(floorSameCount),
      pages: sameCount ? await countPages(path.join(sameCount, 'dist')) : 0,
    },
    floorMore: { milliseconds: floorMore, medianMs: median(floorMore), msPerExtraPage: perExtraPage(floorMore, floorSameCount) },
    ...(astro
      ? {
          astro: {
            milliseconds: astroSameCount,
            medianMs: median(astroSameCount),
            version: astroVersion,
            more: { milliseconds: astroMore, medianMs: median(astroMore) },
            msPerExtraPage: perExtraPage(astroMore, astroSameCount),
          },
        }
      : {}),
  };
}
