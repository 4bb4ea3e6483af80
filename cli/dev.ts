import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Plugin } from 'vite';
import { type LoadResult, loadContent, type YamlSourceCache } from '../generator/content/load-content.ts';
import type { Problem } from '../generator/content/problem.ts';
import { imageCacheDir } from '../generator/media/image-cache.ts';
import { serverManifest } from '../generator/outputs/site-files.ts';
import { routingFacts } from '../generator/routes/routes.ts';
import { type Environment, SettingsError } from '../generator/settings/contact-public-config.ts';
import type { SiteInput, ValidContent } from '../renderer/build/site-input.ts';
import { contentFileExtension } from '../schemas/asset-kinds.ts';
import { linksToRegionDomains } from './build-settings.ts';
import { announceDevServer, withdrawDevServer } from './dev-address.ts';
import { openDevContact } from './dev-contact.ts';
import { openWaitingPage } from './dev-waiting-page.ts';
import { formatReport, hasErrors, problemLine, summaryLine } from './problem-formats.ts';
import { watchContent } from './watch.ts';

interface DevOptions {
  contentDir: string;
  port: number;
  host: string;
  /** The settings the contact endpoint reads (server/config.ts), handed down by the command. */
  env: Environment;
}

interface DevServer {
  url: string;
  close(): Promise<void>;
}

const projectRoot = path.resolve(import.meta.dirname, '..');
/** The custom HMR event renderer/+client.ts answers with Vike's reload(). */
const contentChangedEvent = 'site:content-changed';

const log = (message: string) => process.stdout.write(`${new Date().toTimeString().slice(0, 8)} ${message}\n`);

/**
 * `site dev`: Vike's development server with live content. On every save in content/ it validates again; valid
 * content becomes the content the pages render (handed to Vite as renderer/build/site-input.ts) and open pages
 * fetch their data again without reloading (assets and routing changes reload the page); a content error shows as Vite's error overlay with
 * file:line:col, and the pages keep the last valid content. POST /api/send-email works as in `site serve`.
 */
async function startDevServer({ contentDir: givenContentDir, port, host, env }: DevOptions): Promise<DevServer> {
  const contentDir = path.resolve(givenContentDir);
  const projectOfContent = path.dirname(contentDir);
  // Only the files an editor saved are parsed again, which keeps a refresh well within the 1 s budget.
  const sourceCache: YamlSourceCache = new Map();

  // A preview: drafts and texts still to translate are shown with badges instead of stopping the server.
  let current = await loadContent(contentDir, { sourceCache, preview: true });
  // Drafts and texts still to translate are warnings: the preview shows them, and the editor sees the list here.
  if (current.problems.length > 0) process.stderr.write(`${formatReport('human', current.problems, current.stats)}\n`);
  let sitePort = port;
  if (!current.content) {
    const waiting = await openWaitingPage(port, host, current.problems);
    sitePort = waiting.port;
    log(
      `the site starts as soon as the content is valid: fix the problems above and save (until then ${localUrl(host, sitePort)} lists them).`,
    );
    current = await validContent(contentDir, sourceCache, waiting.show);
    await waiting.close();
  }
  if (!current.content || !current.routes) throw new Error('The content loaded without its pages: run `npm run validate`.');
  /** What the pages render: the last valid content, replaced (a new object) on each valid save. */
  let rendered: ValidContent = { content: current.content, routes: current.routes };
  const input: SiteInput = { contentDir, imageCacheDir: imageCacheDir(), regionDomains: linksToRegionDomains(), current: () => rendered };

  let contactApp: FastifyInstance | undefined;
  const mountContact = async (result: LoadResult) => {
    if (!result.content || !result.routes) return;
    let opened: Awaited<ReturnType<typeof openDevContact>>;
    try {
      opened = await openDevContact(serverManifest(result.content, result.routes), env);
    } catch (error) {
      if (!(error instanceof SettingsError)) throw error;
      if (!contactApp) log(`the contact endpoint is off: ${error.message}`);
      return;
    }
    const { app, warnings } = opened;
    const previous = contactApp;
    contactApp = app;
    if (!previous) for (const warning of warnings) log(`contact endpoint: ${warning}`);
    await previous?.close();
  };
  await mountContact(current);

  /** The content error on show, sent again to every page that connects while it lasts. */
  let shownError: ReturnType<typeof overlayError> | undefined;
  const devPlugin: Plugin = {
    name: 'site:dev',
    configureServer(server) {
      server.middlewares.use((request: IncomingMessage, response: ServerResponse, next: () => void) => {
        if (!request.url?.startsWith('/api/')) return next();
        if (!contactApp) {
          response.statusCode = 503;
          response.setHeader('content-type', 'application/json');
          response.end(JSON.stringify({ success: false, error: 'contact_unavailable' }));
          return;
        }
        contactApp.routing(request, response);
      });
      server.ws.on('connection', () => {
        if (shownError) server.ws.send(shownError);
      });
    },
  };

  const [{ dev }, { mergeConfig }, { siteViteConfig }] = await Promise.all([
    import('vike/api'),
    import('vite'),
    import('../vite.config.ts'),
  ]);
  const { viteServer } = await dev({
    // The project's configuration, built here with the content it renders (Vite keeps it across restarts).
    viteConfig: mergeConfig(siteViteConfig(input), {
      configFile: false,
      root: projectRoot,
      plugins: [devPlugin],
      // The content folder has its own watcher (watchContent below), which validates before anything reloads:
      // one watcher per file, and Vite never reloads a page on a half-saved YAML file.
      server: { port: sitePort, host, strictPort: true, watch: { ignored: [`${contentDir}/**`] } },
      logLevel: 'warn',
    }),
  });
  const address = viteServer.httpServer?.address();
  const url = localUrl(host, typeof address === 'object' && address ? address.port : sitePort);

  let routing = JSON.stringify(current.content ? routingFacts(current.content.site) : undefined);
  const refresh = async (changed: string[]) => {
    const started = performance.now();
    const result = await loadContent(contentDir, { sourceCache, preview: true });
    const where = changed.filter((name) => contentFileExtension.test(name)).join(', ') || 'content';
    if (!result.content || !result.routes || hasErrors(result.problems)) {
      shownError = overlayError(result.problems, projectOfContent, await frameOf(result.problems[0], projectOfContent));
      viteServer.ws.send(shownError);
      process.stderr.write(`${formatReport('human', result.problems, result.stats)}\n`);
      log(`${where}: the page shows the error; it keeps the last valid content until it is fixed.`);
      return;
    }
    shownError = undefined;
    current = result;
    rendered = { content: result.content, routes: result.routes };
    const nextRouting = JSON.stringify(routingFacts(result.content.site));
    if (nextRouting !== routing) {
      // New regions, services or cases change the route table. The router reads it from `input` on each request;
      // the server still starts again, so the new pages' modules load afresh, and every open page reloads.
      routing = nextRouting;
      await viteServer.restart();
      viteServer.ws.send({ type: 'full-reload', path: '*' });
      log(`${where}: pages added or removed; server restarted and pages reloaded.`);
    } else {
      // A changed picture keeps its address, so only a reload shows it; YAML only changes page data.
      const assetsChanged = changed.some((name) => name.startsWith('assets/'));
      viteServer.ws.send(
        assetsChanged ? { type: 'full-reload', path: '*' } : { type: 'custom', event: contentChangedEvent, data: { changed } },
      );
      log(
        `${where}: ${assetsChanged ? 'pages reloaded' : 'page data refreshed'} (${Math.round(performance.now() - started)} ms). ${summaryLine(result.problems, result.stats)}`,
      );
    }
    await mountContact(result);
  };
  let queue = Promise.resolve();
  const watcher = watchContent(
    contentDir,
    (changed) => {
      queue = queue
        .then(() => refresh(changed))
        .catch((error: unknown) => {
          log(`could not refresh: ${error instanceof Error ? error.message : String(error)}`);
        });
    },
    30,
  );
  await watcher.ready;

  await announceDevServer(contentDir, url);
  log(`site dev: ${url} (content from ${path.relative(process.cwd(), contentDir) || contentDir}; Ctrl+C stops)`);
  return {
    url,
    async close() {
      await withdrawDevServer(contentDir);
      await watcher.close();
      await queue;
      await viteServer.close();
      await contactApp?.close();
    },
  };
}

