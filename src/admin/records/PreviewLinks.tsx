'use client';

import { Badge, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import type { AnyModule } from '@/kit/define-module';
import { errorMessage } from '@/lib/api-client';
import type { OpenPreviewLink } from '@/lib/preview-links';
import { formatDateTime } from './fields/format-value';
import { useOpenPreviewLinks, useRevokePreviewLinks } from './module-api';

interface PreviewLinksProps {
  module: AnyModule;
  recordId: number;
  /** The link behind this page's Preview button, marked in the list (revoked, the button gets a new one). */
  currentLinkId?: number;
  /** Shown even while no link is open (next to the Preview button). */
  alwaysShown?: boolean;
}

function LinkRow({
  link,
  current,
  revoking,
  onRevoke,
}: {
  link: OpenPreviewLink;
  current: boolean;
  revoking: boolean;
  onRevoke: () => void;
}) {
  const until = formatDateTime(link.expiresAt);
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" component="li" data-preview-link={link.id}>
      <div>
        <Text size="sm" fw={500}>
          {link.issuedBy.name}
          {current && (
            <Badge ml={6} size="xs" variant="light" color="gray">
              Preview button
            </Badge>
          )}
        </Text>
        <Text size="xs" c="dimmed">
          Works until {until}
        </Text>
      </div>
      <Button
        size="compact-sm"
        variant="light"
        color="red"
        loading={revoking}
        onClick={onRevoke}
        aria-label={`Revoke the link made by ${link.issuedBy.name}, working until ${until}`}
      >
        Revoke
      </Button>
    </Group>
  );
}

/**
 * The record's open preview links, with who made each and until when it works, and "Revoke": a
 * link sent to the wrong person, or no longer needed, stops working at once.
 */
export function PreviewLinks({ module, recordId, currentLinkId, alwaysShown = false }: PreviewLinksProps) {
  const links = useOpenPreviewLinks(module, recordId);
  const revoke = useRevokePreviewLinks(module, recordId);
  const open = links.data ?? [];
  if (!alwaysShown && open.length === 0) return null;
  const revokingId = revoke.isPending ? (revoke.variables ?? 'all') : null;

  return (
    <Popover width={340} position="bottom-end" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Button variant="default" leftSection={<IconLink size={16} aria-hidden />}>
          Preview links{links.data ? ` (${open.length})` : ''}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text id={`preview-links-${recordId}`} size="sm" fw={600} mb={4}>
          Open preview links
        </Text>
        <Text size="xs" c="dimmed" mb="sm">
          Anyone with one of these links can see this {module.label.singular.toLowerCase()} before it is
          public. Revoke a link to make it stop working.
        </Text>
        {links.isError && (
          <Text size="sm" c="red">
            {errorMessage(links.error)}
          </Text>
        )}
        {links.data && open.length === 0 && (
          <Text size="sm" c="dimmed">
            No open links.
          </Text>
        )}
        <Stack
          gap="xs"
          component="ul"
          aria-labelledby={`preview-links-${recordId}`}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {open.map((link) => (
            <LinkRow
              key={link.id}
              link={link}
              current={link.id === currentLinkId}
              revoking={revokingId === link.id}
              onRevoke={() => revoke.mutate(link.id)}
            />
          ))}
        </Stack>
        {revoke.isError && (
          <Text size="sm" c="red" mt="xs" role="alert">
            {errorMessage(revoke.error)}
          </Text>
        )}
        {open.length > 1 && (
          <Group justify="flex-end" mt="sm">
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              loading={revokingId === 'all'}
              onClick={() => revoke.mutate(undefined)}
            >
              Revoke all
            </Button>
          </Group>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
