import { describe, expect, it } from 'vitest';
import { validateLogin } from '@/admin/auth/login-validation';
import { validateResetRequest } from '@/admin/auth/password-reset-validation';
import { validateRegister } from '@/admin/auth/register-validation';
import { fieldErrors } from '@/kit/schemas';
import { loginBody, resetLinkRequestBody } from '@/lib/account-rules';
import { EMAIL_PATTERN } from '@/lib/sign-in-rules';
import { z } from '@/lib/zod';

describe('validateLogin', () => {
  it('uses the seed texts', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(validateLogin({ email: 'not-an-email', password: 'x' })).toEqual({ email: 'Enter a valid email' });
    expect(validateLogin({ email: ' owner@example.com ', password: 'x' })).toEqual({});
  });
});

/** The first message per field the API's schema gives for a body, as the forms show them. */
function apiMessages(schema: z.ZodType, body: Record<string, string>) {
  const given = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== ''));
  const result = schema.safeParse(given);
  if (result.success) return {};
  return Object.fromEntries(
    Object.entries(fieldErrors(result.error)).map(([field, [first]]) => [field, first]),
  );
}

describe('the zod-free sign-in checks', () => {
  const emails = [
    '',
    '   ',
    'owner@example.com',
    ' owner@example.com ',
    'no-at-sign',
    'a@b',
    'a@b.c',
    `${'x'.repeat(250)}@example.com`,
  ];
  const passwords = ['', 'x', 'correct-horse-battery', 'p'.repeat(1025)];

  it('refuse what POST /api/auth/login refuses, in the same words', () => {
    for (const email of emails)
      for (const password of passwords)
        expect(validateLogin({ email, password }), `${email} / ${password.length}`).toEqual(
          apiMessages(loginBody, { email, password }),
        );
  });

  it('refuse what POST /api/auth/forgot-password refuses, in the same words', () => {
    for (const email of emails)
      expect(validateResetRequest({ email }), email).toEqual(apiMessages(resetLinkRequestBody, { email }));
  });
});

describe('EMAIL_PATTERN', () => {
  it('is the rule z.email() applies on the server', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });
});

describe('validateRegister', () => {
  const valid = {
    firstName: 'Maria',
    lastName: 'Lopez',
    email: 'maria@example.com',
    password: 'long-enough-1',
    confirmPassword: 'long-enough-1',
  };

  it('accepts a complete first administrator', () => {
    expect(validateRegister(valid)).toEqual({});
  });

  it('asks for at least 10 password characters and a matching confirmation', () => {
    expect(validateRegister({ ...valid, password: 'short', confirmPassword: 'short' })).toEqual({
      password: 'Password must be at least 10 characters',
    });
    expect(validateRegister({ ...valid, confirmPassword: 'something-else' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });
});
