import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SettingsError } from '../generator/settings/contact-public-config.ts';
import { manifestLocales, type ServerManifest, serverManifestSchema } from '../schemas/server-manifest.ts';

export const serverManifestFile = 'site-manifest.json';

/**
 * The build's server manifest, checked before the server routes by it: a hand-edited, truncated or older-format
 * file stops the start with the file and the field at fault, not with a crash on the first request.
 */
export async function readServerManifest(distDir: string): Promise<ServerManifest> {
  const file = path.join(distDir, serverManifestFile);
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new SettingsError([`${file} is missing: build the site first (\`site build\`).`]);
    throw error;
  });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new SettingsError([`${file} is not JSON (${(error as Error).message}): rebuild with \`site build\`.`]);
  }
  const locales = manifestLocales.safeParse(json);
  const result = locales.success ? serverManifestSchema(locales.data).safeParse(json) : locales;
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(the whole file)'}: ${issue.message}`);
  throw new SettingsError([`${file} is not a server manifest of this version: ${problems.join('; ')}. Rebuild with \`site build\`.`]);
}
