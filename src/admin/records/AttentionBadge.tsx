'use client';

import { Badge, type BadgeProps } from '@mantine/core';

/** A record fact staff must act on (an estimate the site could not keep), as the lists show it. */
export function AttentionBadge({ summary, ...props }: { summary: string } & BadgeProps) {
  return (
    <Badge color="orange" variant="light" radius="sm" tt="none" data-record-fact {...props}>
      {summary}
    </Badge>
  );
}
