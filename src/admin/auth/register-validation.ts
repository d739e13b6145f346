import { MIN_PASSWORD_LENGTH } from '@/lib/constants';
import { isEmail } from './email-format';

export { MIN_PASSWORD_LENGTH };

export interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export type RegisterErrors = Partial<Record<keyof RegisterValues, string>>;

export function validateRegister(values: RegisterValues): RegisterErrors {
  const errors: RegisterErrors = {};
  if (!values.firstName.trim()) errors.firstName = 'First name is required';
  if (!values.lastName.trim()) errors.lastName = 'Last name is required';
  const email = values.email.trim();
  if (!email) errors.email = 'Email is required';
  else if (!isEmail(email)) errors.email = 'Enter a valid email';
  if (!values.password) errors.password = 'Password is required';
  else if (values.password.length < MIN_PASSWORD_LENGTH)
    errors.password = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (!values.confirmPassword) errors.confirmPassword = 'Confirm the password';
  else if (values.confirmPassword !== values.password) errors.confirmPassword = 'Passwords do not match';
  return errors;
}
