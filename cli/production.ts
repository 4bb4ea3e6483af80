import path from 'node:path';
import { parseArgs } from 'node:util';
import { failureText } from './failure.ts';
import { messagesCommand } from './messages.ts';
import { serveCommand } from './serve.ts';

/**
 * The production entry: `site serve` and `site messages` only, bundled by `site build` with every library into
 * one file (dist/site-server.mjs, generator/server-bundle.ts) that runs on a bare Node 24 without node_modules.
 * It serves the release it was built with: its own folder.
 */
const usage = `Usage: node dist/site-server.mjs serve [--port N] [--host H] [--production]
       node dist/site-server.mjs messages list|export|retry [...]   (site messages --help)
`;

const releaseDir = import.meta.dirname;
// The outbox lives outside the releases, which are replaced on every build: data/ of the working directory.
process.env.CONTACT_DB ??= path.resolve('data', 'contact-outbox.sqlite');

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'messages') return messagesCommand(rest);
  if (command !== 'serve') {
    process.stderr.write(usage);
    return 2;
  }
  const { values } = parseArgs({
    args: rest,
    options: {
      port: { type: 'string', default: process.env.PORT ?? '3000' },
      host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
      production: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.production) process.env.SITE_MODE = 'production';
  return serveCommand({ distDir: releaseDir, port: values.port, host: values.host });
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(failureText(error));
    process.exitCode = 1;
  },
);
