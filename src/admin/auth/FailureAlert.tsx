import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** Why a form or a link did not work, above the fields; nothing while there is no message. */
export function FailureAlert({ message, title }: { message: string | null; title?: string }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={title} role="alert">
      {message}
    </Alert>
  );
}
