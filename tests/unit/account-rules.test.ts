import { describe, expect, it } from 'vitest';
import { validatePasswordChange } from '@/admin/account/password-change-validation';
import { validateLogin } from '@/admin/auth/login-validation';
import { validateNewPassword, validateResetRequest } from '@/admin/auth/password-reset-validation';
import { validateRegister } from '@/admin/auth/register-validation';
import { fieldErrors } from '@/kit/schemas';
import {
  loginBody,
  MIN_PASSWORD_LENGTH,
  passwordChangeBody,
  passwordResetBody,
  registerBody,
  resetLinkRequestBody,
} from '@/lib/account-rules';
import { firstMessages } from '@/lib/field-messages';
import type { z } from '@/lib/zod';

/** The API's `errors` for a body (as its validation hook maps them), first message of each field. */
function apiMessages(schema: z.ZodType, body: object): Record<string, string> {
  const result = schema.safeParse(body);
  return result.success ? {} : firstMessages(fieldErrors(result.error));
}

const tooShort = 'x'.repeat(MIN_PASSWORD_LENGTH - 1);
const longEnough = 'x'.repeat(MIN_PASSWORD_LENGTH);
const admin = { email: 'ana@example.com', firstName: 'Ana', lastName: 'Ruiz' };

describe('one rule for the API and the forms', () => {
  it('refuses a password one character short with the same words in the API and each form', () => {
    const refusal = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
    expect(apiMessages(registerBody, { ...admin, password: tooShort })).toEqual({ password: refusal });
    expect(validateRegister({ ...admin, password: tooShort, confirmPassword: tooShort })).toEqual({
      password: refusal,
    });

    expect(apiMessages(passwordResetBody, { token: 'abc', password: tooShort })).toEqual({
      password: refusal,
    });
    expect(validateNewPassword({ password: tooShort, confirmPassword: tooShort })).toEqual({
      password: refusal,
    });

    const change = { currentPassword: 'the old one', newPassword: tooShort };
    expect(apiMessages(passwordChangeBody, change)).toEqual({ newPassword: refusal });
    expect(validatePasswordChange({ ...change, confirmPassword: tooShort })).toEqual({
      newPassword: refusal,
    });
  });

  it('accepts a password of exactly the minimum length in the API and the forms', () => {
    expect(apiMessages(registerBody, { ...admin, password: longEnough })).toEqual({});
    expect(validateRegister({ ...admin, password: longEnough, confirmPassword: longEnough })).toEqual({});
    expect(validateNewPassword({ password: longEnough, confirmPassword: longEnough })).toEqual({});
  });

  it('refuses an address that is not one, or too long to deliver to, alike', () => {
    const tooLong = `${'a'.repeat(250)}@example.com`;
    for (const email of ['not-an-email', tooLong]) {
      expect(apiMessages(loginBody, { email, password: 'x' })).toEqual({ email: 'Enter a valid email' });
      expect(validateLogin({ email, password: 'x' })).toEqual({ email: 'Enter a valid email' });
      expect(apiMessages(resetLinkRequestBody, { email })).toEqual({ email: 'Enter a valid email' });
      expect(validateResetRequest({ email })).toEqual({ email: 'Enter a valid email' });
    }
  });

  it('says a missing field is required in the API where the form says so for an empty one', () => {
    expect(apiMessages(registerBody, {})).toEqual({
      email: 'Email is required',
      password: 'Password is required',
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
    const empty = { ...admin, email: '', firstName: '', lastName: '', password: '' };
    expect(validateRegister({ ...empty, confirmPassword: '' })).toEqual({
      ...apiMessages(registerBody, {}),
      confirmPassword: 'Confirm the password',
    });
  });

  it('refuses a repeat that does not match, in every form that asks for one', () => {
    const mismatch = 'Passwords do not match';
    expect(validateRegister({ ...admin, password: longEnough, confirmPassword: `${longEnough}!` })).toEqual({
      confirmPassword: mismatch,
    });
    expect(validateNewPassword({ password: longEnough, confirmPassword: 'other' })).toEqual({
      confirmPassword: mismatch,
    });
    expect(
      validatePasswordChange({ currentPassword: 'old', newPassword: longEnough, confirmPassword: 'other' }),
    ).toEqual({ confirmPassword: mismatch });
  });

  it('says the repeat does not match even while the password itself is refused', () => {
    expect(validateNewPassword({ password: '', confirmPassword: tooShort })).toEqual({
      password: 'Password is required',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('keeps the confirmation out of the API body', () => {
    const sent = { ...admin, password: longEnough, confirmPassword: longEnough };
    expect(apiMessages(registerBody, sent)).toEqual({ confirmPassword: 'Unknown field' });
  });
});
