'use client';

import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconLock, IconMail } from '@tabler/icons-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { ADMIN_ROOT } from '@/lib/constants';
import { takeRememberedPath } from '../session/browser-storage';
import { useSession } from '../session/session-context';
import { ContactAdministrator } from './ContactAdministrator';
import { type LoginValues, validateLogin } from './login-validation';
import { useTouchedForm } from './use-touched-form';

const initialValues: LoginValues = { email: '', password: '' };

interface LoginFormProps {
  /** Go on to the admin after signing in; otherwise the surrounding guard decides what shows next. */
  goToAdminAfterLogin?: boolean;
}

/** The Admin Login form of the seed: email, password, helper text, spinner, server message. */
export function LoginForm({ goToAdminAfterLogin = false }: LoginFormProps) {
  const { login } = useSession();
  const router = useRouter();
  const { values, inputProps, touchAll } = useTouchedForm(initialValues, validateLogin);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!touchAll() || submitting) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await login(values.email.trim(), values.password);
      if (goToAdminAfterLogin) router.replace(takeRememberedPath() ?? ADMIN_ROOT);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            title="Sign-in failed"
            role="alert"
          >
            {failure}
          </Alert>
        )}
        <TextInput
          {...inputProps('email')}
          label="Email address"
          type="email"
          autoComplete="username"
          leftSection={<IconMail size={16} aria-hidden />}
          description="please provide registered email address"
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          required
        />
        <PasswordInput
          {...inputProps('password')}
          label="Password"
          autoComplete="current-password"
          leftSection={<IconLock size={16} aria-hidden />}
          visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password' }}
          required
        />
        <Group justify="space-between" align="center" mt="xs">
          {/* Not prefetched: the sign-in page would download the reset page's code on every visit. */}
          <Anchor component={Link} href="/auth/reset-password" prefetch={false} size="sm">
            Forgot password
          </Anchor>
          <Button type="submit" w={100} loading={submitting}>
            Login
          </Button>
        </Group>
        <ContactAdministrator />
      </Stack>
    </form>
  );
}
