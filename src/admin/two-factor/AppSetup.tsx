'use client';

import { Code, Group, List, Stack, Text } from '@mantine/core';
import { QrCode } from './QrCode';

export interface AuthenticatorKey {
  /** The key as people type it, in groups of four. */
  secret: string;
  /** The `otpauth://` address the QR code carries. */
  uri: string;
}

/** How to add the account to an authenticator app: the QR code, and the key for typing. */
export function AppSetup({ authenticatorKey }: { authenticatorKey: AuthenticatorKey }) {
  return (
    <Stack gap="sm">
      <List type="ordered" size="sm" spacing={4}>
        <List.Item>
          Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password…).
        </List.Item>
        <List.Item>Scan this QR code, or type the key below into the app.</List.Item>
        <List.Item>Type the 6-digit code the app then shows.</List.Item>
      </List>
      <Group justify="center">
        <QrCode value={authenticatorKey.uri} label="QR code for your authenticator app" />
      </Group>
      <Text size="sm" ta="center">
        Key:{' '}
        <Code fz="sm" data-testid="authenticator-key">
          {authenticatorKey.secret}
        </Code>
      </Text>
    </Stack>
  );
}
