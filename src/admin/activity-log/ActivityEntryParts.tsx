'use client';

import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from '@/admin/routing/link';
import type { Role } from '@/kit/define-module';
import { useRegistry } from '../registry-context';
import type { ActivityEntry } from './activity-log-api';
import { activityLogPath } from './activity-log-path';
import {
  actionColor,
  actionLabel,
  activityActor,
  activityTarget,
  moduleLabel,
  revisionHref,
} from './activity-presentation';

/** The action of an entry as a coloured word: Created, Updated, Deleted, Signed in... */
export function ActionBadge({ action }: { action: string }) {
  return (
    <Badge
      color={actionColor(action)}
      variant="light"
      radius="sm"
      tt="none"
      fw={600}
      // A long action ("Required two-factor sign-in of everyone") wraps rather than being cut off.
      style={{ flexShrink: 0, maxWidth: '100%', height: 'auto', minHeight: 'var(--badge-height)' }}
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.3 } }}
    >
      {actionLabel(action)}
    </Badge>
  );
}

/** The record an entry is about: a link to its page when the reader may open it. */
export function ActivityTargetLink({ entry, role }: { entry: ActivityEntry; role: Role | undefined }) {
  const target = activityTarget(useRegistry(), entry, role);
  if (target.href) {
    return (
      <Anchor component={Link} href={target.href} size="sm" lineClamp={2}>
        {target.text}
      </Anchor>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" c={target.text === '—' ? 'dimmed' : undefined}>
        {target.text}
      </Text>
      {target.deleted && (
        <Text size="xs" c="dimmed">
          (deleted)
        </Text>
      )}
    </Group>
  );
}

/** `Updated · Services · CCTV installation`; a settings page is its own target, a sign-in has none. */
export function ActivitySummary({ entry, role }: { entry: ActivityEntry; role: Role | undefined }) {
  const registry = useRegistry();
  const label = moduleLabel(registry, entry.module);
  const target = activityTarget(registry, entry, role);
  const targetIsModule = target.text === label;
  return (
    <Group gap="xs" wrap="wrap" style={{ rowGap: 2 }}>
      <ActionBadge action={entry.action} />
      {targetIsModule && target.href ? (
        <Anchor component={Link} href={target.href} size="sm" fw={600}>
          {label}
        </Anchor>
      ) : (
        <Text size="sm" fw={600}>
          {label}
        </Text>
      )}
      {!targetIsModule && target.text !== '—' && <ActivityTargetLink entry={entry} role={role} />}
    </Group>
  );
}

/** "Compare": the version an update replaced beside the current record, field by field. */
export function RevisionLink({ entry, role }: { entry: ActivityEntry; role: Role | undefined }) {
  const href = revisionHref(useRegistry(), entry, role);
  if (!href) return null;
  return (
    <Anchor component={Link} href={href} size="xs">
      Compare
    </Anchor>
  );
}

/**
 * Who did it: the user, linked to their log; a website visitor, the server's command line or an
 * unknown user in plain words.
 */
export function ActivityActor({ entry }: { entry: ActivityEntry }) {
  const actor = activityActor(entry);
  if (actor.userId === null) return <>{actor.label}</>;
  return (
    <Anchor component={Link} href={activityLogPath(actor.userId)} size="xs" c="dimmed" underline="always">
      {actor.label}
    </Anchor>
  );
}
