import 'server-only';
import { createHmac } from 'node:crypto';
import type { Transaction } from 'kysely';
import { ConfigurationError } from '../config/load-env';
import { decryptSecret, encryptSecret } from '../crypto/secret-box';
import type { Database } from '../db/engine';
import type { DatabaseSchema } from '../db/schema';
import { decodeJson, decodeTimestamp } from '../db/values';
import { logger } from '../log';
import { noSealedValues, rewriteSealedValues, type SealedCounts, totalOf } from './sealed-values';
import type { VerificationKey } from './tokens';

/**
 * Changing the site's secret (AUTH_SECRET) without losing what it protects: every value sealed with
 * the old secret (`sealed-values.ts`) is opened and sealed again with the new one, and the old
 * secret is kept, sealed with the new one, in the database every instance reads, so that the tokens
 * it signed (sessions, preview links) are accepted until they expire on their own. A retired secret
 * is remembered by its fingerprint: an instance started with it refuses to start, and one still
 * running with it says so in its log.
 */

const PREVIOUS_SECRETS_KEY = 'previous-auth-secrets';
const RETIRED_FINGERPRINTS_KEY = 'retired-auth-secrets';
/** How many retired secrets are remembered by their fingerprint. */
const RETIRED_REMEMBERED = 20;

type Writer = Transaction<DatabaseSchema>;
type Reader = Database['db'] | Writer;

interface KeptSecret {
  /** The old secret, sealed with the current one. */
  sealed: string;
  /** When it was replaced: it vouches only for tokens issued before. */
  retiredAt: string;
  /** When the last token it signed expires: afterwards it is dropped. */
  until: string;
}

interface RetiredSecret {
  /** `secretFingerprint` of the retired secret: it names the secret without revealing it. */
  fingerprint: string;
  retiredAt: string;
}

export interface ResealCounts extends SealedCounts {
  /** Values sealed with neither secret (an earlier change of secret lost them): left as they are. */
  unreadable: SealedCounts;
}

/** A name for a secret that reveals nothing of it (the secrets are long and random). */
export function secretFingerprint(secret: Uint8Array): string {
  return createHmac('sha256', secret).update('site secret fingerprint').digest('base64url').slice(0, 22);
}

async function readMeta<T>(db: Reader, key: string, fallback: T): Promise<T> {
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst();
  return decodeJson<T>(row?.value, fallback);
}

