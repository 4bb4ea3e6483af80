import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Plugin, ViteDevServer } from 'vite';
import { isoDate } from '../generator/content/closed-entries.ts';
import { type LoadResult, loadContent, type YamlSourceCache } from '../generator/content/load-content.ts';
import type { Problem } from '../generator/content/problem.ts';
import { imageCacheDir } from '../generator/media/image-cache.ts';
import { serverManifest } from '../generator/outputs/site-files.ts';
import { type Environment, SettingsError } from '../generator/settings/contact-public-config.ts';
import type { SiteInput, ValidContent } from '../renderer/build/site-input.ts';
import { editorPath } from '../renderer/editor/api.ts';
import { oneAtATime } from '../renderer/editor/one-at-a-time.ts';
import { contentFileExtension } from '../schemas/asset-kinds.ts';
import { checkListenable, siteListenSettings } from '../server/listen-problem.ts';
import { linksToRegionDomains } from './build-settings.ts';
import { announceDevServer, withdrawDevServer } from './dev-address.ts';
import { refreshOnCodeChange } from './dev-code-changes.ts';
import { openDevContact } from './dev-contact.ts';
import { contentErrorOverlay } from './dev-overlay.ts';
import { devSearch } from './dev-search.ts';
import { devViteCacheDir } from './dev-vite-cache.ts';
import { openWaitingPage } from './dev-waiting-page.ts';
import { editorGuard } from './editor/guard.ts';
import type { EditorSession, editorRoutes } from './editor/routes.ts';
import { missingPageTemplates } from './page-templates.ts';
import { formatReport, hasErrors, summaryLine } from './problem-formats.ts';
import { clockTime, watchContent } from './watch.ts';

interface DevOptions {
  contentDir: string;
  port: number;
  host: string;
  /** The settings the contact endpoint reads (server/config.ts), handed down by the command. */
  env: Environment;
  /** Addresses besides this computer's own that the editor at /_edit answers at (a team's proxy, cli/editor/guard.ts). */
  editorOrigins?: readonly string[];
  /** `--today`: the site as on that day (closed openings, certificates' dates); by default the day it started. */
  today?: string;
}

interface DevServer {
  url: string;
  close(): Promise<void>;
}

const projectRoot = path.resolve(import.meta.dirname, '..');
/** The custom HMR event renderer/+client.ts answers with Vike's reload(). */
const contentChangedEvent = 'site:content-changed';

const log = (message: string) => process.stdout.write(`${clockTime()} ${message}\n`);

/**
 * `site dev`: Vike's development server with live content. On every save in content/ it validates again; valid
 * content becomes the content the pages render (handed to Vite as renderer/build/site-input.ts) and open pages
 * fetch their data again without reloading (assets and routing changes reload the page); a content error shows as Vite's error overlay with
 * file:line:col, and the pages keep the last valid content. POST /api/send-email works as in `site serve`, and
 * site search from an index built when first used and again after each valid save (cli/dev-search.ts).
 */
