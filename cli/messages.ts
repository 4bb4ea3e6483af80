import { controlCharacter } from '../schemas/contact-fields.ts';
import { loadOutboxFile } from '../server/config.ts';
import type { OutboxMessage } from '../server/contact/outbox.ts';
import { outboxLabel, readMessages, requeue } from '../server/contact/outbox-store.ts';
import { type CommandIo, flagsNotTaken, parseCommand, processIo } from './command-io.ts';
import { missingOutbox } from './missing-outbox.ts';

const usageOf = (
  program: string,
) => `Usage: ${program} messages <list|export|retry> [--format human|json|csv] [--db FILE] [--interrupted] [--id N[,N...]]
  list     the received contact messages, newest last, with their delivery state and attempts (default format human)
  export   every field of every message (default format json)
  retry    server delivery: send the failed messages again (the running server's worker picks them up)
  --interrupted  with retry: also the messages whose sending was interrupted by a stop of the server
           (EmailJS may already have mailed them: check its history first)
  --id     with retry: only these messages (e.g. --id 12,15), the ones EmailJS's history shows were not sent
  --db     the outbox: a SQLite file or a postgres:// URL (default: CONTACT_DB, else data/contact-outbox.sqlite)
One person's messages (find, export, delete --email) and the retention purge: ${program} messages find --help
Backup of a SQLite outbox and the move to PostgreSQL: ${program} messages backup --help
`;

const columns = [
  'id',
  'receivedAt',
  'name',
  'email',
  'phone',
  'location',
  'delivery',
  'state',
  'attempts',
  'lastAttemptAt',
  'sentAt',
  'lastError',
  'message',
] as const satisfies readonly (keyof OutboxMessage)[];

const options = {
  format: { type: 'string' },
  db: { type: 'string' },
  interrupted: { type: 'boolean', default: false },
  id: { type: 'string' },
} as const;

/** The flags each action takes: another is refused, never ignored. */
const flagsOf = { list: ['format', 'db'], export: ['format', 'db'], retry: ['db', 'interrupted', 'id'] } as const;

