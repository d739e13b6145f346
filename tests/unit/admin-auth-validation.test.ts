import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMAIL_PATTERN } from '@/admin/auth/email-format';
import { validateLogin } from '@/admin/auth/login-validation';
import { validateRegister } from '@/admin/auth/register-validation';

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
