'use client';

import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconLock } from '@tabler/icons-react';
import Link from 'next/link';
import { type FormEvent, useState } from 'react';
import { errorMessage, isApiErrorBody } from '@/lib/api-client';
import { LOGIN_ROUTE, MIN_PASSWORD_LENGTH } from '@/lib/constants';
import { AuthCard } from './AuthCard';
import { passwordResetApi } from './password-reset-api';
import { type NewPasswordValues, validateNewPassword } from './password-reset-validation';
import { useTouchedForm } from './use-touched-form';

const RESET_REQUEST_ROUTE = '/auth/reset-password';
const initialValues: NewPasswordValues = { password: '', confirmPassword: '' };

function AskForNewLink({ reason }: { reason: string }) {
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        {reason}
      </Alert>
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
  const { values, inputProps, touchAll, setServerErrors } = useTouchedForm(
    initialValues,
    validateNewPassword,
  );
  const [submitting, setSubmitting] = useState(false);
  const [linkRefused, setLinkRefused] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
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

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!touchAll() || submitting) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await passwordResetApi.setNewPassword(token, values.password);
      setChanged(true);
    } catch (error) {
      setSubmitting(false);
      if (isApiErrorBody(error) && error.errors?.password) {
        setServerErrors({ password: error.errors.password[0] });
      } else if (isApiErrorBody(error) && !error.errors) {
        setLinkRefused(error.message);
      } else {
        setFailure(errorMessage(error));
      }
    }
  };

  return (
    <AuthCard title="Set a new password" subtitle="Choose the password you will sign in with from now on.">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {failure}
            </Alert>
          )}
          <PasswordInput
            {...inputProps('password')}
            label="New password"
            description={`At least ${MIN_PASSWORD_LENGTH} characters`}
            autoComplete="new-password"
            leftSection={<IconLock size={16} aria-hidden />}
            visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password' }}
            required
          />
          <PasswordInput
            {...inputProps('confirmPassword')}
            label="Confirm new password"
            autoComplete="new-password"
            leftSection={<IconLock size={16} aria-hidden />}
            visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password' }}
            required
          />
          <Button type="submit" loading={submitting} fullWidth>
            Save new password
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            Saving signs this account out on every other device.
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
