import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import { loadOutboxFile, loadRetentionDays } from '../server/config.ts';
import type { OutboxMessage } from '../server/contact/outbox.ts';
import { openPersonalDataStore, outboxLabel } from '../server/contact/outbox-store.ts';
import type { PersonalDataStore } from '../server/contact/personal-data.ts';
import { purgeExpired } from '../server/contact/retention.ts';
import { type CommandIo, flagsNotTaken, parseCommand, processIo } from './command-io.ts';
import { missingOutbox } from './missing-outbox.ts';

const usageOf = (program: string) => `Usage: ${program} messages <find|export|delete> --email ADDRESS [--out FILE] [--yes] [--db FILE]
       ${program} messages purge [--days N] [--db FILE]
  A person's request under LOPDP (Ecuador), Ley 29733 (Peru) or LGPD (Brazil); the address is compared without case.
  find     lists the messages sent from that address (id, date, delivery state, office, name, phone)
  export   writes every field of that person's messages as JSON (to --out FILE, else to the terminal)
  delete   erases that person's messages from the outbox, leaving no copy in the database file; asks for --yes
  purge    erases delivered messages older than the retention (--days, else CONTACT_RETENTION_DAYS, default 90),
           as the server does every hour; lists undelivered ones that are as old (kept: retry or delete them)
  --db     the outbox: a SQLite file or a postgres:// URL (default: CONTACT_DB, else data/contact-outbox.sqlite)
`;

const options = {
  email: { type: 'string' },
  out: { type: 'string' },
  days: { type: 'string' },
  yes: { type: 'boolean', default: false },
  db: { type: 'string' },
} as const;

/** The flags each action takes: another is refused, never ignored. */
const flagsOf = {
  find: ['email', 'db'],
  export: ['email', 'out', 'db'],
  delete: ['email', 'yes', 'db'],
  purge: ['days', 'db'],
} as const;

/** The actions a data subject's request or the retention needs; `export` is one only with --email. */
export function isPersonalDataRequest(argv: readonly string[]): boolean {
  const [action] = argv;
  const hasEmail = argv.some((arg) => arg === '--email' || arg.startsWith('--email='));
  return action === 'find' || action === 'delete' || action === 'purge' || (action === 'export' && hasEmail);
}

/** `site messages find|export|delete --email` and `site messages purge` (server/contact/personal-data.ts). */
export async function personalDataCommand(argv: string[], io: CommandIo = processIo): Promise<number> {
  const program = io.program ?? 'site';
  const personalDataUsage = usageOf(program);
  const parsed = parseCommand(argv, options, personalDataUsage, io);
  if (typeof parsed === 'number') return parsed;
  const { values, action, extra } = parsed;
  const env = io.env ?? process.env;
  const file = values.db ?? loadOutboxFile(env);
  if (extra.length > 0) {
    io.stderr(`Unexpected '${extra.join(' ')}'.\n\n${personalDataUsage}`);
    return 2;
  }
  const notTaken = flagsNotTaken(values, action ?? '', flagsOf[action as keyof typeof flagsOf]);
  if (notTaken) {
    io.stderr(notTaken);
    return 2;
  }
  // "No message from this address" answers a person's request: it must come from the outbox the server writes.
  const missing = missingOutbox(file);
  if (missing) {
    io.stderr(`${missing} Nothing was looked up or erased.\n`);
    return 1;
  }
  if (action === 'purge') {
    let days: number;
    try {
      days = loadRetentionDays(values.days === undefined ? env : { CONTACT_RETENTION_DAYS: values.days });
    } catch (error) {
      // The flag is what the operator typed: named as such, not as the variable it stands in for.
      const message = error instanceof Error ? error.message : String(error);
      io.stderr(`${values.days === undefined ? message : `--days must be a whole number of days, 1 or more, not '${values.days}'.`}\n`);
      return 2;
    }
    return withStore(file, async (store) => {
      const { purged, undelivered } = await purgeExpired(store, days);
      io.stdout(`${purged.length} delivered message(s) older than ${days} days erased from ${outboxLabel(file)}.\n`);
      if (undelivered.length > 0) {
        io.stdout(
          `${undelivered.length} undelivered message(s) older than that are kept (${ids(undelivered)}): send them (${program} messages retry) or erase them (${program} messages delete --email ...).\n`,
        );
      }
      return 0;
    });
  }
  const email = values.email?.trim();
  if (!email) {
    io.stderr(`${program} messages ${action} needs --email ADDRESS.\n\n${personalDataUsage}`);
    return 2;
  }
  return withStore(file, async (store) => {
    const messages = await store.findByEmail(email);
    if (action === 'find') {
      io.stdout(messages.length === 0 ? `No message from ${email} in ${outboxLabel(file)}.\n` : toSummary(messages, email, file));
      return 0;
    }
    if (action === 'export') {
      const json = `${JSON.stringify({ email, exportedAt: new Date().toISOString(), messages }, null, 2)}\n`;
      if (values.out === undefined) io.stdout(json);
      else {
        await writeOwnerOnly(values.out, json);
        io.stdout(`${messages.length} message(s) from ${email} written to ${values.out}.\n`);
      }
      return 0;
    }
    if (messages.length === 0) {
      io.stdout(`No message from ${email} in ${outboxLabel(file)}: nothing to erase.\n`);
      return 0;
    }
    if (!values.yes) {
      io.stderr(
        `${toSummary(messages, email, file)}These ${messages.length} message(s) would be erased for good. Run again with --yes to erase them.\n`,
      );
      return 1;
    }
    const erased = await store.deleteByEmail(email);
    io.stdout(`${erased.length} message(s) from ${email} erased (${ids(erased)}); nothing of them is left in ${outboxLabel(file)}.\n`);
    return 0;
  });
}

async function withStore(file: string, use: (store: PersonalDataStore) => Promise<number>): Promise<number> {
  const store = await openPersonalDataStore(file);
  try {
    return await use(store);
  } finally {
    await store.close();
  }
}

const ids = (list: readonly number[]) => list.map((id) => `#${id}`).join(', ');

/** One line per message; names and phones are quoted (JSON) so where one ends is clear and nothing prints raw. */
function toSummary(messages: OutboxMessage[], email: string, file: string): string {
  const lines = messages.map(
    (message) =>
      `#${message.id}  ${message.receivedAt}  ${message.state}  ${message.location}  ${JSON.stringify(message.name)}  ${JSON.stringify(message.phone)}`,
  );
  return `${lines.join('\n')}\n${messages.length} message(s) from ${email} in ${outboxLabel(file)}\n`;
}

/**
 * A person's data written readable by the owner only, into an existing file too (whose mode a write would keep):
 * made private before a byte is written, in a folder made if missing.
 */
async function writeOwnerOnly(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
  const handle = await open(file, 'w', 0o600);
  try {
    await handle.chmod(0o600);
    await handle.writeFile(text);
  } finally {
    await handle.close();
  }
}
