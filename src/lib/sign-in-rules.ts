/**
 * The rules of an e-mail address and of a password typed to sign in, written without zod: the
 * sign-in page checks them with no validation library (any import of zod, even of its patterns,
 * would bring most of it to that page), and `account-rules.ts` builds the API's schemas from them.
 */

/** The pattern `z.email()` checks, copied; a unit test keeps the copy equal to zod's. */
export const EMAIL_PATTERN =
  // biome-ignore lint/complexity/noUselessEscapeInRegex: written exactly as zod writes it, so the test can compare them
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** The longest address SMTP can deliver to. */
export const MAX_EMAIL_LENGTH = 254;
/** Bounds the hashing work a request can ask for; no one types more. */
export const MAX_PASSWORD_LENGTH = 1024;

export const EMAIL_REQUIRED = 'Email is required';
export const EMAIL_INVALID = 'Enter a valid email';
export const PASSWORD_REQUIRED = 'Password is required';
export const PASSWORD_TOO_LONG = 'Password is too long';

/** What is wrong with an e-mail address as typed, or null (the API trims it first, and so does this). */
export function emailProblem(value: string): string | null {
  const email = value.trim();
  if (!email) return EMAIL_REQUIRED;
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email)) return EMAIL_INVALID;
  return null;
}

/** What is wrong with a password typed to sign in, or null. */
export function enteredPasswordProblem(value: string, required = PASSWORD_REQUIRED): string | null {
  if (!value) return required;
  if (value.length > MAX_PASSWORD_LENGTH) return PASSWORD_TOO_LONG;
  return null;
}
