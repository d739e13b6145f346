import { Button, EmptyState } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from '@/admin/routing/link';
import { ADMIN_ROOT } from '@/lib/constants';

/** A signed-in user without the role for a page (an editor on an administrators-only page). Its title is the page's heading. */
export function PermissionDenied() {
  return (
    <EmptyState mt={60} variant="light" color="red" icon={<IconLock size={28} aria-hidden />}>
      <EmptyState.Title order={1}>Permission denied</EmptyState.Title>
      <EmptyState.Description>
        This page is for administrators. Ask an administrator if you need something changed here.
      </EmptyState.Description>
      <Button component={Link} href={ADMIN_ROOT}>
        Back to the dashboard
      </Button>
    </EmptyState>
  );
}
