import 'server-only';
import type { Transaction } from 'kysely';
import { decryptSecret, encryptSecret } from '../crypto/secret-box';
import type { Database } from '../db/engine';
import type { DatabaseSchema } from '../db/schema';
import { decodeJson, decodeTimestamp, engineValues } from '../db/values';
import type { VerificationKey } from './tokens';

/**
 * Changing the site's secret (AUTH_SECRET) without losing what it protects: every value sealed with
 * the old secret (the settings' secrets such as the SMTP password, the two-factor keys, the bodies of
 * mail waiting with a reset link) is opened and sealed again with the new one, and the old secret is
 * kept, sealed with the new one, in the database every instance reads, so that the tokens it signed
 * (sessions, preview links) are accepted until they expire on their own.
 */

const PREVIOUS_SECRETS_KEY = 'previous-auth-secrets';
/** A secret's values have this form (`crypto/secret-box.ts`); nothing else is touched. */
const SEALED_FORM = /^v\d+\.[\w-]+\.[\w-]+\.[\w-]*$/;

type Writer = Transaction<DatabaseSchema>;

interface KeptSecret {
  /** The old secret, sealed with the current one. */
  sealed: string;
  /** When it was replaced: it vouches only for tokens issued before. */
  retiredAt: string;
  /** When the last token it signed expires: afterwards it is dropped. */
  until: string;
}

export interface ResealCounts {
  settings: number;
  twoFactorKeys: number;
  waitingMail: number;
  /** Values sealed with neither secret (an earlier change of secret lost them): left as they are. */
  unreadable: number;
}

async function keptSecrets(db: Database['db'] | Writer): Promise<KeptSecret[]> {
  const row = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', PREVIOUS_SECRETS_KEY)
    .executeTakeFirst();
  return decodeJson<KeptSecret[]>(row?.value, []);
}

/**
 * Opens every sealed value of the database with `from` and seals it with `to`, in the caller's
 * transaction; then keeps `from` (and the earlier secrets still kept) sealed with `to` until
 * `keepUntil`, the end of the longest session `from` may have signed.
 */
export async function resealStoredSecrets(
  trx: Writer,
  engine: Database['engine'],
  from: Uint8Array,
  to: Uint8Array,
  keepUntil: Date,
): Promise<ResealCounts> {
  const counts: ResealCounts = { settings: 0, twoFactorKeys: 0, waitingMail: 0, unreadable: 0 };
  const reseal = (value: string): string | null => {
    const plaintext = decryptSecret(value, from);
    if (plaintext === null) {
      // Already sealed with the new secret (a repeated run), or lost before: counted, not changed.
      if (decryptSecret(value, to) === null) counts.unreadable += 1;
      return null;
    }
    return encryptSecret(plaintext, to);
  };

  for (const row of await trx.selectFrom('settings').select(['key', 'value']).execute()) {
    const values = decodeJson<Record<string, unknown>>(row.value, {});
    let changed = false;
    for (const [name, value] of Object.entries(values)) {
      if (typeof value !== 'string' || !SEALED_FORM.test(value)) continue;
      const resealed = reseal(value);
      if (resealed === null) continue;
      values[name] = resealed;
      changed = true;
      counts.settings += 1;
    }
    if (changed) {
      const encoded = engineValues(engine).encodeJson(values);
      await trx.updateTable('settings').set({ value: encoded }).where('key', '=', row.key).execute();
    }
  }

  for (const row of await trx.selectFrom('two_factor').select(['userId', 'secret']).execute()) {
    const resealed = reseal(row.secret);
    if (resealed === null) continue;
    await trx.updateTable('two_factor').set({ secret: resealed }).where('userId', '=', row.userId).execute();
    counts.twoFactorKeys += 1;
  }

  const waiting = await trx
    .selectFrom('mail_outbox')
    .select(['id', 'html', 'text', 'attachments'])
    .where('status', '=', 'pending')
    .execute();
  for (const mail of waiting) {
    const sealed = [mail.html, mail.text, mail.attachments].filter(
      (part): part is string => typeof part === 'string' && SEALED_FORM.test(part),
    );
    if (sealed.length === 0) continue;
    const [html, text, attachments] = [mail.html, mail.text, mail.attachments].map((part) =>
      typeof part === 'string' && SEALED_FORM.test(part) ? (reseal(part) ?? part) : part,
    );
    await trx
      .updateTable('mail_outbox')
      .set({ html: html as string, text: text as string, attachments })
      .where('id', '=', mail.id)
      .execute();
    counts.waitingMail += 1;
  }

  await keepPreviousSecret(trx, from, to, keepUntil);
  return counts;
}

