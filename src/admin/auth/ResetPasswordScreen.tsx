'use client';

import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconMailCheck, IconMailOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from '@/admin/routing/link';
import { LOGIN_ROUTE } from '@/lib/constants';
import { AuthCard } from './AuthCard';
import { AccountEmailInput } from './auth-inputs';
import { FailureAlert } from './FailureAlert';
import { passwordResetApi } from './password-reset-api';
import { type ResetRequestValues, validateResetRequest } from './password-reset-validation';
import { useFormSubmit } from './use-form-submit';
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
  const form = useTouchedForm(initialValues, validateResetRequest);
  const [sentTo, setSentTo] = useState<{ email: string; message: string; mailConfigured: boolean } | null>(
    null,
  );
  const { submitting, failure, handleSubmit } = useFormSubmit(form, async (values) => {
    const email = values.email.trim();
    const { message, mailConfigured } = await passwordResetApi.requestLink(email);
    setSentTo({ email, message, mailConfigured });
  });

  if (sentTo && !sentTo.mailConfigured) {
    return (
      <AuthCard title="No e-mail can be sent yet">
        <Stack gap="md">
          <Alert color="orange" variant="light" icon={<IconMailOff size={18} />} role="status">
            {sentTo.message}
          </Alert>
          <Button component={Link} href={LOGIN_ROUTE} variant="light" fullWidth>
            Back to login
          </Button>
        </Stack>
      </AuthCard>
    );
  }

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
          <FailureAlert message={failure} />
          <AccountEmailInput {...form.inputProps('email')} />
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
