'use client';

import { Alert, Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { apiClient, errorMessage } from '@/lib/api-client';
import { z } from '@/lib/zod';
import { isolatedSubmit } from '../records/own-submit';
import { useSession } from '../session/session-context';

const emailSchema = z.email();

/** "Send test e-mail" on the E-mail settings page: sends one mail with the saved settings and shows the SMTP answer. */
export function TestEmailButton() {
  const { user } = useSession();
  const [opened, { open, close }] = useDisclosure(false);
  const [to, setTo] = useState('');
  const [touched, setTouched] = useState(false);
  const send = useMutation({
    mutationFn: (address: string) => apiClient.post('/settings/email/test', { body: { to: address } }),
  });

  const address = to.trim();
  const invalid = !address
    ? 'Email is required'
    : emailSchema.safeParse(address).success
      ? null
      : 'Enter a valid email';

  const openDialog = () => {
    setTo(user?.email ?? '');
    setTouched(false);
    send.reset();
    open();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!invalid && !send.isPending) send.mutate(address);
  };

  return (
    <>
      <Button variant="light" leftSection={<IconSend size={18} aria-hidden />} onClick={openDialog}>
        Send test e-mail
      </Button>
      <Modal opened={opened} onClose={close} title="Send a test e-mail" centered>
        <form onSubmit={isolatedSubmit(handleSubmit)} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              The test uses the saved settings: save your changes first.
            </Text>
            <TextInput
              label="Send to"
              type="email"
              autoComplete="email"
              value={to}
              onChange={(event) => setTo(event.currentTarget.value)}
              onBlur={() => setTouched(true)}
              error={touched ? invalid : null}
              required
              data-autofocus
            />
            {send.isSuccess && (
              <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} role="status">
                {send.data.message}
              </Alert>
            )}
            {send.isError && (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                {errorMessage(send.error)}
              </Alert>
            )}
            <Button type="submit" loading={send.isPending} leftSection={<IconSend size={18} aria-hidden />}>
              Send test e-mail
            </Button>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
