'use client';

import { Button, Dialog, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { BUSINESS_TIME_ZONE } from '@/lib/business-time-zone';
import { canRenewToken, readTokenExpiry, scheduleExpiry, warningTime } from '@/lib/token-expiry';

interface SessionEndingNoticeProps {
  /** The session's token; the notice shows shortly before it ends. */
  token: string | null;
  /** Trades the token for a fresh one; rejects when that fails. */
  onRenew: () => Promise<void>;
}

function clockTime(exp: number): string {
  return new Date(exp * 1000).toLocaleTimeString('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: BUSINESS_TIME_ZONE,
  });
}

/**
 * Shortly before the session ends: says when, and offers to stay signed in, unless the session has
 * reached its absolute end (then renewing would be refused, and only signing in again helps).
 */
export function SessionEndingNotice({ token, onRenew }: SessionEndingNoticeProps) {
  const [warnedToken, setWarnedToken] = useState<string | null>(null);
  const [renewing, setRenewing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    const warnAt = warningTime(token);
    if (warnAt === null) return;
    return scheduleExpiry(warnAt, () => setWarnedToken(token));
  }, [token]);

  const exp = token ? readTokenExpiry(token) : null;
  const opened = token !== null && warnedToken === token && exp !== null;
  const renewable = token !== null && canRenewToken(token);

  const stay = () => {
    setRenewing(true);
    setProblem(null);
    onRenew().then(
      () => setRenewing(false),
      (error: unknown) => {
        setRenewing(false);
        setProblem(errorMessage(error));
      },
    );
  };

  return (
    <Dialog
      opened={opened}
      withCloseButton
      onClose={() => setWarnedToken(null)}
      size="md"
      radius="md"
      shadow="lg"
      withBorder
      position={{ bottom: 20, right: 20 }}
      zIndex={400}
    >
      <div role="alert" aria-labelledby="session-ending-title">
        <Text id="session-ending-title" fw={600} size="sm" mb={4} pr={24}>
          Your session ends soon
        </Text>
        <Text size="sm" c="dimmed" mb="sm">
          {exp !== null && `You will be signed out at ${clockTime(exp)}. `}
          {renewable
            ? 'Stay signed in to keep working; anything unsaved is kept if you are signed out.'
            : 'A sign-in lasts a limited time and cannot be extended further: save your work, then sign in again. Anything unsaved is kept if you are signed out.'}
        </Text>
        {problem && (
          <Text size="sm" c="red" mb="sm">
            {problem}
          </Text>
        )}
        {renewable && (
          <Group justify="flex-end">
            <Button size="xs" loading={renewing} onClick={stay}>
              Stay signed in
            </Button>
          </Group>
        )}
      </div>
    </Dialog>
  );
}
