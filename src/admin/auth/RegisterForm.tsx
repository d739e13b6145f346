'use client';

import { Alert, Button, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { errorMessage, isApiErrorBody } from '@/lib/api-client';
import { useSession } from '../session/session-context';
import { MIN_PASSWORD_LENGTH, type RegisterValues, validateRegister } from './register-validation';
import { useTouchedForm } from './use-touched-form';

const initialValues: RegisterValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
};

interface RegisterFormProps {
  onRegistered: () => void;
  /** Someone else finished the set-up first (403): the screen re-checks. */
  onRefused: () => void;
}

/** The first-administrator form, offered only while no user exists. */
export function RegisterForm({ onRegistered, onRefused }: RegisterFormProps) {
  const { register } = useSession();
  const { values, inputProps, touchAll, setServerErrors } = useTouchedForm(initialValues, validateRegister);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!touchAll() || submitting) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const { confirmPassword: _confirm, ...fields } = values;
      await register({ ...fields, email: fields.email.trim() });
      onRegistered();
    } catch (error) {
      setSubmitting(false);
      setFailure(errorMessage(error));
      if (isApiErrorBody(error) && error.errors) {
        setServerErrors(
          Object.fromEntries(Object.entries(error.errors).map(([key, messages]) => [key, messages[0]])),
        );
      } else if (isApiErrorBody(error)) {
        onRefused();
      }
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {failure}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput {...inputProps('firstName')} label="First name" autoComplete="given-name" required />
          <TextInput {...inputProps('lastName')} label="Last name" autoComplete="family-name" required />
        </SimpleGrid>
        <TextInput
          {...inputProps('email')}
          label="Email address"
          type="email"
          autoComplete="email"
          required
        />
        <PasswordInput
          {...inputProps('password')}
          label="Password"
          description={`At least ${MIN_PASSWORD_LENGTH} characters`}
          autoComplete="new-password"
          required
        />
        <PasswordInput
          {...inputProps('confirmPassword')}
          label="Confirm password"
          autoComplete="new-password"
          required
        />
        <Group justify="flex-end" mt="xs">
          <Button type="submit" loading={submitting}>
            Create administrator
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