async function writeMeta(trx: Writer, key: string, data: unknown) {
  const value = JSON.stringify(data);
  await trx
    .insertInto('app_meta')
    .values({ key, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
}

/**
 * Opens every sealed value of the database with `from` and seals it with `to`, in the caller's
 * transaction; then keeps `from` (and the earlier secrets still kept) sealed with `to` until
 * `keepUntil`, the end of the longest session `from` may have signed. With `keepUntil` null no
 * secret is kept: every token signed before ends at once (a leaked secret).
 */
export async function resealStoredSecrets(
  trx: Writer,
  engine: Database['engine'],
  from: Uint8Array,
  to: Uint8Array,
  keepUntil: Date | null,
): Promise<ResealCounts> {
  const unreadable = noSealedValues();
  const unreadableHolders = new Set<string>();
  const counts = await rewriteSealedValues(trx, engine, (value, kind, holder) => {
    const plaintext = decryptSecret(value, from);
    if (plaintext === null) {
      // Already sealed with the new secret (a repeated run), or lost before: counted, not changed.
      if (decryptSecret(value, to) === null && !unreadableHolders.has(holder)) {
        unreadableHolders.add(holder);
        unreadable[kind] += 1;
      }
      return null;
    }
    return encryptSecret(plaintext, to);
  });
  await keepPreviousSecret(trx, from, to, keepUntil);
  return { ...counts, unreadable };
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

/**
 * Keeps `previous` (and the kept secrets not yet expired, opened with it) sealed with `current`
 * until `until` (none of them when null), and remembers `previous` as retired.
 */
async function keepPreviousSecret(
  trx: Writer,
  previous: Uint8Array,
  current: Uint8Array,
  until: Date | null,
) {
  const now = Date.now();
  const retiredAt = new Date(now).toISOString();
  const earlier = (await readMeta<KeptSecret[]>(trx, PREVIOUS_SECRETS_KEY, []))
    .filter((kept) => Date.parse(kept.until) > now)
    .map((kept) => ({ ...kept, secret: decryptSecret(kept.sealed, previous) }))
    .filter((kept): kept is KeptSecret & { secret: string } => kept.secret !== null);
  const kept: KeptSecret[] = until
    ? [
        {
          sealed: encryptSecret(new TextDecoder().decode(previous), current),
          retiredAt,
          until: until.toISOString(),
        },
        ...earlier.map((old) => ({
          sealed: encryptSecret(old.secret, current),
          retiredAt: old.retiredAt,
          until: old.until,
        })),
      ]
    : [];
  await writeMeta(trx, PREVIOUS_SECRETS_KEY, kept);
  const fingerprint = secretFingerprint(previous);
  const retired = (await readMeta<RetiredSecret[]>(trx, RETIRED_FINGERPRINTS_KEY, [])).filter(
    (old) => old.fingerprint !== fingerprint && old.fingerprint !== secretFingerprint(current),
  );
  await writeMeta(
    trx,
    RETIRED_FINGERPRINTS_KEY,
    [{ fingerprint, retiredAt }, ...retired].slice(0, RETIRED_REMEMBERED),
  );
}

/** When `secret` was retired by a change of secret, or null when it was not. */
async function retiredAtOf(db: Reader, secret: Uint8Array): Promise<string | null> {
  const fingerprint = secretFingerprint(secret);
  const retired = await readMeta<RetiredSecret[]>(db, RETIRED_FINGERPRINTS_KEY, []);
  return retired.find((old) => old.fingerprint === fingerprint)?.retiredAt ?? null;
}

const retiredMessage = (retiredAt: string) =>
  `This instance's secret (AUTH_SECRET, or the auth-secret file in DATA_DIR) was retired on ${retiredAt} ` +
  "by npm run rotate-secret: give this instance the site's new secret.";

/** An instance started with a secret the site has retired: what it stored could not be read by the others. */
export class RetiredSecretError extends ConfigurationError {
  override name = 'RetiredSecretError';
}

/**
 * At start: refuses a retired secret, and seals again with the current secret the values an
 * instance still running with a kept secret stored after the change (a setting saved between
 * `npm run rotate-secret` and its restart). Returns how many values it sealed again.
 */
export async function adoptCurrentSecret(database: Database, current: Uint8Array): Promise<number> {
  const retiredAt = await retiredAtOf(database.db, current);
  if (retiredAt) throw new RetiredSecretError(retiredMessage(retiredAt));
  const kept = (await previousSecrets(database, current)).map((key) => key.secret);
  if (kept.length === 0) return 0;
  const counts = await database.db.transaction().execute((trx) =>
    rewriteSealedValues(trx, database.engine, (value) => {
      if (decryptSecret(value, current) !== null) return null;
      for (const secret of kept) {
        const plaintext = decryptSecret(value, secret);
        if (plaintext !== null) return encryptSecret(plaintext, current);
      }
      return null;
    }),
  );
  return totalOf(counts);
}

/** How long an instance trusts what it read of the kept secrets before reading them again. */
const KEPT_SECRETS_TTL_MS = 30_000;
let warnedRetired = false;
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
  const retiredAt = await retiredAtOf(database.db, current);
  if (retiredAt && !warnedRetired) {
    // Still serving after the site changed its secret: what this instance stores now is sealed with
    // the old secret (the others read it once they restart: see `adoptCurrentSecret`).
    warnedRetired = true;
    logger.error({ component: 'site-secret' }, retiredMessage(retiredAt));
  }
  const secrets = (await readMeta<KeptSecret[]>(database.db, PREVIOUS_SECRETS_KEY, []))
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
