import 'server-only';
import type { ExpressionBuilder } from 'kysely';
import type { LeadSchema } from '@/features/inquiries';

/**
 * Which inquiries hold their survey time, so that nobody else may book it: a live booking, neither
 * cancelled nor marked as spam (a trashed lead has left the table). The slot list, the booking,
 * the move and the restore of a lead ask this; the unique index `inquiries_survey_time_held`
 * (migration 0039) is the same rule in the schema and has the last word.
 */
export const timeHeld = (eb: ExpressionBuilder<LeadSchema, 'inquiries'>) =>
  eb.and([
    eb('surveyStartsAt', 'is not', null),
    eb('surveyCancelledAt', 'is', null),
    eb('status', '!=', 'spam'),
  ]);

/** The same rule for one lead's values. */
export const holdsItsTime = (lead: {
  surveyStartsAt?: unknown;
  surveyCancelledAt?: unknown;
  status?: unknown;
}) => lead.surveyStartsAt != null && lead.surveyCancelledAt == null && lead.status !== 'spam';
