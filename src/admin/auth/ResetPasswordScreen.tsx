'use client';

import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconMail, IconMailCheck } from '@tabler/icons-react';
import Link from 'next/link';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { LOGIN_ROUTE } from '@/lib/constants';
import { AuthCard } from './AuthCard';
import { passwordResetApi } from './password-reset-api';
import { type ResetRequestValues, validateResetRequest } from './password-reset-validation';
import { useTouchedForm } from './use-touched-form';

const initialValues: ResetRequestValues = { email: '' };

function BackToLogin() {
  return (
    <Anchor component={Link} href={LOGIN_ROUTE} size="sm">
      <Group gap={6} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        Back to login
      </Group>
    </Anchor>
  );
}

/** /auth/reset-password: asks for the account's e-mail and sends it a link to set a new password. */
export function ResetPasswordScreen() {
  const { values, inputProps, touchAll } = useTouchedForm(initialValues, validateResetRequest);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!touchAll() || submitting) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const email = values.email.trim();
      const { message } = await passwordResetApi.requestLink(email);
      setSentTo({ email, message });
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  if (sentTo) {
    return (
      <AuthCard title="Check your e-mail">
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconMailCheck size={18} />} role="status">
            {sentTo.message}
          </Alert>
          <Text size="sm">
            We sent it to <strong>{sentTo.email}</strong> if that address belongs to an account. No e-mail
            after a few minutes? Check the spam folder, or ask an administrator.
          </Text>
          <Button component={Link} href={LOGIN_ROUTE} variant="light" fullWidth>
            Back to login
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset password"
      subtitle="Enter the e-mail address of your account and we will send you a link to set a new password."
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {failure}
            </Alert>
          )}
          <TextInput
            {...inputProps('email')}
            label="Email address"
            type="email"
            autoComplete="username"
            leftSection={<IconMail size={16} aria-hidden />}
            required
          />
          <Button type="submit" loading={submitting} fullWidth>
            Send reset link
          </Button>
          <Group justify="center">
            <BackToLogin />
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
