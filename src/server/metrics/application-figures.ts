import 'server-only';
import type pg from 'pg';
import { type Database, POOL_SIZE } from '../db/engine';
import { decodeTimestamp } from '../db/values';
import { type ApplicationFigures, installApplicationFigures } from '../handshake/page-server-handshake';

/** The outbox's waiting and given-up mail and the age of the oldest waiting one, in one query. */
async function outboxFigures(database: Database, now: Date): Promise<ApplicationFigures['outbox']> {
  const rows = await database.db
    .selectFrom('mail_outbox')
    .select((eb) => [
      'status',
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.min('createdAt').as('oldest'),
    ])
    .where('status', 'in', ['pending', 'failed'])
    .groupBy('status')
    .execute();
  const of = (status: string) => rows.find((row) => row.status === status);
  const oldest = decodeTimestamp(of('pending')?.oldest);
  return {
    pending: Number(of('pending')?.count ?? 0),
    failed: Number(of('failed')?.count ?? 0),
    oldestPendingSeconds: oldest ? Math.max(0, (now.getTime() - Date.parse(oldest)) / 1000) : 0,
  };
}

function connectionFigures(database: Database): ApplicationFigures['database'] {
  if (database.engine === 'postgres') {
    const pool = database.raw as pg.Pool;
    return {
      engine: 'postgres',
      open: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max ?? POOL_SIZE,
    };
  }
  // One connection, used by one statement at a time in this process: nothing ever waits in a pool.
  return { engine: 'sqlite', open: 1, idle: 1, waiting: 0, max: 1 };
}

/** Lets the server's `/metrics` read the outbox and the connections of this database. */
export function offerApplicationFigures(database: Database): void {
  installApplicationFigures(async () => ({
    outbox: await outboxFigures(database, new Date()),
    database: connectionFigures(database),
  }));
}
