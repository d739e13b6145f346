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

/** Key of the PostgreSQL advisory lock held while an instance runs its start-up tasks. */
const STARTUP_LOCK_KEY = 0x5ec0_ca11;

/**
 * Runs `work` while no other instance runs its own: instances started together on one PostgreSQL
 * database would otherwise both find a module empty and both load its demo content. The lock
 * belongs to one connection, held for the duration; SQLite has a single instance.
 */
export async function oneInstanceAtATime<DB>(db: Kysely<DB>, engine: Engine, work: () => Promise<void>) {
  if (engine !== 'postgres') return work();
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK_KEY})`.execute(connection);
    try {
      await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.execute(connection);
    }
  });
}

/**
 * Serialises one kind of write across instances until the transaction ends: on PostgreSQL a
 * transaction-scoped advisory lock on `key`; SQLite needs nothing, its one connection runs one write
 * transaction at a time. For a write that first checks what it may take (a free survey slot).
 */
export async function takeTurnsWith<DB>(trx: Kysely<DB>, engine: Engine, key: number): Promise<void> {
  if (engine === 'postgres') await sql`select pg_advisory_xact_lock(${key})`.execute(trx);
}
