'use client';

import { Button, Stack, Text } from '@mantine/core';
import { errorMessage, isApiErrorBody } from '@/lib/api-client';
import { NEW_PASSWORD_HINT } from '@/lib/constants';
import { LockedPasswordInput } from './auth-inputs';
import { FailureAlert } from './FailureAlert';
import { passwordResetApi } from './password-reset-api';
import { type NewPasswordValues, validateNewPassword } from './password-reset-validation';
import { useFormSubmit } from './use-form-submit';
import { useTouchedForm } from './use-touched-form';

const initialValues: NewPasswordValues = { password: '', confirmPassword: '' };

interface NewPasswordFormProps {
  /** The token of the reset link. */
  token: string;
  onChanged: () => void;
  /** The link is used up or expired: the reason, in the API's words. */
  onLinkRefused: (reason: string) => void;
}

/** The new password, typed twice, sent with the token of the reset link. */
export function NewPasswordForm({ token, onChanged, onLinkRefused }: NewPasswordFormProps) {
  const form = useTouchedForm(initialValues, validateNewPassword);
  const { submitting, failure, handleSubmit } = useFormSubmit(
    form,
    async (values) => {
      await passwordResetApi.setNewPassword({ token, password: values.password });
      onChanged();
    },
    (error) => {
      if (isApiErrorBody(error) && error.errors?.password) return null;
      if (isApiErrorBody(error) && !error.errors) {
        onLinkRefused(error.message);
        return null;
      }
      return errorMessage(error);
    },
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <FailureAlert message={failure} />
        <LockedPasswordInput
          {...form.inputProps('password')}
          label="New password"
          description={NEW_PASSWORD_HINT}
          autoComplete="new-password"
        />
        <LockedPasswordInput
          {...form.inputProps('confirmPassword')}
          label="Confirm new password"
          autoComplete="new-password"
        />
        <Button type="submit" loading={submitting} fullWidth>
          Save new password
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          Saving signs this account out on every other device.
        </Text>
      </Stack>
    </form>
  );
}
