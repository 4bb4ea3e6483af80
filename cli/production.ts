import path from 'node:path';
import { parseArgs } from 'node:util';
import { settingsWithFlags } from '../server/config.ts';
import { processIo } from './command-io.ts';
import { failureText } from './failure.ts';
import { siteMessages } from './messages-command.ts';
import { releasesCommand } from './releases-command.ts';
import { serveCommand } from './serve.ts';
import { serveAddress } from './serve-address.ts';

/**
 * The production entry: `site serve` and `site messages` only, bundled by `site build` with every library into
 * one file (dist/site-server.mjs, cli/server-bundle.ts) that runs on a bare Node 24 without node_modules.
 * It serves the release it was built with: its own folder.
 */
const program = 'node dist/site-server.mjs';
const usage = `Usage: ${program} serve [--port N] [--host H] [--production]
       ${program} messages list|export|retry|find|delete|purge|backup|migrate [...]   (${program} messages --help)
       ${program} releases list|rollback|prune [...]   (${program} releases --help)
`;

// Node runs the bundle from its real path: the release folder, not the `dist` link to it.
const releaseDir = import.meta.dirname;
/** The `dist` link of the release folders (cli/releases.ts), when this bundle runs from one of them. */
const linkOfReleases = path.basename(path.dirname(releaseDir)).endsWith('.releases')
  ? path.dirname(releaseDir).slice(0, -'.releases'.length)
  : 'dist';
/**
 * The settings every command of the bundle is handed. The outbox lives outside the releases, which are replaced on
 * every build: data/ of the working directory, unless CONTACT_DB names another.
 */
const settings = (production: boolean) => settingsWithFlags({ production, defaultOutbox: path.resolve('data', 'contact-outbox.sqlite') });

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'messages') return siteMessages(rest, { ...processIo, program, env: settings(false) });
  if (command === 'releases') return releasesCommand(rest, linkOfReleases, { ...processIo, program, env: settings(false) });
  if (command === 'help' || command === '--help' || command === '-h') {
    process.stdout.write(usage);
    return 0;
  }
  if (command !== 'serve') {
    process.stderr.write(usage);
    return 2;
  }
  const address = serveAddress();
  let parsed: ReturnType<typeof parseServeArgs>;
  try {
    parsed = parseServeArgs(rest, address);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    return 2;
  }
  const { values } = parsed;
  if (values.help) {
    process.stdout.write(usage);
    return 0;
  }
  const env = settings(values.production);
  return serveCommand({ distDir: releaseDir, port: values.port, host: values.host, env });
}

/** `serve`'s flags, on the same defaults as `site serve`'s; parseArgs throws on one it does not know. */
function parseServeArgs(args: string[], address: { port: string; host: string }) {
  return parseArgs({
    args,
    options: {
      port: { type: 'string', default: address.port },
      host: { type: 'string', default: address.host },
      production: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
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
