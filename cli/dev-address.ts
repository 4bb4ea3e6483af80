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

/** The origin of the `site dev` previewing this content, if one is running and answers. */
export async function runningDevServer(contentDir: string): Promise<string | undefined> {
  const announced = await readFile(addressFile(contentDir), 'utf8')
    .then((text) => JSON.parse(text) as { url?: unknown; contentDir?: unknown })
    .catch(() => undefined);
  if (typeof announced?.url !== 'string' || announced.contentDir !== path.resolve(contentDir)) return undefined;
  const answers = await fetch(announced.url, { method: 'HEAD', signal: AbortSignal.timeout(1_000) }).then(
    () => true,
    () => false,
  );
  return answers ? announced.url : undefined;
}
