import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where a running `site dev` says its address, next to the content it previews (the project's .scratch folder,
 * which git ignores): `site new` prints preview addresses an editor can open right away instead of the
 * production ones.
 */
const addressFile = (contentDir: string) => path.join(path.dirname(path.resolve(contentDir)), '.scratch', 'site-dev.json');

export async function announceDevServer(contentDir: string, url: string): Promise<void> {
  const file = addressFile(contentDir);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify({ url, contentDir: path.resolve(contentDir), pid: process.pid })}\n`);
}

export async function withdrawDevServer(contentDir: string): Promise<void> {
  await rm(addressFile(contentDir), { force: true });
}

/** Whether the process that wrote the address still runs: a `site dev` that was killed leaves its file behind. */
function stillRunning(pid: unknown): boolean {
  if (typeof pid !== 'number') return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    // ESRCH: no such process; EPERM: a process of another user has that number now, not the site dev that wrote it.
    return false;
  }
}

/**
 * The origin of the `site dev` previewing this content, if one is running and answers. It is asked with Vite's own
 * ping (an empty answer), not for a page: a page is rendered for the asking, which on a busy machine took longer
 * than the wait, and `site new` then printed the production addresses beside a running preview.
 */
export async function runningDevServer(contentDir: string): Promise<string | undefined> {
  const announced = await readFile(addressFile(contentDir), 'utf8')
    .then((text) => JSON.parse(text) as { url?: unknown; contentDir?: unknown; pid?: unknown })
    .catch(() => undefined);
  if (typeof announced?.url !== 'string' || announced.contentDir !== path.resolve(contentDir)) return undefined;
  if (!stillRunning(announced.pid)) return undefined;
  const answers = await fetch(announced.url, {
    method: 'HEAD',
    headers: { accept: 'text/x-vite-ping' },
    signal: AbortSignal.timeout(5_000),
  }).then(
    (response) => response.ok,
    () => false,
  );
  return answers ? announced.url : undefined;
}
