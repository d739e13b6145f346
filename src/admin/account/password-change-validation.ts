import { passwordChangeBody, passwordRepeat, repeatMustMatch } from '@/lib/account-rules';
import type { z } from '@/lib/zod';
import { validateWith } from '../auth/validate-with-schema';

/** The rules of `POST /api/account/password`, plus the confirmation the form asks for. */
const passwordChangeForm = repeatMustMatch(
  // `safeExtend` keeps the body's rule that the new password differs from the current one.
  passwordChangeBody.safeExtend({ confirmPassword: passwordRepeat('Confirm the new password') }),
  'newPassword',
);

export type PasswordChangeValues = z.input<typeof passwordChangeForm>;

export const validatePasswordChange = validateWith(passwordChangeForm);