async function startDevServer({
  contentDir: givenContentDir,
  port,
  host,
  env,
  editorOrigins = [],
  today: givenToday,
}: DevOptions): Promise<DevServer> {
  // A port another server holds is said at once, before the content is loaded and the contact endpoint opened.
  await checkListenable({ host, port, settings: siteListenSettings });
  const contentDir = path.resolve(givenContentDir);
  // Only the files an editor saved are parsed again, which keeps a refresh well within the 1 s budget.
  const sourceCache: YamlSourceCache = new Map();
  // A preview: drafts and texts still to translate are shown with badges instead of stopping the server.
  const cacheDir = imageCacheDir();
  // One day for the whole session: the pages, the checks and the editor agree, past midnight too.
  const today = givenToday ?? isoDate();
  const load = () => loadContent(contentDir, { sourceCache, preview: true, today, cacheDir });
  const first = await firstValidContent(load, contentDir, port, host);
  const live = liveContent(first.valid);
  const input: SiteInput = {
    contentDir,
    imageCacheDir: cacheDir,
    regionDomains: linksToRegionDomains(),
    today,
    current: live.current,
  };
  const contact = await contactEndpoint(env, first.valid);
  const overlay = contentErrorOverlay(path.dirname(contentDir));
  let siteUrl = '';
  const search = devSearch({ origin: () => siteUrl, routes: () => live.current().routes });
  // One queue of changes and one list of added pictures for every version of the editor's routes: Vite makes them
  // again after a change of code, and configures a new server (and the routes) when it restarts.
  const editorSession: EditorSession = { change: oneAtATime(), uploads: new Set() };
  const editor = (server: ViteDevServer) =>
    editorThroughVite(server, {
      session: editorSession,
      contentDir,
      guard: editorGuard(editorOrigins),
      routes: () => live.current().routes,
      page: (pageUrl, html) => server.transformIndexHtml(pageUrl, html),
      today,
    });
  // A start that fails (the port taken since it was checked) closes the contact endpoint, which would keep the
  // process running after the error.
  const { viteServer, url } = await startViteServer({
    input,
    plugin: devPlugin(contact, overlay, search, editor),
    contentDir,
    port: first.port,
    host,
  }).catch(async (error: unknown) => {
    await contact.close();
    throw error;
  });
  siteUrl = url;
  const noticeTemplates = missingTemplatesNotice(viteServer);
  await noticeTemplates();
  const loadWithVite = loadThroughVite(viteServer, { contentDir, sourceCache, cacheDir, today });
  const refresh = contentRefresher({
    load: async () => {
      const result = await loadWithVite();
      await noticeTemplates();
      return result;
    },
    first: first.valid,
    live,
    contact,
    overlay,
    viteServer,
    search,
  });
  const watcher = await refreshOnSave(contentDir, refresh);
  const codeChanges = refreshOnCodeChange((file) => {
    // The server as it is now: a restart gives this object the new server's environments.
    for (const environment of Object.values(viteServer.environments)) environment.moduleGraph.onFileChange(file);
  }, watcher.enqueue);
  await codeChanges.ready;
  await announceDevServer(contentDir, url);
  log(`site dev: ${url} (content from ${path.relative(process.cwd(), contentDir) || contentDir}; Ctrl+C stops)`);
  return {
    url,
    async close() {
      await withdrawDevServer(contentDir);
      await codeChanges.close();
      await watcher.close();
      await viteServer.close();
      await contact.close();
    },
  };
}

type Load = () => Promise<LoadResult>;

/**
 * The content loader as Vite runs it, with the editor schemas written from it: Vite loads a changed schema or
 * check module afresh, so a new kind of content (schemas/collections.ts) is validated, previewed and offered to the
 * editor at the next save, without restarting `site dev`.
 */
function loadThroughVite(
  viteServer: ViteDevServer,
  { contentDir, sourceCache, cacheDir, today }: { contentDir: string; sourceCache: YamlSourceCache; cacheDir: string; today: string },
): Load {
  return async () => {
    const [loader, jsonSchemas] = (await Promise.all([
      viteServer.ssrLoadModule('/generator/content/load-content.ts'),
      viteServer.ssrLoadModule('/generator/content/json-schemas.ts'),
    ])) as [typeof import('../generator/content/load-content.ts'), typeof import('../generator/content/json-schemas.ts')];
    const result = await loader.loadContent(contentDir, { sourceCache, preview: true, today, cacheDir });
    if (result.locales) await jsonSchemas.writeContentJsonSchemas(contentDir, result.locales);
    return result;
  };
}

/**
 * Says the page templates the kinds declare that are not written yet, as `site build` names them, each time the
 * list changes: a page of a new kind answers 404 here until its folder exists, which by itself says nothing of why.
 */
function missingTemplatesNotice(viteServer: ViteDevServer): () => Promise<void> {
  let said = '';
  return async () => {
    // The declarations as Vite runs them now, so a kind declared while site dev runs is looked at too.
    const { declaredCollections } = (await viteServer.ssrLoadModule(
      '/schemas/collections.ts',
    )) as typeof import('../schemas/collections.ts');
    const missing = (await missingPageTemplates(declaredCollections)).join('\n');
    if (missing && missing !== said) process.stderr.write(`${missing}\nUntil then those pages answer 404 here, and site build stops.\n`);
    said = missing;
  };
}

type EditorHandler = ReturnType<typeof editorRoutes>;

/**
 * The editor's routes as Vite runs them, like the loader: after a change of a schema, a declaration or a check,
 * the next request to /_edit is answered by routes made from the new code, so a new kind is listed and a new
 * field is in its form without restarting `site dev`. Routes made once serve every request until then.
 */
function editorThroughVite(
  viteServer: ViteDevServer,
  options: Parameters<typeof editorRoutes>[0] & { session: EditorSession },
): EditorHandler {
  let made: { module: unknown; serve: EditorHandler } | undefined;
  return async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://dev.invalid');
    if (pathname !== editorPath && !pathname.startsWith(`${editorPath}/`)) return false;
    const module = (await viteServer.ssrLoadModule('/cli/editor/routes.ts')) as typeof import('./editor/routes.ts');
    if (made?.module !== module) made = { module, serve: module.editorRoutes(options) };
    return made.serve(request, response);
  };
}

