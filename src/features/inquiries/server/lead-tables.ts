import 'server-only';
import type { Kysely } from 'kysely';
import type { RecordOfModule } from '@/kit/define-module';
import type { Database } from '@/server/db/engine';
import type { DatabaseSchema } from '@/server/db/schema';
import type { AttributionField } from '../attribution';
import type { inquiriesModule } from '../module';

type Inquiry = RecordOfModule<typeof inquiriesModule>;

/**
 * The inquiry columns that the lead reports read, typed by the module's record (`preferredDate` is
 * `YYYY-MM-DD` text on both engines). The table belongs to the inquiries module (and is written only
 * through the kit); this typed view lets the reports select from it without `any`.
 */
type InquiriesReportTable = Pick<
  Inquiry,
  | 'id'
  | 'name'
  | 'email'
  | 'phone'
  | 'service'
  | 'message'
  | 'status'
  | 'preferredDate'
  | 'address'
  | 'postalCode'
  | 'sourcePath'
  | 'wonValueCents'
  | 'language'
  | AttributionField
  | 'staffNotes'
> & {
  /** Text on SQLite, Date on PostgreSQL. */
  createdAt: string | Date;
  surveyStartsAt: string | Date | null;
  surveyEndsAt: string | Date | null;
  /** Set when the survey was cancelled: the time stays, no longer held. */
  surveyCancelledAt: string | Date | null;
  /** Why the instant estimate sent with the request was not kept (`estimate-not-kept.ts`). */
  estimateNotKeptReason: string | null;
};

export type LeadSchema = Pick<DatabaseSchema, 'subscribers'> & { inquiries: InquiriesReportTable };

export const leadTables = (database: Database | Kysely<DatabaseSchema>) =>
  ('db' in database ? database.db : database) as unknown as Kysely<LeadSchema>;
