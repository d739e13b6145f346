import { PasswordInput, type PasswordInputProps, TextInput, type TextInputProps } from '@mantine/core';
import { IconLock, IconMail } from '@tabler/icons-react';

/** The e-mail address an account signs in with. */
export function AccountEmailInput(props: TextInputProps) {
  return (
    <TextInput
      label="Email address"
      type="email"
      autoComplete="username"
      leftSection={<IconMail size={16} aria-hidden />}
      required
      {...props}
    />
  );
}

/** A password field of the sign-in screens, with a lock and a named show/hide button. */
export function LockedPasswordInput(props: PasswordInputProps) {
  return (
    <PasswordInput
      leftSection={<IconLock size={16} aria-hidden />}
      visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password' }}
      required
      {...props}
    />
  );
}
