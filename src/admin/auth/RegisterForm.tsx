'use client';

import { Button, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { errorMessage, isApiErrorBody } from '@/lib/api-client';
import { NEW_PASSWORD_HINT } from '@/lib/constants';
import { useSession } from '../session/session-context';
import { FailureAlert } from './FailureAlert';
import { type RegisterValues, validateRegister } from './register-validation';
import { useFormSubmit } from './use-form-submit';
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
  const form = useTouchedForm(initialValues, validateRegister);
  const { inputProps } = form;
  const { submitting, failure, handleSubmit } = useFormSubmit(
    form,
    async ({ confirmPassword: _confirm, ...fields }) => {
      await register({ ...fields, email: fields.email.trim() });
      onRegistered();
    },
    (error) => {
      if (isApiErrorBody(error) && !error.errors) onRefused();
      return errorMessage(error);
    },
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <FailureAlert message={failure} />
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
          description={NEW_PASSWORD_HINT}
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
