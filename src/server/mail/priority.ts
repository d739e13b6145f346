/**
 * The order in which the outbox sends: a lower number goes first, then the mail that fell due
 * first. A password-reset link is awaited by someone at the screen right now; lead mail (staff
 * notifications, auto-replies) may come in by the hundred and can wait a few seconds.
 */
export const MAIL_PRIORITY = { transactional: 0, lead: 1 } as const;

/** Kinds of mail someone is waiting for as they act; every other kind is sent as lead mail. */
const TRANSACTIONAL_KINDS = new Set([
  'password-reset',
  'survey-confirmation',
  'survey-rescheduled',
  'survey-cancelled',
]);

export function mailPriority(kind: string): number {
  return TRANSACTIONAL_KINDS.has(kind) ? MAIL_PRIORITY.transactional : MAIL_PRIORITY.lead;
}
