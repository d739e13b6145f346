import { passwordRepeat, passwordResetBody, repeatMustMatch } from '@/lib/account-rules';
import type { ApiRequestBody } from '@/lib/api-contract';
import { emailProblem } from '@/lib/sign-in-rules';
import type { z } from '@/lib/zod';
import { validateWith } from './validate-with-schema';

/** The new password of `POST /api/auth/reset-password` (the token comes from the link), typed twice. */
const newPasswordForm = repeatMustMatch(
  passwordResetBody
    .pick({ password: true })
    .extend({ confirmPassword: passwordRepeat('Confirm the password') }),
  'password',
);

/** What the reset-link form holds: the body of `POST /api/auth/forgot-password`. */
export type ResetRequestValues = ApiRequestBody<'requestPasswordReset'>;
export type NewPasswordValues = z.input<typeof newPasswordForm>;

/** As `POST /api/auth/forgot-password` checks the address (`resetLinkRequestBody`), without zod. */
export function validateResetRequest(values: ResetRequestValues): Partial<ResetRequestValues> {
  const email = emailProblem(values.email);
  return email ? { email } : {};
}
export const validateNewPassword = validateWith(newPasswordForm);
