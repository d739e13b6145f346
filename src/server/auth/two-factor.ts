import 'server-only';
import { decryptSecret, encryptSecret } from '../crypto/secret-box';
import type { Database } from '../db/engine';
import { decodeTimestamp } from '../db/values';
import { logger } from '../log';
import {
  decodeKey,
  encodeKey,
  hashRecoveryCode,
  matchingStep,
  newAuthenticatorKey,
  newRecoveryCodes,
  normalizeRecoveryCode,
} from './one-time-codes';

/**
 * The second factor of staff accounts as stored: the authenticator key (sealed with the site's
 * secret), whether its set-up was confirmed, and the one-use recovery codes (hashes only).
 */

export interface TwoFactorState {
  enabled: boolean;
  /** When the set-up was confirmed. */
  enabledAt: string | null;
  recoveryCodesLeft: number;
}

const TWO_FACTOR_REQUIRED_KEY = 'two-factor-required';

/** Whether an administrator requires two-factor sign-in of every staff account. */
export async function isTwoFactorRequired({ db }: Database): Promise<boolean> {
  const row = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', TWO_FACTOR_REQUIRED_KEY)
    .executeTakeFirst();
  return row?.value === 'yes';
}

export async function setTwoFactorRequired({ db }: Database, required: boolean): Promise<void> {
  const value = required ? 'yes' : 'no';
  await db
    .insertInto('app_meta')
    .values({ key: TWO_FACTOR_REQUIRED_KEY, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
}

export async function twoFactorStateOf({ db }: Database, userId: number): Promise<TwoFactorState> {
  const row = await db
    .selectFrom('two_factor')
    .select('enabledAt')
    .where('userId', '=', userId)
    .executeTakeFirst();
  const enabledAt = decodeTimestamp(row?.enabledAt ?? null);
  const { count } = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return { enabled: enabledAt !== null, enabledAt, recoveryCodesLeft: enabledAt ? Number(count) : 0 };
}

/** Whether the account's second factor is on (one query, without counting its recovery codes). */
export async function hasTwoFactor({ db }: Database, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('two_factor')
    .select('userId')
    .where('userId', '=', userId)
    .where('enabledAt', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** The ids of the accounts whose second factor is on. */
export async function accountsWithTwoFactor({ db }: Database): Promise<Set<number>> {
  const rows = await db
    .selectFrom('two_factor')
    .select('userId')
    .where('enabledAt', 'is not', null)
    .execute();
  return new Set(rows.map((row) => row.userId));
}

/**
 * The key of a set-up that waits for its first code, made now or kept from an earlier start (a
 * reload shows the same QR code). Null when the account's second factor is already on.
 */
export async function pendingKeyOf(
  { db }: Database,
  userId: number,
  appSecret: Uint8Array,
): Promise<Uint8Array | null> {
  const row = await db
    .selectFrom('two_factor')
    .select(['secret', 'enabledAt'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (row?.enabledAt) return null;
  const kept = row ? decryptSecret(row.secret, appSecret) : null;
  if (kept) return decodeKey(kept);
  const key = newAuthenticatorKey();
  const secret = encryptSecret(encodeKey(key), appSecret);
  await db
    .insertInto('two_factor')
    .values({
      userId,
      secret,
      lastUsedStep: null,
      enabledAt: null,
      lastVerifiedAt: null,
      createdAt: new Date().toISOString(),
    })
    .onConflict((conflict) =>
      conflict.column('userId').doUpdateSet({ secret, enabledAt: null, lastUsedStep: null }),
    )
    .execute();
  return key;
}

async function storedKey({ db }: Database, userId: number, appSecret: Uint8Array) {
  const row = await db
    .selectFrom('two_factor')
    .select(['secret', 'enabledAt', 'lastUsedStep'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const encoded = decryptSecret(row.secret, appSecret);
  if (!encoded) {
    // No code can pass: say why where the operator looks, since the person only sees "not right".
    logger.warn(
      { component: 'two-factor', userId },
      "an account's two-factor key does not open with this site's secret (AUTH_SECRET changed, or a " +
        "restore without the backup's passphrase): an administrator resets it, or restore with the passphrase",
    );
    return null;
  }
  return { key: decodeKey(encoded), enabled: row.enabledAt !== null, lastUsedStep: row.lastUsedStep };
}

/**
 * Spends the app code `typed` if it is the current one and newer than the last one used: the step is
 * recorded only where it is still newer, so of two requests with one code only one gets through.
 */
async function spendAppCode(
  database: Database,
  userId: number,
  typed: string,
  appSecret: Uint8Array,
  { confirming }: { confirming: boolean },
): Promise<boolean> {
  const stored = await storedKey(database, userId, appSecret);
  if (!stored || stored.enabled === confirming) return false;
  const step = matchingStep(stored.key, typed, Date.now(), stored.lastUsedStep);
  if (step === null) return false;
  const now = new Date().toISOString();
  const result = await database.db
    .updateTable('two_factor')
    .set(confirming ? { lastUsedStep: step, enabledAt: now } : { lastUsedStep: step })
    .where('userId', '=', userId)
    .where((eb) => eb.or([eb('lastUsedStep', 'is', null), eb('lastUsedStep', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Replaces the account's recovery codes with ten new ones, answered once and kept as hashes. */
export async function replaceRecoveryCodes({ db }: Database, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  const createdAt = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('recovery_codes').where('userId', '=', userId).execute();
    await trx
      .insertInto('recovery_codes')
      .values(
        codes.map((code) => ({
          userId,
          codeHash: hashRecoveryCode(userId, normalizeRecoveryCode(code)!),
          usedAt: null,
          createdAt,
        })),
      )
      .execute();
  });
  return codes;
}

/**
 * Confirms a set-up with the first code the app shows: the second factor is on from then, and the
 * answer is the account's ten recovery codes. Null when the code is not the app's current one.
 */
export async function confirmTwoFactor(
  database: Database,
  userId: number,
  typed: string,
  appSecret: Uint8Array,
): Promise<string[] | null> {
  if (!(await spendAppCode(database, userId, typed, appSecret, { confirming: true }))) return null;
  return replaceRecoveryCodes(database, userId);
}

/** How a second step was passed, or that it was not. */
export type SecondStep = 'app-code' | 'recovery-code' | null;

/** Checks a code of an account whose second factor is on: an app code, or an unused recovery code (then used up). */
export async function passSecondStep(
  database: Database,
  userId: number,
  typed: string,
  appSecret: Uint8Array,
): Promise<SecondStep> {
  if (await spendAppCode(database, userId, typed, appSecret, { confirming: false })) return 'app-code';
  const recovery = normalizeRecoveryCode(typed);
  if (!recovery) return null;
  const result = await database.db
    .updateTable('recovery_codes')
    .set({ usedAt: new Date().toISOString() })
    .where('userId', '=', userId)
    .where('codeHash', '=', hashRecoveryCode(userId, recovery))
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? 'recovery-code' : null;
}

/** Whether no sign-in of the account passed its second step since the challenge was issued (`issuedAt`). */
export async function challengeIsOpen({ db }: Database, userId: number, issuedAt: string): Promise<boolean> {
  const row = await db
    .selectFrom('two_factor')
    .select('lastVerifiedAt')
    .where('userId', '=', userId)
    .executeTakeFirst();
  const last = decodeTimestamp(row?.lastVerifiedAt ?? null);
  return last === null || last < issuedAt;
}

/**
 * Uses up a sign-in's challenge issued at `issuedAt` (ISO time): true once, for the first request
 * that passed its second step with it, so one password typed never opens two sessions.
 */
export async function claimChallenge({ db }: Database, userId: number, issuedAt: string): Promise<boolean> {
  const result = await db
    .updateTable('two_factor')
    .set({ lastVerifiedAt: new Date().toISOString() })
    .where('userId', '=', userId)
    .where((eb) => eb.or([eb('lastVerifiedAt', 'is', null), eb('lastVerifiedAt', '<', issuedAt)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Checks a current code of the account's app (a recovery code does not count), spending it. */
export const passAppCode = (database: Database, userId: number, typed: string, appSecret: Uint8Array) =>
  spendAppCode(database, userId, typed, appSecret, { confirming: false });

/** Turns the account's second factor off: its key and recovery codes are deleted. */
export async function removeTwoFactor({ db }: Database, userId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('recovery_codes').where('userId', '=', userId).execute();
    const result = await trx.deleteFrom('two_factor').where('userId', '=', userId).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  });
}

/** What a sign-in needs after the right password: a code, setting up an app (when required), or nothing. */
export async function secondStepOf(database: Database, userId: number): Promise<'code' | 'enrol' | null> {
  if (await hasTwoFactor(database, userId)) return 'code';
  return (await isTwoFactorRequired(database)) ? 'enrol' : null;
}
