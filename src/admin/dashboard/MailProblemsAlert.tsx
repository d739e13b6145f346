'use client';

import { Alert, Anchor, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@/admin/routing/link';
import { apiClient } from '@/lib/api-client';
import { useSession } from '../session/session-context';

/** Shown on the dashboard only while e-mail is failing or stuck: notifications may not be reaching anyone. */
export function MailProblemsAlert() {
  const { user } = useSession();
  const overview = useQuery({
    queryKey: ['mail', 'status'],
    queryFn: () => apiClient.get('/mail/status'),
    refetchInterval: 60_000,
  });
  const mail = overview.data;
  if (!mail || (mail.failed === 0 && !mail.lastError)) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconMailExclamation size={20} aria-hidden />}
      title="E-mail is not getting through"
    >
      <Text size="sm">
        {mail.failed > 0 && `${mail.failed} e-mail${mail.failed === 1 ? '' : 's'} could not be delivered. `}
        {mail.pending > 0 && `${mail.pending} waiting to be sent. `}
        {mail.lastError && `Last error: ${mail.lastError}`}
      </Text>
      {user?.role === 'admin' && (
        <Anchor component={Link} href="/admin/email" size="sm">
          Check the e-mail settings
        </Anchor>
      )}
    </Alert>
  );
}
