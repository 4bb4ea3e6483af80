import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { z } from 'zod';

/*
 * Build output that depends on code, not on content (the production server, Vike's bundles), is kept between
 * builds (generator/outputs/cache-folders.ts) with the list of files it was made of. A build whose files all still hash the
 * same reuses it instead of bundling again.
 */

/** The cache's record of the last output: every file it was made of, and one hash of their contents. */
const inputsRecord = z.object({
  inputs: z.array(z.string()).meta({ description: 'Absolute paths of every file the output was made from.' }),
  key: z.string().meta({ description: 'SHA-256 of those files’ paths and contents, and of the facts the output depends on.' }),
});

type InputsRecord = z.infer<typeof inputsRecord>;

/** The record in `file`, or undefined when there is none or it cannot be read. */
export async function readInputsRecord(file: string): Promise<InputsRecord | undefined> {
  return readFile(file, 'utf8').then(
    (text) => inputsRecord.safeParse(JSON.parse(text)).data,
    () => undefined,
  );
}

/** One hash of the files' paths and contents (a missing file hashes as missing) and of `facts`. */
export async function inputsKey(inputs: readonly string[], facts = ''): Promise<string> {
  const contents = await Promise.all(inputs.map((file) => readFile(file).catch(() => Buffer.from('\0missing'))));
  const hash = createHash('sha256').update(facts);
  for (const [index, file] of inputs.entries()) hash.update(file).update(contents[index] ?? '');
  return hash.digest('hex');
}

/** Collects the file of every module Rolldown put into a chunk, in any environment of the build. */
export function moduleFilesPlugin(modules: Set<string>): Plugin {
  return {
    name: 'site:module-files',
    generateBundle(_options, output) {
      for (const chunk of Object.values(output)) {
        // Virtual modules (\0...) and query suffixes are not files; what they are made from is listed on its own.
        if (chunk.type === 'chunk') for (const id of chunk.moduleIds) if (path.isAbsolute(id)) modules.add(id.replace(/\?.*$/, ''));
      }
    },
  };
}
