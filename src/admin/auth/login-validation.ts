import { isEmail } from './email-format';

export interface LoginValues {
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/** The login form's rules and texts, exactly as the seed gives them (section 5). */
export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = 'Email is required';
  else if (!isEmail(email)) errors.email = 'Enter a valid email';
  if (!values.password) errors.password = 'Password is required';
  return errors;
}
