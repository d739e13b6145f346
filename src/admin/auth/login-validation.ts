import type { ApiRequestBody } from '@/lib/api-contract';
import { emailProblem, enteredPasswordProblem } from '@/lib/sign-in-rules';

/** What the sign-in form holds: the body of `POST /api/auth/login`. */
export type LoginValues = ApiRequestBody<'login'>;

/**
 * The sign-in form refuses what `POST /api/auth/login` refuses, in the same words: both follow the
 * rules of `sign-in-rules.ts`, here without zod to keep the sign-in page light.
 */
export function validateLogin(values: LoginValues): Partial<Record<keyof LoginValues, string>> {
  const errors: Partial<Record<keyof LoginValues, string>> = {};
  const email = emailProblem(values.email);
  const password = enteredPasswordProblem(values.password);
  if (email) errors.email = email;
  if (password) errors.password = password;
  return errors;
}
