import { type ParseArgsOptionsConfig, parseArgs } from 'node:util';
import type { Environment } from '../generator/settings/contact-public-config.ts';

/** Where an operator's command writes and what it reads of the environment: the terminal, or a test's own. */
export interface CommandIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** The settings the command reads (CONTACT_DB...): handed down by the entry point, never read from the process here. */
  env?: Environment;
  /** How the operator runs these commands, for the help: `site` in a checkout, `node dist/site-server.mjs` on a web server. */
  program?: string;
}

/** The terminal, for the commands run by an operator (tests pass their own). */
export const processIo: CommandIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};

const helpOption = { help: { type: 'boolean', short: 'h', default: false } } as const;

/**
 * The opening every `site messages`/`site releases` command shares: its options parsed, a wrong one answered with
 * the usage (exit 2) and --help with the usage (exit 0), so the command only sees its action and what follows.
 */
export function parseCommand<const Options extends ParseArgsOptionsConfig>(argv: string[], options: Options, usage: string, io: CommandIo) {
  let parsed: ReturnType<typeof parseArgs<{ args: string[]; options: Options; allowPositionals: true; strict: true }>>;
  let help: boolean;
  try {
    const all = parseArgs({ args: argv, options: { ...options, ...helpOption }, allowPositionals: true, strict: true });
    // The help flag every command has, out of the typed values of its own options.
    help = (all.values as { help?: boolean }).help === true;
    parsed = all;
  } catch (error) {
    io.stderr(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    return 2;
  }
  if (help) {
    io.stdout(usage);
    return 0;
  }
  const [action, ...extra] = parsed.positionals;
  return { values: parsed.values, action, extra };
}

/**
 * Refuses the flags given to an action that does not take them (`messages export --id 3` wrote every message,
 * `purge --email` purged everyone's): one line naming them and what the action takes, for exit 2; undefined when
 * every flag given is the action's.
 */
export function flagsNotTaken(values: Record<string, unknown>, action: string, taken: readonly string[]): string | undefined {
  const given = Object.entries(values)
    .filter(([flag, value]) => flag !== 'help' && value !== undefined && value !== false && !taken.includes(flag))
    .map(([flag]) => `--${flag}`);
  if (given.length === 0) return undefined;
  return `'${action}' does not take ${given.join(', ')}; it takes ${taken.map((flag) => `--${flag}`).join(', ')}.\n`;
}
