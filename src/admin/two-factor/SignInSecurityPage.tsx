'use client';

import { Alert, Badge, Button, Card, Stack, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/lib/api-client';
import { FailureAlert } from '../auth/FailureAlert';
import { PageHeader } from '../shell/PageHeader';
import { twoFactorApi, twoFactorQueryKeys } from './two-factor-api';

/**
 * `/admin/security` (administrators): whether every staff account must sign in with a second factor,
 * which accounts have one, and a reset for a person who lost their phone.
 */
export function SignInSecurityPage() {
  const queryClient = useQueryClient();
  const overview = useQuery({ queryKey: twoFactorQueryKeys.overview, queryFn: twoFactorApi.overview });
  const saved = (data: Awaited<ReturnType<typeof twoFactorApi.overview>>) => {
    queryClient.setQueryData(twoFactorQueryKeys.overview, data);
    void queryClient.invalidateQueries({ queryKey: twoFactorQueryKeys.own });
  };
  const requirement = useMutation({
    mutationFn: twoFactorApi.setRequired,
    onSuccess: (data) => {
      saved(data);
      notifications.show({
        color: 'teal',
        title: data.required ? 'Two-factor sign-in is required' : 'Two-factor sign-in is up to each person',
        message: data.required
          ? 'Accounts without it were signed out; each sets it up at its next sign-in.'
          : 'Accounts that have it keep it.',
      });
    },
  });
  const reset = useMutation({
    mutationFn: twoFactorApi.reset,
    onSuccess: (data) => {
      saved(data);
      notifications.show({
        color: 'teal',
        title: 'Two-factor sign-in reset',
        message: 'The person was signed out everywhere.',
      });
    },
  });
  const confirmReset = (id: number, name: string) =>
    modals.openConfirmModal({
      title: `Reset two-factor sign-in of ${name}?`,
      children: (
        <Text size="sm">
          Their authenticator app and recovery codes stop working and they are signed out everywhere. At their
          next sign-in, the password alone lets them in, or they set up a new app if it is required.
        </Text>
      ),
      labels: { confirm: 'Reset', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => reset.mutate(id),
    });

  return (
    <Stack gap="lg">
      <PageHeader
        title="Sign-in security"
        description="Two-factor sign-in: a code from an authenticator app after the password."
      />
      {overview.isError && <FailureAlert message={errorMessage(overview.error)} />}
      {requirement.isError && <FailureAlert message={errorMessage(requirement.error)} />}
      {reset.isError && <FailureAlert message={errorMessage(reset.error)} />}
      {overview.data && (
        <>
          <Card withBorder padding="lg">
            <Stack gap="xs">
              <Switch
                label="Require two-factor sign-in for every staff account"
                description="Signing in then always asks for a code from an authenticator app. Accounts without one are signed out and set one up at their next sign-in."
                // The choice shows at once; a refusal puts the saved state back.
                checked={requirement.isPending ? requirement.variables : overview.data.required}
                disabled={requirement.isPending}
                onChange={(event) => requirement.mutate(event.currentTarget.checked)}
              />
            </Stack>
          </Card>
          <Card withBorder padding={0}>
            <Table.ScrollContainer minWidth={560}>
              <Table verticalSpacing="sm" horizontalSpacing="md">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Email</Table.Th>
                    <Table.Th>Role</Table.Th>
                    <Table.Th>Two-factor</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {overview.data.accounts.map((account) => {
                    const name = `${account.firstName} ${account.lastName}`.trim() || account.email;
                    return (
                      <Table.Tr key={account.id}>
                        <Table.Td>{name}</Table.Td>
                        <Table.Td>{account.email}</Table.Td>
                        <Table.Td>{account.role}</Table.Td>
                        <Table.Td>
                          <Badge color={account.twoFactor ? 'teal' : 'gray'} variant="light">
                            {account.twoFactor ? 'On' : 'Off'}
                          </Badge>
                        </Table.Td>
                        <Table.Td ta="right">
                          {account.twoFactor && (
                            <Button
                              size="xs"
                              variant="default"
                              onClick={() => confirmReset(account.id, name)}
                              aria-label={`Reset two-factor sign-in of ${name}`}
                            >
                              Reset
                            </Button>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
          {!overview.data.required && (
            <Alert color="blue" variant="light">
              To require it for everyone, first set it up for your own account: account menu, Two-factor
              sign-in.
            </Alert>
          )}
        </>
      )}
    </Stack>
  );
}
