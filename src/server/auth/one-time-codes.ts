import 'server-only';
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { decodeBase32IgnorePadding, encodeBase32NoPadding } from '@oslojs/encoding';
import { createTOTPKeyURI, generateHOTP } from '@oslojs/otp';

/**
 * The codes of two-factor sign-in: RFC 6238 time-based codes, as every authenticator app makes them
 * (SHA-1, 6 digits, 30-second steps; `@oslojs/otp` computes them), and one-use recovery codes.
 */

export const CODE_STEP_SECONDS = 30;
export const CODE_DIGITS = 6;
/** A code of the step before or after is accepted too: a phone's clock a little off, a slow typist. */
const STEPS_OF_DRIFT = 1;
export const RECOVERY_CODE_COUNT = 10;

/** A new authenticator key: 160 random bits, as RFC 4226 recommends. */
export function newAuthenticatorKey(): Uint8Array {
  return new Uint8Array(randomBytes(20));
}

/** The key as people type it into an app that cannot scan: base32, in groups of four. */
export const keyForTyping = (key: Uint8Array) =>
  encodeBase32NoPadding(key)
    .match(/.{1,4}/g)!
    .join(' ');

export const encodeKey = (key: Uint8Array) => encodeBase32NoPadding(key);
export const decodeKey = (encoded: string) => decodeBase32IgnorePadding(encoded);

/**
 * The `otpauth://` address an authenticator app reads from the QR code. Its query writes a space as
 * `+` (form encoding), which some apps show as it is: the Key URI format's `%20` instead (a `+` of
 * the name itself is `%2B` there, so every `+` left is a space).
 */
export const authenticatorUri = (key: Uint8Array, issuer: string, account: string) =>
  createTOTPKeyURI(issuer, account, key, CODE_STEP_SECONDS, CODE_DIGITS).replaceAll('+', '%20');

export const stepAt = (milliseconds: number) => Math.floor(milliseconds / 1000 / CODE_STEP_SECONDS);

/** The code an app shows at `milliseconds` (tests and the set-up check use it). */
export const codeAt = (key: Uint8Array, milliseconds: number) =>
  generateHOTP(key, BigInt(stepAt(milliseconds)), CODE_DIGITS);

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** What a person typed, as a code: digits only, spaces and dashes dropped. */
export const normalizeCode = (typed: string) => typed.replace(/[\s-]/g, '');

/**
 * The step whose code `typed` is, within the allowed drift of `now`, and later than `lastUsedStep`
 * (a code signs in once: one read over a shoulder is not a second sign-in). Null when none.
 */
export function matchingStep(
  key: Uint8Array,
  typed: string,
  now: number,
  lastUsedStep: number | null,
): number | null {
  const code = normalizeCode(typed);
  if (!/^\d{6}$/.test(code)) return null;
  const current = stepAt(now);
  let matched: number | null = null;
  // Every candidate is computed and compared, so the time taken does not tell which one matched.
  for (let step = current - STEPS_OF_DRIFT; step <= current + STEPS_OF_DRIFT; step++) {
    const fits = sameText(generateHOTP(key, BigInt(step), CODE_DIGITS), code);
    if (fits && matched === null && (lastUsedStep === null || step > lastUsedStep)) matched = step;
  }
  return matched;
}

// No 0/o, 1/l/i: a code read off paper is typed right.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_CODE_LENGTH = 10;

/** Ten new recovery codes, `xxxxx-xxxxx` (49 random bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const characters = Array.from(
      { length: RECOVERY_CODE_LENGTH },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
    return `${characters.slice(0, 5)}-${characters.slice(5)}`;
  });
}

/** A recovery code as typed (any case, with or without the dash and spaces), or null when it cannot be one. */
export function normalizeRecoveryCode(typed: string): string | null {
  const code = typed.toLowerCase().replace(/[\s-]/g, '');
  return code.length === RECOVERY_CODE_LENGTH && [...code].every((c) => RECOVERY_ALPHABET.includes(c))
    ? code
    : null;
}

/** What is kept of a recovery code: its SHA-256 with the account's id, never the code. */
export const hashRecoveryCode = (userId: number, normalized: string) =>
  createHash('sha256').update(`${userId}:${normalized}`, 'utf8').digest('hex');
