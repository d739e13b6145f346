import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import type { PublicInquiryFields } from '@/features/inquiries/inquiry-form';
import type { Engine } from '@/server/db/engine';
import type { DatabaseSchema } from '@/server/db/schema';
import { engineValues } from '@/server/db/values';
import { leadTables } from './lead-tables';

/**
 * A request sent again word for word within this time is the same request: a reload of the page a
 * form without JavaScript answered (the browser posts it again), a second press of send, a retry.
 */
export const REPEAT_WINDOW_MS = 30 * 60_000;

/** What makes two requests one: who sent it, how to reach them, and what they asked. */
const SAME_REQUEST = ['name', 'email', 'phone', 'service', 'message', 'postalCode', 'preferredDate'] as const;

/**
 * The inquiry already stored for this very request, received within `REPEAT_WINDOW_MS` (and still
 * on the list, not in the trash), or null. Compared on the checked values, which are stored as
 * they are, so the same form sent twice matches exactly.
 */
export async function repeatedInquiry(
  trx: Transaction<DatabaseSchema> | Kysely<DatabaseSchema>,
  engine: Engine,
  fields: PublicInquiryFields,
  now = Date.now(),
): Promise<{ id: number; spam: boolean } | null> {
  const since = engineValues(engine).encodeTimestamp(new Date(now - REPEAT_WINDOW_MS).toISOString());
  let query = leadTables(trx)
    .selectFrom('inquiries')
    .select(['id', 'status'])
    .where('createdAt', '>=', since)
    .where('surveyStartsAt', 'is', null);
  for (const name of SAME_REQUEST) {
    const value = fields[name];
    query =
      value === undefined || value === null || value === ''
        ? query.where((row) => row.or([row(name, 'is', null), row(name, '=', '')]))
        : query.where(name, '=', String(value));
  }
  const row = await query.orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row ? { id: row.id, spam: row.status === 'spam' } : null;
}
