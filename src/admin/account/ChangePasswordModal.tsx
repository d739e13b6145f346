'use client';

import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, isApiErrorBody } from '@/lib/api-client';
import { NEW_PASSWORD_HINT } from '@/lib/constants';
import { activityLogQueryKeys } from '../activity-log/activity-log-api';
import { FailureAlert } from '../auth/FailureAlert';
import { useFormSubmit } from '../auth/use-form-submit';
import { useTouchedForm } from '../auth/use-touched-form';
import { useSession } from '../session/session-context';
import { accountApi } from './account-api';
import { type PasswordChangeValues, validatePasswordChange } from './password-change-validation';

const initialValues: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

function PasswordChangeForm({ onDone }: { onDone: () => void }) {
  const { replaceToken } = useSession();
  const queryClient = useQueryClient();
  const form = useTouchedForm(initialValues, validatePasswordChange);
  const { submitting, failure, handleSubmit } = useFormSubmit(
    form,
    async ({ currentPassword, newPassword }) => {
      const { accessToken } = await accountApi.changePassword({ currentPassword, newPassword });
      replaceToken(accessToken);
      void queryClient.invalidateQueries({ queryKey: activityLogQueryKeys.all });
      notifications.show({
        color: 'teal',
        title: 'Password changed',
        message: 'Other devices and browsers signed in as you have been signed out.',
      });
      onDone();
    },
    // Field errors show under their fields; only another failure needs a message.
    (error) => (isApiErrorBody(error) && error.errors ? null : errorMessage(error)),
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          You stay signed in here; every other session of your account is signed out.
        </Text>
        <FailureAlert message={failure} />
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          data-autofocus
          {...form.inputProps('currentPassword')}
        />
        <PasswordInput
          label="New password"
          description={`${NEW_PASSWORD_HINT}.`}
          autoComplete="new-password"
          required
          {...form.inputProps('newPassword')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          required
          {...form.inputProps('confirmPassword')}
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
