import type { CommandIo } from './command-io.ts';

/**
 * Every `site messages` action, for the `site` command and the production bundle alike (cli/production.ts), so
 * the web server, where a person's data is kept, can answer their request with the same commands DEPLOY.md names.
 * Each group loads its own modules when asked (the PostgreSQL driver only for an outbox there).
 */
export async function siteMessages(argv: string[], io?: CommandIo): Promise<number> {
  const [action] = argv;
  if (action === 'backup' || action === 'migrate') {
    const { outboxCommand } = await import('./messages-outbox.ts');
    return outboxCommand(argv, io);
  }
  const { isPersonalDataRequest, personalDataCommand } = await import('./messages-privacy.ts');
  if (isPersonalDataRequest(argv)) return personalDataCommand(argv, io);
  const { messagesCommand } = await import('./messages.ts');
  return messagesCommand(argv, io);
}
