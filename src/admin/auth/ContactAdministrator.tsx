import { Text } from '@mantine/core';

/** Accounts are made by an administrator; there is no self-registration once the first one exists. */
export function ContactAdministrator() {
  return (
    <Text size="sm" c="dimmed" ta="center">
      Don&apos;t have an account? Contact Administrator
    </Text>
  );
}