/**
 * The content the server starts with. Drafts and texts still to translate are warnings: the preview shows them,
 * and the editor sees the list here. Invalid content opens a page listing the problems on the port until a save
 * makes it valid; the site then starts on the port that page was given.
 */
async function firstValidContent(
  load: Load,
  contentDir: string,
  port: number,
  host: string,
): Promise<{ valid: ValidContent; port: number }> {
  let current = await load();
  if (current.problems.length > 0) process.stderr.write(`${formatReport('human', current.problems, current.stats)}\n`);
  let sitePort = port;
  if (!current.content) {
    const waiting = await openWaitingPage(port, host, current.problems);
    sitePort = waiting.port;
    log(
      `the site starts as soon as the content is valid: fix the problems above and save (until then ${localUrl(host, sitePort)} lists them).`,
    );
    current = await validContent(contentDir, load, waiting.show);
    await waiting.close();
  }
  if (!current.content || !current.routes) throw new Error('The content loaded without its pages: run `npm run validate`.');
  return { valid: { content: current.content, routes: current.routes }, port: sitePort };
}

/** What the pages render: the last valid content, replaced (a new object) on each valid save. */
function liveContent(first: ValidContent) {
  let rendered = first;
  return {
    current: () => rendered,
    replace(next: ValidContent): void {
      rendered = next;
    },
  };
}

type ContactEndpoint = Awaited<ReturnType<typeof contactEndpoint>>;

