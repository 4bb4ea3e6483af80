import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type PostgresCluster, startPostgres } from './postgres-cluster.ts';

/** The two outbox stores (server/contact/outbox-store.ts): tests of the outbox and of delivery run against each. */
export const outboxKinds = ['sqlite', 'postgres'] as const;
type OutboxKind = (typeof outboxKinds)[number];

export interface OutboxLocations {
  /** A new, empty outbox: a SQLite file in a temporary folder, or a new database of a throwaway cluster. */
  next(): Promise<string>;
  stop(): Promise<void>;
}

export async function startOutboxLocations(kind: OutboxKind): Promise<OutboxLocations> {
  if (kind === 'postgres') {
    const cluster: PostgresCluster = await startPostgres();
    return { next: () => cluster.createDatabase(), stop: () => cluster.stop() };
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'contact-outbox-'));
  let count = 0;
  return {
    next: async () => path.join(folder, `outbox-${++count}.sqlite`),
    stop: () => rm(folder, { recursive: true, force: true }),
  };
}