/** `site dev` until Ctrl+C. */
export async function devCommand(options: DevOptions): Promise<number> {
  const server = await startDevServer(options);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await server.close();
  return 0;
}

const localUrl = (host: string, port: number) => `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;

/** Waits for a save that makes the content valid (the development server needs the route table to start). */
function validContent(contentDir: string, sourceCache: YamlSourceCache, show: (problems: readonly Problem[]) => void): Promise<LoadResult> {
  return new Promise((resolve) => {
    let checking = Promise.resolve();
    const watcher = watchContent(contentDir, () => {
      checking = checking.then(async () => {
        const result = await loadContent(contentDir, { sourceCache, preview: true });
        if (result.content) {
          await watcher.close();
          resolve(result);
        } else {
          show(result.problems);
          process.stderr.write(`${formatReport('human', result.problems, result.stats)}\n`);
        }
      });
    });
  });
}

/** Vite's error payload: the overlay shows the message, `file:line:col` (a link that opens the editor) and the lines around it. */
function overlayError(problems: readonly Problem[], projectOfContent: string, frame: string | undefined) {
  const errors = problems.filter((problem) => problem.severity === 'error');
  const [first] = errors;
  const message = errors.map(problemLine).join('\n');
  return {
    type: 'error' as const,
    err: {
      // No `plugin` field: Vite would print it as "[plugin:...]", which means nothing to an editor.
      message: `${errors.length === 1 ? 'The content has an error' : `The content has ${errors.length} errors`}. Until it is fixed and saved, the page behind this message shows the last valid content (Esc hides this message, not the error).\n${message}`,
      stack: '',
      ...(first
        ? {
            id: path.join(projectOfContent, first.file),
            loc: { file: path.join(projectOfContent, first.file), line: first.line, column: first.col },
          }
        : {}),
      ...(frame ? { frame } : {}),
    },
  };
}

/** A few lines of the file around the problem, in the code-frame form Vite's overlay recognises. */
async function frameOf(problem: Problem | undefined, projectOfContent: string): Promise<string | undefined> {
  if (!problem) return undefined;
  const lines = await readFile(path.join(projectOfContent, problem.file), 'utf8').then(
    (text) => text.split('\n'),
    () => undefined,
  );
  if (!lines) return undefined;
  const first = Math.max(1, problem.line - 2);
  const last = Math.min(lines.length, problem.line + 2);
  const width = String(last).length;
  const out: string[] = [];
  for (let number = first; number <= last; number++) {
    out.push(`${number === problem.line ? '>' : ' '} ${String(number).padStart(width)} | ${lines[number - 1] ?? ''}`);
    if (number === problem.line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, problem.col - 1))}^`);
  }
  return `${out.join('\n')}\n`;
}
