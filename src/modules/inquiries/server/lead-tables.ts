import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/engine';
import type { DatabaseSchema } from '@/server/db/schema';
import type { InquiryStatus } from './analytics-summary';

/**
 * The inquiry columns that the lead reports read. The table belongs to the inquiries module (and is
 * written only through the kit); this typed view lets the reports select from it without `any`.
 */
interface InquiriesReportTable {
  id: number;
  name: string;
  phone: string | null;
  service: string | null;
  status: InquiryStatus;
  /** `YYYY-MM-DD` text on both engines. */
  preferredDate: string | null;
  address: string | null;
  postalCode: string | null;
  sourcePath: string | null;
  /** Text on SQLite, Date on PostgreSQL. */
  createdAt: string | Date;
}

type LeadSchema = Pick<DatabaseSchema, 'subscribers'> & { inquiries: InquiriesReportTable };

export const leadTables = (database: Database) => database.db as unknown as Kysely<LeadSchema>;
