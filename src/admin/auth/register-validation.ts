import { passwordRepeat, registerBody, repeatMustMatch } from '@/lib/account-rules';
import type { z } from '@/lib/zod';
import { validateWith } from './validate-with-schema';

/** `POST /api/account/register`, with the password typed twice. */
const registerForm = repeatMustMatch(
  registerBody.extend({ confirmPassword: passwordRepeat('Confirm the password') }),
  'password',
);

export type RegisterValues = z.input<typeof registerForm>;

export const validateRegister = validateWith(registerForm);
