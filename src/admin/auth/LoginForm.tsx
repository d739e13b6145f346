'use client';

import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useRouter } from 'next/navigation';
import { ADMIN_ROOT, VERIFY_ROUTE } from '@/lib/constants';
import { storePendingSignIn, takeRememberedPath } from '../session/browser-storage';
import { useSession } from '../session/session-context';
import { AccountEmailInput, LockedPasswordInput } from './auth-inputs';
import { ContactAdministrator } from './ContactAdministrator';
import { FailureAlert } from './FailureAlert';
import { type LoginValues, validateLogin } from './login-validation';
import { useFormSubmit } from './use-form-submit';
import { useTouchedForm } from './use-touched-form';

const initialValues: LoginValues = { email: '', password: '' };

interface LoginFormProps {
  /** Go on to the admin after signing in; otherwise the surrounding guard decides what shows next. */
  goToAdminAfterLogin?: boolean;
}

/** The admin sign-in form: e-mail, password, helper text, spinner while signing in, the server's message. */
export function LoginForm({ goToAdminAfterLogin = false }: LoginFormProps) {
  const { login } = useSession();
  const router = useRouter();
  const form = useTouchedForm(initialValues, validateLogin);
  const { submitting, failure, handleSubmit } = useFormSubmit(form, async (values) => {
    const email = values.email.trim();
    const secondStep = await login(email, values.password);
    if (secondStep) {
      storePendingSignIn({ ...secondStep, email });
      router.push(VERIFY_ROUTE);
      return;
    }
    if (goToAdminAfterLogin) router.replace(takeRememberedPath() ?? ADMIN_ROOT);
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <FailureAlert message={failure} title="Sign-in failed" />
        <AccountEmailInput
          {...form.inputProps('email')}
          description="please provide registered email address"
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <LockedPasswordInput
          {...form.inputProps('password')}
          label="Password"
          autoComplete="current-password"
        />
        <Group justify="space-between" align="center" mt="xs">
          {/* A plain link: the client-side router's link code would weigh on every visit of this page. */}
          <Anchor href="/auth/reset-password" size="sm">
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
