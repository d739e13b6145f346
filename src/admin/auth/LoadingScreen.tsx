import { Center, Group, Loader, Text } from '@mantine/core';

/** Shown by the guards until the stored session has been checked, so no page flashes before it. */
export function LoadingScreen() {
  return (
    <Center mih="100vh" role="status" aria-live="polite" data-loading-screen>
      <Group gap="sm">
        <Loader size="sm" />
        <Text c="dimmed">Loading ...</Text>
      </Group>
    </Center>
  );
}
