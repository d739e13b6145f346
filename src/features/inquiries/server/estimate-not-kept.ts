import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/engine';
import type { DatabaseSchema } from '@/server/db/schema';
import { ESTIMATE_NOT_KEPT_MAX } from '../estimate-not-kept-fact';
import { leadTables } from './lead-tables';

/**
 * Records on a new lead why the instant estimate sent with it was not kept, in the transaction that
 * stores the lead. The column is internal to the module: no request body of the API names it (its
 * schemas are strict), so only the site writes it, once, and staff read it as a fact.
 */
export async function recordEstimateNotKept(trx: Kysely<DatabaseSchema>, inquiryId: number, reason: string) {
  await leadTables(trx)
    .updateTable('inquiries')
    .set({ estimateNotKeptReason: reason.slice(0, ESTIMATE_NOT_KEPT_MAX) })
    .where('id', '=', inquiryId)
    .execute();
}

/** Each of these leads' reason its estimate was not kept, for the ones that have one. */
export async function estimatesNotKeptOf(database: Database, ids: readonly number[]) {
  const reasons = new Map<number, string>();
  if (ids.length === 0) return reasons;
  const rows = await leadTables(database)
    .selectFrom('inquiries')
    .select(['id', 'estimateNotKeptReason'])
    .where('id', 'in', [...ids])
    .where('estimateNotKeptReason', 'is not', null)
    .execute();
  for (const row of rows) if (row.estimateNotKeptReason) reasons.set(row.id, row.estimateNotKeptReason);
  return reasons;
}
