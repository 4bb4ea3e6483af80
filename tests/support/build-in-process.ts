import assert from 'node:assert/strict';
import { buildCommand } from '../../cli/build.ts';

/** `site build` of `contentDir` into `outDir` in this process, as a test's fixture: its phase lines are returned, not printed. */
export async function buildInProcess(contentDir: string, outDir: string): Promise<string> {
  let output = '';
  const write = process.stdout.write.bind(process.stdout);
  const nodeEnv = process.env.NODE_ENV;
  process.stdout.write = ((chunk: string | Uint8Array) => {
    output += String(chunk);
    return true;
  }) as typeof process.stdout.write;
  try {
    assert.equal(await buildCommand({ contentDir, outDir }), 0);
  } finally {
    process.stdout.write = write;
    // Vite sets NODE_ENV=production while it builds; a server the test starts afterwards is a test server.
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return output;
}
