'use client';

import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from '@/admin/routing/link';
import { LOGIN_ROUTE } from '@/lib/constants';
import { AuthCard } from './AuthCard';
import { FailureAlert } from './FailureAlert';
import { NewPasswordForm } from './NewPasswordForm';

const RESET_REQUEST_ROUTE = '/auth/reset-password';

function AskForNewLink({ reason }: { reason: string }) {
  return (
    <Stack gap="md">
      <FailureAlert message={reason} />
      <Button component={Link} href={RESET_REQUEST_ROUTE} fullWidth>
        Ask for a new link
      </Button>
      <Anchor component={Link} href={LOGIN_ROUTE} size="sm" ta="center">
        Back to login
      </Anchor>
    </Stack>
  );
}

/** /auth/new-password?token=...: the page a reset link opens; sets the new password once. */
export function NewPasswordScreen({ token }: { token: string | null }) {
  const [linkRefused, setLinkRefused] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);

  if (!token) {
    return (
      <AuthCard title="Set a new password">
        <AskForNewLink reason="This link is incomplete. Open the link from the e-mail again, or ask for a new one." />
      </AuthCard>
    );
  }

  if (changed) {
    return (
      <AuthCard title="Password changed">
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} role="status">
            Your new password is set. Every device that was signed in with the old one has been signed out.
          </Alert>
          <Button component={Link} href={LOGIN_ROUTE} fullWidth>
            Sign in
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  if (linkRefused) {
    return (
      <AuthCard title="Set a new password">
        <AskForNewLink reason={linkRefused} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Set a new password" subtitle="Choose the password you will sign in with from now on.">
      <NewPasswordForm token={token} onChanged={() => setChanged(true)} onLinkRefused={setLinkRefused} />
    </AuthCard>
  );
}
