'use client';

import { Alert, Anchor, Text } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@/admin/routing/link';
import { apiClient } from '@/lib/api-client';
import { useSession } from '../session/session-context';

interface MailNotConfiguredAlertProps {
  /** On the E-mail settings page itself: point at the form below instead of linking to it. */
  onSettingsPage?: boolean;
  /** Changes when the settings are saved, so the answer is asked again. */
  settingsVersion?: string | null;
}

/**
 * Said plainly while the site cannot send mail: leads are kept, but nobody hears of them and no
 * reset link can go out.
 */
export function MailNotConfiguredAlert({
  onSettingsPage = false,
  settingsVersion,
}: MailNotConfiguredAlertProps) {
  const { user } = useSession();
  const setup = useQuery({
    queryKey: ['mail', 'setup', settingsVersion ?? null],
    queryFn: () => apiClient.get('/mail/setup'),
    staleTime: 0,
  });
  if (!setup.data || setup.data.configured) return null;
  // "E-mail is not configured: the From address is missing" → what is missing, when it is one thing.
  const detail = setup.data.missing?.split(': ')[1];
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconMailOff size={20} aria-hidden />}
      title="E-mail is not set up yet"
      role="status"
      mb={onSettingsPage ? 'lg' : undefined}
      data-mail-not-configured
    >
      <Text size="sm">
        New quote requests are stored in Inquiries, but nobody is notified by e-mail, visitors get no
        auto-reply and "Forgot password" cannot send a link.
        {detail && ` Missing: ${detail}.`}
      </Text>
      {onSettingsPage ? (
        <Text size="sm" mt={4}>
          Fill in the SMTP server and the From address below, save, then send a test e-mail.
        </Text>
      ) : user?.role === 'admin' ? (
        // The alert's own text colour: a link's blue is too faint on its tint in the dark scheme.
        <Anchor
          component={Link}
          href="/admin/email"
          size="sm"
          fw={600}
          underline="always"
          c="var(--mantine-color-orange-light-color)"
        >
          Set up e-mail
        </Anchor>
      ) : (
        <Text size="sm" mt={4}>
          Ask an administrator to fill in the E-mail settings.
        </Text>
      )}
    </Alert>
  );
}
