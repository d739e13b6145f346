'use client';

import { Alert, Button, Group, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage, isApiErrorBody } from '@/lib/api-client';
import { BUSINESS_TIME_ZONE } from '@/lib/business-time-zone';
import { codeBody, passwordConfirmBody } from '@/lib/two-factor-rules';
import { FailureAlert } from '../auth/FailureAlert';
import { useFormSubmit } from '../auth/use-form-submit';
import { useTouchedForm } from '../auth/use-touched-form';
import { validateWith } from '../auth/validate-with-schema';
import { useSession } from '../session/session-context';
import { AppSetup, type AuthenticatorKey } from './AppSetup';
import { CodeInput } from './CodeInput';
import { RecoveryCodes } from './RecoveryCodes';
import { twoFactorApi, twoFactorQueryKeys } from './two-factor-api';

const validateCode = validateWith(codeBody);
const validatePassword = validateWith(passwordConfirmBody);
const fieldErrorsShowBelow = (error: unknown) =>
  isApiErrorBody(error) && error.errors ? null : errorMessage(error);

/** A one-field form: a code or the password, then `send`. */
function OneFieldForm({
  field,
  submitLabel,
  send,
  onCancel,
}: {
  field: 'code' | 'password';
  submitLabel: string;
  send: (value: string) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useTouchedForm<Record<string, string>>({ [field]: '' }, (values) =>
    field === 'code'
      ? validateCode({ code: values.code ?? '' })
      : validatePassword({ password: values.password ?? '' }),
  );
  const { submitting, failure, handleSubmit } = useFormSubmit(
    form,
    (values) => send(values[field] ?? ''),
    fieldErrorsShowBelow,
  );
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <FailureAlert message={failure} />
        {field === 'code' ? (
          <CodeInput data-autofocus autoFocus {...form.inputProps('code')} />
        ) : (
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            data-autofocus
            autoFocus
            {...form.inputProps('password')}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type Step =
  | { kind: 'overview' }
  | { kind: 'setup'; key: AuthenticatorKey }
  | { kind: 'new-codes' }
  | { kind: 'turn-off' }
  | { kind: 'codes'; codes: string[] };

function TwoFactorPanel({ onDone }: { onDone: () => void }) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: twoFactorQueryKeys.own, queryFn: twoFactorApi.state });
  const [step, setStep] = useState<Step>({ kind: 'overview' });
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['two-factor'] });
  const overview = () => setStep({ kind: 'overview' });

  if (step.kind === 'codes')
    return <CodesStep codes={step.codes} email={user?.email ?? ''} onDone={onDone} />;
  if (step.kind === 'setup')
    return (
      <Stack gap="md">
        <AppSetup authenticatorKey={step.key} />
        <OneFieldForm
          field="code"
          submitLabel="Turn on"
          onCancel={overview}
          send={async (code) => {
            const { recoveryCodes } = await twoFactorApi.confirm(code);
            await refresh();
            notifications.show({
              color: 'teal',
              title: 'Two-factor sign-in is on',
              message: 'Signing in now also asks for a code from your app.',
            });
            setStep({ kind: 'codes', codes: recoveryCodes });
          }}
        />
      </Stack>
    );
  if (step.kind === 'new-codes')
    return (
      <Stack gap="md">
        <Text size="sm">Type a code from your app. Your old recovery codes stop working.</Text>
        <OneFieldForm
          field="code"
          submitLabel="Make new codes"
          onCancel={overview}
          send={async (code) => {
            const { recoveryCodes } = await twoFactorApi.replaceRecoveryCodes(code);
            await refresh();
            setStep({ kind: 'codes', codes: recoveryCodes });
          }}
        />
      </Stack>
    );
  if (step.kind === 'turn-off')
    return (
      <Stack gap="md">
        <Text size="sm">
          Type your password to turn two-factor sign-in off. Your recovery codes stop working.
        </Text>
        <OneFieldForm
          field="password"
          submitLabel="Turn off"
          onCancel={overview}
          send={async (password) => {
            await twoFactorApi.turnOff(password);
            await refresh();
            notifications.show({
              color: 'orange',
              title: 'Two-factor sign-in is off',
              message: 'Signing in asks for your password only.',
            });
            overview();
          }}
        />
      </Stack>
    );

  if (state.isPending) return <Loader size="sm" aria-label="Loading" />;
  if (state.isError) return <FailureAlert message={errorMessage(state.error)} />;
  const { enabled, enabledAt, recoveryCodesLeft, required } = state.data;
  const startSetup = async () => {
    setStarting(true);
    setFailure(null);
    try {
      setStep({ kind: 'setup', key: await twoFactorApi.startSetup() });
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setStarting(false);
    }
  };
  return (
    <Stack gap="md">
      <FailureAlert message={failure} />
      {enabled ? (
        <>
          <Text size="sm">
            <strong>On</strong>
            {enabledAt
              ? ` since ${new Date(enabledAt).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: BUSINESS_TIME_ZONE })}`
              : ''}
            . Signing in asks for a code from your authenticator app.
          </Text>
          <Text size="sm" c={recoveryCodesLeft <= 2 ? 'red' : undefined}>
            {recoveryCodesLeft} of 10 recovery codes left.
          </Text>
          {required && (
            <Alert color="blue">
              An administrator requires two-factor sign-in for every account, so it stays on.
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            {!required && (
              <Button variant="default" color="red" onClick={() => setStep({ kind: 'turn-off' })}>
                Turn off
              </Button>
            )}
            <Button variant="default" onClick={() => setStep({ kind: 'new-codes' })}>
              New recovery codes
            </Button>
          </Group>
        </>
      ) : (
        <>
          <Text size="sm">
            <strong>Off.</strong> With it on, signing in also asks for a code from an authenticator app on
            your phone, so a stolen password alone cannot open the back office.
          </Text>
          <Group justify="flex-end">
            <Button onClick={startSetup} loading={starting}>
              Set up
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

const MODAL_ID = 'two-factor';

/** The codes, shown once: the dialog then closes only through Done, not Escape or a click beside it. */
function CodesStep({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  useEffect(() => {
    modals.updateModal({
      modalId: MODAL_ID,
      closeOnEscape: false,
      closeOnClickOutside: false,
      withCloseButton: false,
    });
  }, []);
  return (
    <Stack gap="md">
      <RecoveryCodes codes={codes} email={email} />
      <Group justify="flex-end">
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}

/** Opens the signed-in user's own two-factor sign-in (from the account menu). */
export function openTwoFactorModal() {
  modals.open({
    modalId: MODAL_ID,
    title: 'Two-factor sign-in',
    centered: true,
    closeButtonProps: { 'aria-label': 'Close' },
    children: <TwoFactorPanel onDone={() => modals.close(MODAL_ID)} />,
  });
}
