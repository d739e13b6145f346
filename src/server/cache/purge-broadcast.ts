import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from '../db/engine';
import { describeDriverError } from '../db/unavailable';
import { type PurgeListenerState, purgeListenerState } from '../handshake/page-server-handshake';
import { purgePageCache } from './page-cache';

/**
 * Several instances on one PostgreSQL database each keep their own page cache. A write purges the
 * cache of the instance that took it at once, and tells the others over LISTEN/NOTIFY (no extra
 * service), which purge theirs when the message arrives. SQLite means one instance: nothing to tell.
 */
const CHANNEL = 'page_cache_purge';
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

interface PurgeMessage {
  from: string;
  reason: string;
}

/**
 * Next bundles server code several times over (instrumentation, the API route, the pages), each
 * bundle with its own copy of this module, so module-level state would exist once per copy: three
 * listeners, each purging for the others' announcements. What must be one per process (the listener
 * of each database this process listens on, one in practice) is kept by the process handshake.
 */
function processState(): PurgeListenerState {
  return purgeListenerState(() => ({ instanceId: randomUUID(), listeners: new Map() }));
}

/** Tells the other instances to purge; resolves once PostgreSQL has taken the message. */
export async function announcePurge(database: Database, reason: string): Promise<void> {
  if (database.engine !== 'postgres') return;
  // The payload limit is 8000 bytes; the reason is only for logs.
  const message: PurgeMessage = { from: processState().instanceId, reason: reason.slice(0, 200) };
  await sql`select pg_notify(${CHANNEL}, ${JSON.stringify(message)})`.execute(database.db);
}

export interface PurgeListener {
  close(): Promise<void>;
}

/**
 * Listens on its own connection (a pooled one would be handed to other queries) and purges this
 * instance's cache for every other instance's write. A lost connection is opened again with
 * backoff, and the cache purged once it is back: announcements sent meanwhile were missed.
 * One listener per process and database: a second call gets the first one's.
 */
export function listenForPurges(connectionString: string, log: Pick<Logger, 'info' | 'warn'>): PurgeListener {
  const { instanceId, listeners } = processState();
  const existing = listeners.get(connectionString);
  if (existing) return existing;
  const started = startListener(connectionString, instanceId, log);
  const listener: PurgeListener = {
    async close() {
      if (listeners.get(connectionString) === listener) listeners.delete(connectionString);
      await started.close();
    },
  };
  listeners.set(connectionString, listener);
  return listener;
}

function startListener(
  connectionString: string,
  instanceId: string,
  log: Pick<Logger, 'info' | 'warn'>,
): PurgeListener {
  let client: pg.Client | null = null;
  let closed = false;
  let retryDelay = RECONNECT_MIN_MS;
  let retryTimer: NodeJS.Timeout | null = null;

  const reconnectLater = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect(true);
    }, retryDelay);
    retryTimer.unref();
    retryDelay = Math.min(RECONNECT_MAX_MS, retryDelay * 2);
  };

  const onNotification = (notification: pg.Notification) => {
    if (notification.channel !== CHANNEL) return;
    let message: Partial<PurgeMessage> = {};
    try {
      message = JSON.parse(notification.payload ?? '{}');
    } catch {
      // Not ours to read: purge all the same, a purge is always safe.
    }
    if (message.from === instanceId) return;
    // Its writer is answered without waiting for this process: nothing from before may be served.
    void purgePageCache(`another instance: ${message.reason ?? 'write'}`, { servePrevious: false });
  };

  async function connect(afterLoss: boolean) {
    // Named, so `pg_stat_activity` tells which process each listener belongs to.
    const candidate = new pg.Client({
      connectionString,
      application_name: `page cache purge listener, pid ${process.pid}`,
    });
    candidate.on('notification', onNotification);
    candidate.on('error', (error) => {
      log.warn(
        { event: 'purge_listener_lost', component: 'cache', ...describeDriverError(error) },
        'page cache purge listener lost its connection; reconnecting',
      );
    });
    candidate.on('end', () => {
      if (client === candidate) client = null;
      reconnectLater();
    });
    try {
      await candidate.connect();
      await candidate.query(`listen ${CHANNEL}`);
    } catch {
      await candidate.end().catch(() => {});
      reconnectLater();
      return;
    }
    if (closed) {
      await candidate.end().catch(() => {});
      return;
    }
    client = candidate;
    retryDelay = RECONNECT_MIN_MS;
    if (afterLoss) {
      void purgePageCache('purge listener reconnected', { servePrevious: false });
      log.info({ component: 'cache' }, 'page cache purge listener reconnected');
    }
  }

  void connect(false);
  return {
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      await client?.end().catch(() => {});
    },
  };
}
