import { MIN_PASSWORD_LENGTH } from '@/lib/constants';
import { isEmail } from './email-format';

export interface ResetRequestValues {
  email: string;
}

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** The same e-mail texts as the login form. */
export function validateResetRequest(values: ResetRequestValues): Partial<ResetRequestValues> {
  const email = values.email.trim();
  if (!email) return { email: 'Email is required' };
  if (!isEmail(email)) return { email: 'Enter a valid email' };
  return {};
}

export function validateNewPassword(values: NewPasswordValues): Partial<NewPasswordValues> {
  const errors: Partial<NewPasswordValues> = {};
  if (!values.password) errors.password = 'Password is required';
  else if (values.password.length < MIN_PASSWORD_LENGTH)
    errors.password = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (!values.confirmPassword) errors.confirmPassword = 'Confirm the password';
  else if (values.confirmPassword !== values.password) errors.confirmPassword = 'Passwords do not match';
  return errors;
}
