import { Button, Code, EmptyState, Group } from '@mantine/core';
import { IconCompass, IconTools } from '@tabler/icons-react';
import { Link } from '@/admin/routing/link';
import { ADMIN_ROOT } from '@/lib/constants';
import { findActiveLink, normalizeAdminPath } from '../navigation';
import { useAdminNavigation } from '../registry-context';

/** An admin path with no page: a sidebar section still being built, or a wrong address. */
export function AdminPageNotFound({ path }: { path: string }) {
  const link = findActiveLink(path, useAdminNavigation().links);
  const isPlannedSection = link !== undefined && normalizeAdminPath(link.path) === normalizeAdminPath(path);

  return (
    <EmptyState
      mt={60}
      variant="light"
      icon={isPlannedSection ? <IconTools size={28} aria-hidden /> : <IconCompass size={28} aria-hidden />}
      title={isPlannedSection ? `${link.label} is not available yet` : 'Page not found'}
      description={
        isPlannedSection ? (
          'This section of the back office is coming in a later update.'
        ) : (
          <>
            There is no admin page at <Code>{path}</Code>. Check the address, or pick a section from the menu.
          </>
        )
      }
    >
      <Group justify="center">
        <Button component={Link} href={ADMIN_ROOT}>
          Back to the dashboard
        </Button>
      </Group>
    </EmptyState>
  );
}
