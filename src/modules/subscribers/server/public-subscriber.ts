import 'server-only';
import type { Context } from 'hono';
import { safeText } from '@/lib/text-schemas';
import { z } from '@/lib/zod';
import { recordActivity } from '@/server/activity-log/record';
import type { ApiEnv, AppDependencies } from '@/server/api/context';
import { notFound } from '@/server/api/errors';
import { rateLimitsOf } from '@/server/api/form-rate-limits';
import { readJson } from '@/server/api/read-json';
import { changeTrashedRecords } from '@/server/trash/store';

/** What the newsletter form sends: the address, and where the visitor signed up. */
export const signUpSchema = z.strictObject({
  email: z
    .string({ error: (issue) => (issue.input === undefined ? 'Email is required' : 'Enter a valid email') })
    .trim()
    .max(254, { message: 'Enter a valid email' })
    .pipe(z.email({ message: 'Enter a valid email' })),
  source: safeText().trim().max(120).optional(),
});

export type SignUp = z.infer<typeof signUpSchema>;

/**
 * Signs up one checked address, from the API or the site's own form alike: counts it against the
 * client IP's hourly allowance (429 past it); idempotent and case-insensitive (someone who had left
 * is subscribed again). Tells whether a new subscriber was made.
 */
export async function subscribePublic(
  deps: AppDependencies,
  { email, source }: SignUp,
  clientIp: string,
): Promise<{ created: boolean }> {
  await (await rateLimitsOf(deps)).consumePublicForm(clientIp);
  const database = await deps.database();
  const now = new Date().toISOString();
  const created = await database.db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('subscribers')
      .select(['id', 'status'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .executeTakeFirst();
    if (existing) {
      if (existing.status !== 'subscribed') {
        await trx
          .updateTable('subscribers')
          .set({ status: 'subscribed', updatedAt: now })
          .where('id', '=', existing.id)
          .execute();
      }
      return false;
    }
    const row = await trx
      .insertInto('subscribers')
      .values({ email, status: 'subscribed', source: source || 'website', createdAt: now, updatedAt: now })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (row) {
      await recordActivity(trx, {
        userId: null,
        module: 'subscribers',
        recordId: row.id,
        action: 'create-public',
        ip: clientIp,
      });
    }
    return row !== undefined;
  });
  return { created };
}

export const SUBSCRIBED_MESSAGE = 'Thanks for subscribing!';

/**
 * `POST /api/subscribers` without a token: the newsletter form. Idempotent and case-insensitive: a
 * second sign-up answers 200 (and subscribes again someone who had left).
 */
export async function createPublicSubscriber(c: Context<ApiEnv>): Promise<Response> {
  const signUp = await readJson(c, signUpSchema);
  const { created } = await subscribePublic(c.get('deps'), signUp, c.get('clientIp'));
  return c.json({ success: true, message: SUBSCRIBED_MESSAGE }, created ? 201 : 200);
}

/** The token of an unsubscribe link, as the API and the page's form post send it. */
export const unsubscribeSchema = z.strictObject({
  token: z
    .string({ error: () => 'token is required' })
    .regex(/^[a-f0-9]{32}$/, { message: 'This unsubscribe link is not valid' }),
});

/**
 * Unsubscribes the reader of a link and logs it; false when no subscriber (not even one in the
 * trash, who stays unsubscribed once restored) holds the token.
 */
export async function unsubscribeByToken(deps: AppDependencies, token: string, clientIp: string) {
  const database = await deps.database();
  const now = new Date().toISOString();
  return database.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('subscribers')
      .set({ status: 'unsubscribed', updatedAt: now })
      .where('unsubscribeToken', '=', token)
      .returning('id')
      .executeTakeFirst();
    const [trashedId] = row
      ? []
      : await changeTrashedRecords(
          trx,
          database.engine,
          'subscribers',
          (record) => record.unsubscribeToken === token,
          { status: 'unsubscribed', updatedAt: now },
        );
    const recordId = row?.id ?? trashedId;
    if (recordId === undefined) return false;
    await recordActivity(trx, {
      userId: null,
      module: 'subscribers',
      recordId,
      action: 'unsubscribe',
      ip: clientIp,
    });
    return true;
  });
}

/** `POST /api/subscribers/unsubscribe {token}`: the one-click link of every newsletter e-mail. */
export async function unsubscribe(c: Context<ApiEnv>) {
  const { token } = await readJson(c, unsubscribeSchema);
  if (!(await unsubscribeByToken(c.get('deps'), token, c.get('clientIp'))))
    throw notFound('This unsubscribe link is not valid');
  return c.json(
    { success: true as const, message: 'You are unsubscribed. You will not receive more e-mails.' },
    200,
  );
}
