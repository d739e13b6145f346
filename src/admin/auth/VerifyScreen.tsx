'use client';

import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { errorMessage, isApiErrorBody } from '@/lib/api-client';
import { LOGIN_ROUTE } from '@/lib/constants';
import { codeBody } from '@/lib/two-factor-rules';
import { authApi } from '../session/auth-api';
import { clearPendingSignIn, type PendingSignIn, readPendingSignIn } from '../session/browser-storage';
import { useSession, type VerifiedSignIn } from '../session/session-context';
import { AppSetup, type AuthenticatorKey } from '../two-factor/AppSetup';
import { CodeInput } from '../two-factor/CodeInput';
import { RecoveryCodes } from '../two-factor/RecoveryCodes';
import { AuthCard } from './AuthCard';
import { FailureAlert } from './FailureAlert';
import { LoadingScreen } from './LoadingScreen';
import { useFormSubmit } from './use-form-submit';
import { useTouchedForm } from './use-touched-form';
import { validateWith } from './validate-with-schema';

const validateCode = validateWith(codeBody);

function BackToSignIn() {
  return (
    <Anchor href={LOGIN_ROUTE} size="sm" onClick={clearPendingSignIn}>
      Back to sign-in
    </Anchor>
  );
}

/**
 * The code form of the second step; `onVerified` gets what the API answered. `onToggleRecovery`
 * switches between an app code and a recovery code (the screen then makes the form anew).
 */
function CodeForm({
  pending,
  onVerified,
  submitLabel,
  recovery = false,
  onToggleRecovery,
  onEnded,
}: {
  pending: PendingSignIn;
  onVerified: (verified: VerifiedSignIn) => void;
  submitLabel: string;
  recovery?: boolean;
  onToggleRecovery?: () => void;
  /** Told when the sign-in turned out to be over, so the screen hides what belonged to it. */
  onEnded?: () => void;
}) {
  const { verifySignIn } = useSession();
  const form = useTouchedForm({ code: '' }, validateCode);
  const [ended, setEnded] = useState<string | null>(null);
  const { submitting, failure, handleSubmit } = useFormSubmit(
    form,
    async ({ code }) => {
      try {
        onVerified(await verifySignIn(pending.challenge, code));
      } catch (error) {
        // The sign-in is over (too old, or finished in another tab): no code can help any more.
        if (isApiErrorBody(error) && !error.errors && /sign in again/i.test(error.message)) {
          setEnded(error.message);
          onEnded?.();
          return;
        }
        throw error;
      }
    },
    (error) => (isApiErrorBody(error) && error.errors ? null : errorMessage(error)),
  );
  if (ended) return <SignInAgain message={ended} />;
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <FailureAlert message={failure} title="Not signed in" />
        <CodeInput recovery={recovery} data-autofocus autoFocus {...form.inputProps('code')} />
        <Group justify="space-between" align="center">
          {onToggleRecovery ? (
            // The links' colour, which each scheme sets readable (the sign-in's "Forgot password" too).
            <Anchor
              component="button"
              type="button"
              size="sm"
              // Pressed while the empty field still has focus: no "code required" under the next one.
              onMouseDown={(event) => event.preventDefault()}
              onClick={onToggleRecovery}
            >
              {recovery ? 'Use a code from the app' : 'Use a recovery code'}
            </Anchor>
          ) : (
            <span />
          )}
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
        <BackToSignIn />
      </Stack>
    </form>
  );
}

const ALREADY_ON = 'Two-factor sign-in is already on';

/** The end of a sign-in that can go no further: why, and the way back to the password. */
function SignInAgain({ message, title = 'Not signed in' }: { message: string; title?: string }) {
  return (
    <Stack gap="md">
      <Alert color="blue" title={title}>
        {message}
      </Alert>
      <Button component="a" href={LOGIN_ROUTE} onClick={clearPendingSignIn}>
        Sign in again
      </Button>
    </Stack>
  );
}

