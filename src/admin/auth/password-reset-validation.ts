import type { z } from 'zod';
import {
  passwordRepeat,
  passwordResetBody,
  repeatMustMatch,
  resetLinkRequestBody,
} from '@/lib/account-rules';
import { validateWith } from './validate-with-schema';

/** The new password of `POST /api/auth/reset-password` (the token comes from the link), typed twice. */
const newPasswordForm = repeatMustMatch(
  passwordResetBody
    .pick({ password: true })
    .extend({ confirmPassword: passwordRepeat('Confirm the password') }),
  'password',
);

export type ResetRequestValues = z.input<typeof resetLinkRequestBody>;
export type NewPasswordValues = z.input<typeof newPasswordForm>;

export const validateResetRequest = validateWith(resetLinkRequestBody);
export const validateNewPassword = validateWith(newPasswordForm);
