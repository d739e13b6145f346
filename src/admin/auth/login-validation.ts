import type { z } from 'zod';
import { loginBody } from '@/lib/account-rules';
import { validateWith } from './validate-with-schema';

export type LoginValues = z.input<typeof loginBody>;

/** The sign-in form refuses what `POST /api/auth/login` refuses, in the same words. */
export const validateLogin = validateWith(loginBody);