/** Setting up the app that an administrator requires, inside the sign-in. */
function RequiredSetup({ pending }: { pending: PendingSignIn }) {
  const [key, setKey] = useState<AuthenticatorKey | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [alreadyOn, setAlreadyOn] = useState(false);
  const [verified, setVerified] = useState<VerifiedSignIn | null>(null);
  const [ended, setEnded] = useState(false);
  useEffect(() => {
    authApi.requiredSetup(pending.challenge).then(setKey, (error) => {
      // Set up already (the page was reloaded after the codes were shown): sign in with the app.
      if (isApiErrorBody(error) && error.message.startsWith(ALREADY_ON)) setAlreadyOn(true);
      else setFailure(errorMessage(error));
    });
  }, [pending.challenge]);

  if (verified?.recoveryCodes) {
    const codes = verified.recoveryCodes;
    return (
      <Stack gap="md">
        <RecoveryCodes codes={codes} email={pending.email} />
        <Button
          onClick={() => {
            clearPendingSignIn();
            verified.complete();
          }}
        >
          I have saved them: continue
        </Button>
      </Stack>
    );
  }
  if (alreadyOn)
    return (
      <SignInAgain
        title="Two-factor sign-in is on for this account"
        message="Sign in again with a code from your authenticator app. If you did not save your recovery codes, make new ones from the account menu, Two-factor sign-in."
      />
    );
  if (failure)
    return (
      <Stack gap="md">
        <FailureAlert message={failure} title="Two-factor sign-in could not be set up" />
        <BackToSignIn />
      </Stack>
    );
  if (!key) return <LoadingScreen />;
  return (
    <Stack gap="md">
      {/* An ended sign-in (finished in another tab) no longer shows the account's key. */}
      {!ended && <AppSetup authenticatorKey={key} />}
      <CodeForm
        pending={pending}
        onVerified={setVerified}
        onEnded={() => setEnded(true)}
        submitLabel="Turn on and sign in"
      />
    </Stack>
  );
}

/**
 * `/auth/verify`: the second step of a sign-in, a code from the authenticator app or a recovery
 * code; or, when an administrator requires two-factor sign-in, setting up the app first. Opened
 * without a sign-in in progress (in this tab), it goes to the sign-in page.
 */
export function VerifyScreen() {
  const router = useRouter();
  const [pending, setPending] = useState<PendingSignIn | null | undefined>(undefined);
  const [recovery, setRecovery] = useState(false);
  useEffect(() => setPending(readPendingSignIn()), []);
  useEffect(() => {
    if (pending === null) router.replace(LOGIN_ROUTE);
  }, [pending, router]);

  if (!pending) return <LoadingScreen />;
  if (pending.step === 'enrol')
    return (
      <AuthCard
        title="Set up two-factor sign-in"
        subtitle="An administrator requires a code from an authenticator app at every sign-in."
      >
        <RequiredSetup pending={pending} />
      </AuthCard>
    );
  return (
    <AuthCard
      title="Two-step verification"
      subtitle={
        recovery
          ? 'Enter one of the recovery codes you saved when you set up two-factor sign-in.'
          : 'Enter the code your authenticator app shows for this site.'
      }
    >
      <CodeForm
        key={recovery ? 'recovery-code' : 'app-code'}
        pending={pending}
        recovery={recovery}
        onToggleRecovery={() => setRecovery((current) => !current)}
        submitLabel="Verify"
        onVerified={(verified) => {
          clearPendingSignIn();
          verified.complete();
          if (recovery) tellRecoveryCodesLeft(verified.recoveryCodesLeft);
        }}
      />
    </AuthCard>
  );
}

/**
 * After a sign-in with a recovery code: how many are left, and where new ones are made, so that the
 * person with a lost phone does not run out unawares. Stays until closed.
 */
function tellRecoveryCodesLeft(left: number) {
  notifications.show({
    color: left <= 2 ? 'red' : 'yellow',
    title: 'Signed in with a recovery code',
    message:
      `${left === 0 ? 'No' : left} recovery ${left === 1 ? 'code' : 'codes'} left. ` +
      'Make new ones from the account menu, Two-factor sign-in.',
    autoClose: false,
  });
}
