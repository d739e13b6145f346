import { MIN_PASSWORD_LENGTH } from '@/lib/constants';

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordChangeErrors = Partial<Record<keyof PasswordChangeValues, string>>;

/** The rules of `POST /api/account/password`, plus the confirmation the form asks for. */
export function validatePasswordChange(values: PasswordChangeValues): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  if (!values.currentPassword) errors.currentPassword = 'Current password is required';
  if (!values.newPassword) errors.newPassword = 'New password is required';
  else if (values.newPassword.length < MIN_PASSWORD_LENGTH)
    errors.newPassword = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  else if (values.newPassword === values.currentPassword)
    errors.newPassword = 'The new password must differ from the current one';
  if (!values.confirmPassword) errors.confirmPassword = 'Confirm the new password';
  else if (values.confirmPassword !== values.newPassword) errors.confirmPassword = 'Passwords do not match';
  return errors;
}
