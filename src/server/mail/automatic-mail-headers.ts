/**
 * Mail kinds that answer a visitor's message automatically (RFC 3834 `auto-replied`). A new
 * confirmation sent to whoever filled in a form belongs here too.
 */
const AUTO_REPLY_KINDS = new Set(['inquiry-auto-reply']);

/**
 * The headers that mark every mail of the site as sent by a program, never by a person (RFC 3834
 * `Auto-Submitted`): an auto-reply as `auto-replied`, every other mail (the staff notification, a
 * reset link, the test e-mail) as `auto-generated`. Vacation responders and other automatic
 * answerers then stay silent: no out-of-office of a member of staff goes to the visitor a
 * notification replies to, and no answering machine of a visitor talks to ours. Exchange and
 * Outlook read their own header for the same (`X-Auto-Response-Suppress`).
 *
 * Derived from the kind, which the outbox keeps with every mail: the headers are the same on every
 * attempt, whatever the database and whether the body was sealed.
 */
export function automaticMailHeaders(kind: string): Record<string, string> {
  return {
    'Auto-Submitted': AUTO_REPLY_KINDS.has(kind) ? 'auto-replied' : 'auto-generated',
    'X-Auto-Response-Suppress': 'OOF, AutoReply',
  };
}
