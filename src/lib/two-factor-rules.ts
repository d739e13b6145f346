import { z } from '@/lib/zod';

/**
 * The bodies of two-factor sign-in's calls, shared by the API and the back office's forms (plain
 * `zod`: the admin bundle imports this file).
 */

export const CODE_REQUIRED = 'Enter the 6-digit code from your authenticator app';

/** A code as typed: six digits from the app, or a recovery code (`xxxxx-xxxxx`). */
export const typedCode = z
  .string({ error: () => CODE_REQUIRED })
  .trim()
  .min(1, { message: CODE_REQUIRED })
  .max(40, { message: 'That is longer than any code' });

export const codeBody = z.object({ code: typedCode });

/** The second step of a sign-in: the challenge the password step answered, and a code. */
export const verifyBody = z.object({
  challenge: z
    .string({ error: () => 'Sign in again' })
    .min(1)
    .max(2000),
  code: typedCode,
});

export const challengeBody = verifyBody.pick({ challenge: true });

export const passwordConfirmBody = z.object({
  password: z
    .string({ error: () => 'Password is required' })
    .min(1, { message: 'Password is required' })
    .max(1000),
});

export const requiredBody = z.object({ required: z.boolean({ error: () => 'Say true or false' }) });
