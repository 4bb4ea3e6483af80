import { existsSync } from 'node:fs';
import { isPostgresUrl } from '../server/config.ts';

/**
 * What `site messages` says when the SQLite outbox it was pointed at does not exist: most often a path that is
 * not the server's (a typo, another working folder), so "no messages" there would be a wrong answer. Undefined
 * when the file exists, and for PostgreSQL, whose URL names a database that either answers or fails.
 */
export function missingOutbox(location: string): string | undefined {
  if (isPostgresUrl(location) || location === ':memory:' || existsSync(location)) return undefined;
  return `There is no outbox at ${location} (set CONTACT_DB or --db to the server's file).`;
}