/** `site messages list|export|retry`: what the contact form received (the outbox, SQLite or PostgreSQL: server/contact/outbox-store.ts). */
export async function messagesCommand(argv: string[], io: CommandIo = processIo): Promise<number> {
  const usage = usageOf(io.program ?? 'site');
  const parsed = parseCommand(argv, options, usage, io);
  if (typeof parsed === 'number') return parsed;
  const { values, action, extra } = parsed;
  if ((action !== 'list' && action !== 'export' && action !== 'retry') || extra.length > 0) {
    io.stderr(`${action === undefined ? 'Missing action' : `Unknown action '${[action, ...extra].join(' ')}'`}.\n\n${usage}`);
    return 2;
  }
  const notTaken = flagsNotTaken(values, action, flagsOf[action]);
  if (notTaken) {
    io.stderr(notTaken);
    return 2;
  }
  if (action === 'retry') {
    const chosen = values.id === undefined ? undefined : parseIds(values.id);
    if (chosen === null) {
      io.stderr(`--id takes message numbers separated by commas (e.g. --id 12,15), not '${values.id}'.\n`);
      return 2;
    }
    const file = values.db ?? loadOutboxFile(io.env ?? process.env);
    noteMissingOutbox(file, io);
    const ids = await requeue(file, { interrupted: values.interrupted, ...(chosen ? { ids: chosen } : {}) });
    io.stdout(
      ids.length === 0
        ? `No message to send again in ${outboxLabel(file)}.\n`
        : `${ids.length} message(s) queued to be sent again (${ids.map((id) => `#${id}`).join(', ')}); the running server sends them.\n`,
    );
    const skipped = (chosen ?? []).filter((id) => !ids.includes(id));
    if (skipped.length > 0) {
      const states = values.interrupted ? 'failed or interrupted' : 'failed (interrupted ones need --interrupted)';
      io.stderr(`Not queued: ${skipped.map((id) => `#${id}`).join(', ')}: no such server-delivery message is ${states}.\n`);
      return 1;
    }
    return 0;
  }
  const format = values.format ?? (action === 'list' ? 'human' : 'json');
  if (format !== 'human' && format !== 'json' && format !== 'csv') {
    io.stderr(`Unknown format '${format}'; use human, json or csv.\n`);
    return 2;
  }
  const file = values.db ?? loadOutboxFile(io.env ?? process.env);
  noteMissingOutbox(file, io);
  const messages = (await readMessages(file)).map(displayed);
  if (format === 'json') io.stdout(`${JSON.stringify(messages, null, 2)}\n`);
  else if (format === 'csv') io.stdout(toCsv(messages));
  else io.stdout(toHuman(messages, file));
  return 0;
}

/**
 * A server that never started has no outbox yet, so list, export and retry find nothing and succeed; they say on
 * stderr that the file is not there, since a path that is not the server's would otherwise look like an empty outbox.
 */
function noteMissingOutbox(file: string, io: CommandIo): void {
  const missing = missingOutbox(file);
  if (missing) io.stderr(`${missing}\n`);
}

/** `12,15` as [12, 15]; null when any part is not a message number. */
function parseIds(text: string): number[] | null {
  const parts = text.split(',').map((part) => part.trim().replace(/^#/, ''));
  if (parts.some((part) => !/^[1-9][0-9]{0,15}$/.test(part))) return null;
  return [...new Set(parts.map(Number))];
}

// Control codes (C0 but tab and line feed, DEL, C1; a carriage return not ending a line) would act on the
// operator's terminal: an ESC clears the screen, a BEL rings. Messages stored before the contact rules refused
// them may hold some, so every displayed field shows them as visible escapes instead.
const terminalControls = new RegExp(`${controlCharacter.source}|\\r(?!\\n)`, 'g');

/** `text` with each control code written as `\x1B`, `\x07`..., so it prints as what it is. */
function visibleControls(text: string): string {
  return text.replace(terminalControls, (code) => `\\x${code.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/** Every text field of a message with its control codes made visible. */
function displayed(message: OutboxMessage): OutboxMessage {
  return Object.fromEntries(
    Object.entries(message).map(([field, value]) => [field, typeof value === 'string' ? visibleControls(value) : value]),
  ) as OutboxMessage;
}

function toHuman(messages: OutboxMessage[], file: string): string {
  if (messages.length === 0) return `No messages in ${outboxLabel(file)}.\n`;
  const blocks = messages.map((message) => {
    const header = `#${message.id}  ${message.receivedAt}  ${message.name} <${message.email}>${message.phone ? `  ${message.phone}` : ''}  [${message.location}, ${message.delivery}]  ${deliveryStatus(message)}`;
    const body = message.message
      .split(/\r?\n/)
      .map((line) => `    ${line}`)
      .join('\n');
    return `${header}\n${body}`;
  });
  return `${blocks.join('\n\n')}\n\n${messages.length} message(s) in ${outboxLabel(file)}\n`;
}

function deliveryStatus(message: OutboxMessage): string {
  const attempts = `${message.attempts} attempt${message.attempts === 1 ? '' : 's'}`;
  const error = message.lastError && message.state !== 'sent' ? ` (last error: ${message.lastError})` : '';
  return message.state === 'stored' ? 'stored' : `${message.state}, ${attempts}${error}`;
}

/** RFC 4180, plus a quote before a leading = + - @ (or tab/CR) so a spreadsheet never runs a cell as a formula. */
function toCsv(messages: OutboxMessage[]): string {
  const cell = (value: string | number | null) => {
    if (value === null) return '';
    const text = String(value);
    const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };
  const rows = [columns.join(','), ...messages.map((message) => columns.map((column) => cell(message[column])).join(','))];
  return `${rows.join('\r\n')}\r\n`;
}
