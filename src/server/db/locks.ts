import 'server-only';
import { type Kysely, sql } from 'kysely';
import type { Engine } from './engine';

/**
 * Makes concurrent writers of `table` take turns until the transaction ends, for a write that
 * first reads what it may use (a free slug, the next sort position). Plain reads are not blocked.
 * SQLite needs nothing: the server's one connection runs one transaction at a time.
 */
export async function takeTurnsWriting<DB>(trx: Kysely<DB>, engine: Engine, table: string): Promise<void> {
  if (engine === 'postgres')
    await sql`lock table ${sql.table(table)} in share row exclusive mode`.execute(trx);
}
