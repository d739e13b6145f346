import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/engine';
import { engineValues } from '@/server/db/values';

/** Inquiries and subscribers written straight to the database, to choose when they arrived. */

export interface InquiryRow {
  createdAt: string;
  status?: 'new' | 'contacted' | 'quoted' | 'won' | 'lost' | 'spam';
  service?: string | null;
  sourcePath?: string | null;
  preferredDate?: string | null;
  name?: string;
  phone?: string | null;
  address?: string | null;
  postalCode?: string | null;
  /** A booked survey's start and end, ISO instants. */
  surveyStartsAt?: string | null;
  surveyEndsAt?: string | null;
}

// biome-ignore lint/suspicious/noExplicitAny: module tables are not in the fixed schema.
const anyDb = (database: Database) => database.db as unknown as Kysely<any>;

let counter = 0;

export async function insertInquiry(database: Database, row: InquiryRow): Promise<number> {
  counter += 1;
  const at = engineValues(database.engine).encodeTimestamp(row.createdAt);
  const inserted = await anyDb(database)
    .insertInto('inquiries')
    .values({
      name: row.name ?? `Lead ${counter}`,
      email: `lead${counter}@example.com`,
      phone: row.phone ?? null,
      service: row.service ?? null,
      message: 'Please call me about cameras.',
      address: row.address ?? null,
      postalCode: row.postalCode ?? null,
      preferredDate: row.preferredDate ?? null,
      sourcePath: row.sourcePath ?? null,
      surveyStartsAt: row.surveyStartsAt
        ? engineValues(database.engine).encodeTimestamp(row.surveyStartsAt)
        : null,
      surveyEndsAt: row.surveyEndsAt ? engineValues(database.engine).encodeTimestamp(row.surveyEndsAt) : null,
      status: row.status ?? 'new',
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function insertSubscriber(
  database: Database,
  createdAt: string,
  status: 'subscribed' | 'unsubscribed' = 'subscribed',
) {
  counter += 1;
  const at = engineValues(database.engine).encodeTimestamp(createdAt);
  await database.db
    .insertInto('subscribers')
    .values({
      email: `reader${counter}@example.com`,
      status,
      source: 'website',
      createdAt: at,
      updatedAt: at,
    })
    .execute();
}
