'use client';

import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';

/**
 * Beside the save button: a save that never reached the server, and what to do. Shown in the form
 * itself, since offline the toasts' code may not have been fetched yet.
 */
export function ConnectionProblem({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      title="Not saved"
      icon={<IconWifiOff size={18} aria-hidden />}
      mb="sm"
    >
      {message}
    </Alert>
  );
}