/**
 * When the last token a secret signed expires: the longest session from now, or the latest open
 * preview link if it ends later.
 */
export async function lastTokenExpiry(trx: Writer, sessionMaxSeconds: number): Promise<Date> {
  const sessions = Date.now() + sessionMaxSeconds * 1000;
  const row = await trx
    .selectFrom('preview_links')
    .select((eb) => eb.fn.max('expiresAt').as('latest'))
    .executeTakeFirst();
  const latest = decodeTimestamp(row?.latest);
  return new Date(Math.max(sessions, latest ? Date.parse(latest) : 0));
}

/** Keeps `previous` (and the kept secrets not yet expired, opened with it) sealed with `current`. */
async function keepPreviousSecret(trx: Writer, previous: Uint8Array, current: Uint8Array, until: Date) {
  const now = Date.now();
  const earlier = (await keptSecrets(trx))
    .filter((kept) => Date.parse(kept.until) > now)
    .map((kept) => ({ ...kept, secret: decryptSecret(kept.sealed, previous) }))
    .filter((kept): kept is KeptSecret & { secret: string } => kept.secret !== null);
  const kept: KeptSecret[] = [
    {
      sealed: encryptSecret(new TextDecoder().decode(previous), current),
      retiredAt: new Date(now).toISOString(),
      until: until.toISOString(),
    },
    ...earlier.map((old) => ({
      sealed: encryptSecret(old.secret, current),
      retiredAt: old.retiredAt,
      until: old.until,
    })),
  ];
  const value = JSON.stringify(kept);
  await trx
    .insertInto('app_meta')
    .values({ key: PREVIOUS_SECRETS_KEY, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
}

/** How long an instance trusts what it read of the kept secrets before reading them again. */
const KEPT_SECRETS_TTL_MS = 30_000;
let cache: { database: Database; current: Uint8Array; readAt: number; secrets: VerificationKey[] } | null =
  null;

/**
 * The earlier secrets whose tokens are still accepted (none, usually), opened with the current one;
 * read from the database at most every 30 seconds per process.
 */
export async function previousSecrets(database: Database, current: Uint8Array): Promise<VerificationKey[]> {
  const fresh = cache && Date.now() - cache.readAt < KEPT_SECRETS_TTL_MS;
  if (fresh && cache?.database === database && cache.current === current) return cache.secrets;
  const now = Date.now();
  const secrets = (await keptSecrets(database.db))
    .filter((kept) => Date.parse(kept.until) > now)
    .map((kept) => ({
      opened: decryptSecret(kept.sealed, current),
      retiredAt: Date.parse(kept.retiredAt) / 1000,
    }))
    .filter(
      (kept): kept is { opened: string; retiredAt: number } => kept.opened !== null && kept.retiredAt > 0,
    )
    .map(({ opened, retiredAt }) => ({ secret: new TextEncoder().encode(opened), retiredAt }));
  cache = { database, current, readAt: now, secrets };
  return secrets;
}

/** Forgets what this process read of the kept secrets (tests, and after a change in this process). */
export function forgetPreviousSecrets(): void {
  cache = null;
}
