'use client';

import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { Link } from '@/admin/routing/link';
import { errorMessage } from '@/lib/api-client';
import { ADMIN_ROOT, LOGIN_ROUTE } from '@/lib/constants';
import { authApi } from '../session/auth-api';
import { AuthCard } from './AuthCard';
import { ContactAdministrator } from './ContactAdministrator';
import { RegisterForm } from './RegisterForm';

/** First-run set-up: the first administrator while no user exists, otherwise no registration. */
export function RegisterScreen() {
  const router = useRouter();
  const setup = useQuery({ queryKey: ['account-setup'], queryFn: authApi.setupStatus, staleTime: 0 });

  if (setup.isPending) {
    return (
      <AuthCard title="Create an account">
        <Center py="lg" role="status">
          <Loader size="sm" aria-label="Checking set-up" />
        </Center>
      </AuthCard>
    );
  }

  if (setup.isError) {
    return (
      <AuthCard title="Create an account">
        <Alert color="red" variant="light" role="alert">
          {errorMessage(setup.error)}
        </Alert>
        <Button variant="light" onClick={() => void setup.refetch()}>
          Try again
        </Button>
      </AuthCard>
    );
  }

  if (setup.data.needsSetup) {
    return (
      <AuthCard
        title="Create the first administrator"
        subtitle="No account exists yet. The account made here manages the website and creates the staff accounts."
      >
        <RegisterForm
          onRegistered={() => router.replace(ADMIN_ROOT)}
          onRefused={() => void setup.refetch()}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create an account"
      subtitle="Staff accounts for this back office are made by an administrator."
    >
      <Stack gap="md">
        <ContactAdministrator />
        <Button component={Link} href={LOGIN_ROUTE} variant="light" fullWidth>
          Back to login
        </Button>
      </Stack>
    </AuthCard>
  );
}
