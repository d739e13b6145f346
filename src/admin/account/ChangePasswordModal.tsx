'use client';

import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { errorMessage, isApiErrorBody } from '@/lib/api-client';
import { MIN_PASSWORD_LENGTH } from '@/lib/constants';
import { activityLogQueryKeys } from '../activity-log/activity-log-api';
import { useTouchedForm } from '../auth/use-touched-form';
import { useSession } from '../session/session-context';
import { accountApi } from './account-api';
import { type PasswordChangeValues, validatePasswordChange } from './password-change-validation';

const initialValues: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

function PasswordChangeForm({ onDone }: { onDone: () => void }) {
  const { replaceToken } = useSession();
  const queryClient = useQueryClient();
  const { values, inputProps, touchAll, setServerErrors } = useTouchedForm(
    initialValues,
    validatePasswordChange,
  );
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!touchAll() || submitting) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const { accessToken } = await accountApi.changePassword(values.currentPassword, values.newPassword);
      replaceToken(accessToken);
      void queryClient.invalidateQueries({ queryKey: activityLogQueryKeys.all });
      notifications.show({
        color: 'teal',
        title: 'Password changed',
        message: 'Other devices and browsers signed in as you have been signed out.',
      });
      onDone();
    } catch (error) {
      setSubmitting(false);
      if (isApiErrorBody(error) && error.errors) {
        setServerErrors(
          Object.fromEntries(Object.entries(error.errors).map(([key, messages]) => [key, messages[0]])),
        );
      } else {
        setFailure(errorMessage(error));
      }
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          You stay signed in here; every other session of your account is signed out.
        </Text>
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {failure}
          </Alert>
        )}
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          data-autofocus
          {...inputProps('currentPassword')}
        />
        <PasswordInput
          label="New password"
          description={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          autoComplete="new-password"
          required
          {...inputProps('newPassword')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          required
          {...inputProps('confirmPassword')}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const MODAL_ID = 'change-password';

/** Opens the signed-in user's own password change (from the account menu). */
export function openChangePasswordModal() {
  modals.open({
    modalId: MODAL_ID,
    title: 'Change password',
    centered: true,
    children: <PasswordChangeForm onDone={() => modals.close(MODAL_ID)} />,
  });
}
