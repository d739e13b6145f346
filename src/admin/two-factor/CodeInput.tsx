'use client';

import { TextInput, type TextInputProps } from '@mantine/core';

/** The field a code is typed into: digits from the app (the phone's number pad), or a recovery code. */
export function CodeInput({ recovery = false, ...props }: TextInputProps & { recovery?: boolean }) {
  return (
    <TextInput
      label={recovery ? 'Recovery code' : 'Authentication code'}
      description={
        recovery ? 'One of the codes you saved, like abcde-23456' : '6 digits from your authenticator app'
      }
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      autoComplete={recovery ? 'off' : 'one-time-code'}
      inputMode={recovery ? 'text' : 'numeric'}
      spellCheck={false}
      autoCapitalize="off"
      maxLength={40}
      required
      {...props}
    />
  );
}