/** POST /api/send-email as in `site serve`, opened again with each valid content; off (and said once) when its settings are missing. */
async function contactEndpoint(env: Environment, first: ValidContent) {
  let contactApp: FastifyInstance | undefined;
  const mount = async ({ content, routes }: ValidContent) => {
    let opened: Awaited<ReturnType<typeof openDevContact>>;
    try {
      opened = await openDevContact(serverManifest(content, routes), env);
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
  await mount(first);
  return { mount, app: () => contactApp, close: async () => contactApp?.close() };
}

/**
 * The dev server's own routes: the editor at /_edit (cli/editor/routes.ts), the contact endpoint under /api/, the
 * search index under /pagefind/ (cli/dev-search.ts), and the content error to every page that connects.
 */
function devPlugin(
  contact: ContactEndpoint,
  overlay: ReturnType<typeof contentErrorOverlay>,
  search: ReturnType<typeof devSearch>,
  editor: (server: ViteDevServer) => EditorHandler,
): Plugin {
  return {
    name: 'site:dev',
    configureServer(server) {
      const editing = editor(server);
      server.middlewares.use((request: IncomingMessage, response: ServerResponse, next: () => void) => {
        const pathname = new URL(request.url ?? '/', 'http://dev.invalid').pathname;
        if (!outboxFiles.test(pathname) && !outboxFiles.test(decodedOrAsIs(pathname))) return next();
        response.statusCode = 403;
        response.end('The contact outbox is not served.');
      });
      server.middlewares.use((request: IncomingMessage, response: ServerResponse, next: () => void) => {
        void editing(request, response).then((served) => {
          if (!served) next();
        }, next);
      });
      server.middlewares.use((request: IncomingMessage, response: ServerResponse, next: () => void) => {
        void search.serve(request, response).then((served) => {
          if (!served) next();
        }, next);
      });
      server.middlewares.use((request: IncomingMessage, response: ServerResponse, next: () => void) => {
        if (!request.url?.startsWith('/api/')) return next();
        const contactApp = contact.app();
        if (!contactApp) {
          response.statusCode = 503;
          response.setHeader('content-type', 'application/json');
          response.end(JSON.stringify({ success: false, error: 'contact_unavailable' }));
          return;
        }
        contactApp.routing(request, response);
      });
      // To the page that connects only: `server.ws.send` would show the error again on every open page, over the one
      // whose editor had just hidden it with Esc.
      server.ws.on('connection', (socket) => {
        const shown = overlay.shown();
        if (shown) socket.send(JSON.stringify(shown));
      });
    },
  };
}

/**
 * The project folder is Vite's root, and Vite serves any file under it that its own list (`server.fs.deny`, kept
 * as Vite has it) does not name: never the contact outbox, visitors' messages, nor a copy of it.
 */
const outboxFiles = /^\/data\/|\.sqlite(?:$|[-.])/i;
const decodedOrAsIs = (pathname: string) => {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
};

/** Vike's development server with the project's configuration, built here with the content it renders (Vite keeps it across restarts). */
async function startViteServer({
  input,
  plugin,
  contentDir,
  port,
  host,
}: {
  input: SiteInput;
  plugin: Plugin;
  contentDir: string;
  port: number;
  host: string;
}): Promise<{ viteServer: ViteDevServer; url: string }> {
  const [{ dev }, { mergeConfig }, { siteViteConfig }] = await Promise.all([
    import('vike/api'),
    import('vite'),
    import('../vite.config.ts'),
  ]);
  const { viteServer } = await dev({
    viteConfig: mergeConfig(siteViteConfig(input), {
      configFile: false,
      root: projectRoot,
      cacheDir: await devViteCacheDir(contentDir),
      plugins: [plugin],
      // The content folder has its own watcher (watchContent below), which validates before anything reloads:
      // one watcher per file, and Vite never reloads a page on a half-saved YAML file.
      server: {
        port,
        host,
        strictPort: true,
        watch: { ignored: [`${contentDir}/**`] },
        // No page of another origin reads what it serves (Vite answers other localhost ports by default).
        cors: false,
      },
      logLevel: 'warn',
    }),
  });
  const address = viteServer.httpServer?.address();
  return { viteServer, url: localUrl(host, typeof address === 'object' && address ? address.port : port) };
}

/**
 * What a save does: invalid content shows the error and keeps the last valid content; valid content is what the
 * pages render from then on, with open pages refreshing their data, or reloading when pictures or routes changed.
 */
function contentRefresher({
  load,
  first,
  live,
  contact,
  overlay,
  viteServer,
  search,
}: {
  load: Load;
  first: ValidContent;
  live: ReturnType<typeof liveContent>;
  contact: ContactEndpoint;
  overlay: ReturnType<typeof contentErrorOverlay>;
  viteServer: ViteDevServer;
  search: ReturnType<typeof devSearch>;
}) {
  // The pages' paths, from the route table the loader built (with the kinds of content as they are declared now).
  const pathsOf = (routes: ValidContent['routes']) => routes.map((route) => route.path).join('\n');
  let routing = pathsOf(first.routes);
  return async (changed: string[]) => {
    const started = performance.now();
    const result = await load();
    const where = changed.filter((name) => contentFileExtension.test(name)).join(', ') || 'content';
    if (!result.content || !result.routes || hasErrors(result.problems)) {
      const changedError = await overlay.show(result.problems);
      if (changedError) viteServer.ws.send(changedError);
      process.stderr.write(`${formatReport('human', result.problems, result.stats)}\n`);
      log(`${where}: the page shows the error; it keeps the last valid content until it is fixed.`);
      return;
    }
    overlay.clear();
    const valid = { content: result.content, routes: result.routes };
    live.replace(valid);
    search.invalidate();
    const nextRouting = pathsOf(result.routes);
    if (nextRouting !== routing) {
      // New regions or entries (services, cases, any kind's) change the route table, which the router reads from
      // `input` on each request: every open page of the site reloads to show them or leave a removed one. Vite's
      // server is not started again: its clients (the browser editor with text typed and not saved, too) would
      // reload each time they reconnect.
      routing = nextRouting;
      viteServer.ws.send({ type: 'full-reload', path: '*' });
      log(`${where}: pages added or removed; pages reloaded.`);
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
    await contact.mount(valid);
  };
}

/** The content watcher: saves refresh one after another, in order; closing waits for the refresh under way. */
async function refreshOnSave(
  contentDir: string,
  refresh: (changed: string[]) => Promise<void>,
): Promise<{ enqueue(changed: string[]): void; close(): Promise<void> }> {
  let queue = Promise.resolve();
  const enqueue = (changed: string[]) => {
    queue = queue
      .then(() => refresh(changed))
      .catch((error: unknown) => {
        log(`could not refresh: ${error instanceof Error ? error.message : String(error)}`);
      });
  };
  const watcher = watchContent(contentDir, enqueue);
  await watcher.ready;
  return {
    enqueue,
    async close() {
      await watcher.close();
      await queue;
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
function validContent(contentDir: string, load: Load, show: (problems: readonly Problem[]) => void): Promise<LoadResult> {
  return new Promise((resolve) => {
    let checking = Promise.resolve();
    const watcher = watchContent(contentDir, () => {
      checking = checking
        .then(async () => {
          const result = await load();
          if (result.content) {
            await watcher.close();
            resolve(result);
          } else {
            show(result.problems);
            process.stderr.write(`${formatReport('human', result.problems, result.stats)}\n`);
          }
        })
        // As a refresh that fails (refreshOnSave): said, and the next save checks again.
        .catch((error: unknown) => {
          log(`could not check the content: ${error instanceof Error ? error.message : String(error)}`);
        });
    });
  });
}
