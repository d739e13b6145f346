'use client';

import { Alert, Button, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

/** Ten one-use recovery codes, shown once: to copy or download before going on. */
export function RecoveryCodes({ codes, email }: { codes: string[]; email: string }) {
  const notice = useRef<HTMLDivElement>(null);
  // Shown once: focus moves to them (a screen reader reads the notice), and leaving the page asks first.
  useEffect(() => {
    notice.current?.focus();
    const askFirst = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', askFirst);
    return () => window.removeEventListener('beforeunload', askFirst);
  }, []);
  const text = [
    `Recovery codes for ${email} at ${window.location.host}`,
    'Each code signs in once, in place of a code from your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <Stack gap="sm">
      <Alert color="orange" title="Save your recovery codes now" ref={notice} tabIndex={-1}>
        If you lose your phone, each of these codes signs you in once. They are shown only this time: keep
        them somewhere safe, away from this computer.
      </Alert>
      <SimpleGrid
        cols={2}
        spacing="xs"
        component="ul"
        aria-label="Recovery codes"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {codes.map((code) => (
          <Text component="li" key={code} ff="monospace" fz="md" ta="center">
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="default" leftSection={<IconCopy size={16} aria-hidden />} onClick={copy}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={download}>
          Download
        </Button>
      </Group>
    </Stack>
  );
}
