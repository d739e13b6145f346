'use client';

import { Badge, Button, Card, Stack, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/lib/api-client';
import { FailureAlert } from '../auth/FailureAlert';
import { useSession } from '../session/session-context';
import { PageHeader } from '../shell/PageHeader';
import { twoFactorApi, twoFactorQueryKeys } from './two-factor-api';

/**
 * `/admin/security` (administrators): whether every staff account must sign in with a second factor,
 * which accounts have one, and a reset for a person who lost their phone.
 */
export function SignInSecurityPage() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const overview = useQuery({ queryKey: twoFactorQueryKeys.overview, queryFn: twoFactorApi.overview });
  const ownIsOn =
    overview.data?.accounts.some((account) => account.id === user?.id && account.twoFactor) ?? false;
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
  const confirmRequirement = (withoutIt: number) =>
    modals.openConfirmModal({
      title: 'Require two-factor sign-in of everyone?',
      children: (
        <Text size="sm">
          {withoutIt === 0
            ? 'Every active account has it already. New staff will set it up at their first sign-in.'
            : `${withoutIt} active ${withoutIt === 1 ? 'account has' : 'accounts have'} no authenticator app yet: ${withoutIt === 1 ? 'it is' : 'they are'} signed out now and set one up at the next sign-in.`}
        </Text>
      ),
      labels: { confirm: 'Require it', cancel: 'Cancel' },
      onConfirm: () => requirement.mutate(true),
    });
  const confirmOptional = () =>
    modals.openConfirmModal({
      title: 'Stop requiring two-factor sign-in?',
      children: (
        <Text size="sm">
          Accounts that have it keep it; new staff and accounts reset later sign in with their password alone.
        </Text>
      ),
      labels: { confirm: 'Stop requiring it', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => requirement.mutate(false),
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
                description={
                  ownIsOn
                    ? 'Signing in then always asks for a code from an authenticator app. Accounts without one are signed out and set one up at their next sign-in.'
                    : 'First set up two-factor sign-in for your own account (account menu, Two-factor sign-in): then you can require it of everyone and reset it for others.'
                }
                // The choice shows at once; a refusal puts the saved state back.
                checked={requirement.isPending ? requirement.variables : overview.data.required}
                // Requiring it needs one's own first, or the switch would sign its user out.
                disabled={requirement.isPending || (!overview.data.required && !ownIsOn)}
                // A disabled switch keeps an outlined track, visible in the dark scheme too.
                styles={{ track: { border: '1px solid var(--mantine-color-default-border)' } }}
                onChange={(event) => {
                  if (!event.currentTarget.checked) return confirmOptional();
                  confirmRequirement(
                    overview.data.accounts.filter((account) => account.active && !account.twoFactor).length,
                  );
                }}
              />
            </Stack>
          </Card>
          <Card withBorder padding={0}>
            <Table verticalSpacing="sm" horizontalSpacing="md" layout="fixed">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Account</Table.Th>
                  <Table.Th w={124} style={{ whiteSpace: 'nowrap' }}>
                    Two-factor
                  </Table.Th>
                  {/* Room for the Reset button and the cell's padding on both sides. */}
                  <Table.Th w={112}>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {overview.data.accounts.map((account) => {
                  const name = `${account.firstName} ${account.lastName}`.trim() || account.email;
                  const isOwn = account.id === user?.id;
                  return (
                    <Table.Tr key={account.id}>
                      <Table.Td style={{ overflowWrap: 'break-word' }}>
                        <Text size="sm" fw={600}>
                          {name}
                          {isOwn && ' (you)'}
                        </Text>
                        <Text size="xs" c="dimmed">
                          <BreakableEmail email={account.email} /> · {account.role}
                          {account.active ? '' : ' · inactive'}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge color={account.twoFactor ? 'teal' : 'gray'} variant="light">
                          {account.twoFactor ? 'On' : 'Off'}
                        </Badge>
                      </Table.Td>
                      <Table.Td ta="right">
                        {/* One's own goes off from the account menu, which asks for the password. */}
                        {account.twoFactor && !isOwn && (
                          <Button
                            size="compact-sm"
                            variant="default"
                            disabled={!ownIsOn}
                            onClick={() => confirmReset(account.id, `${name} (${account.email})`)}
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
          </Card>
        </>
      )}
    </Stack>
  );
}

/** An e-mail address that may break after its @ and dots on a narrow screen, never inside a word. */
function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?<=[@.])/);
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address, in their fixed order.
    <span key={index}>
      {part}
      {index < parts.length - 1 && <wbr />}
    </span>
  ));
}
