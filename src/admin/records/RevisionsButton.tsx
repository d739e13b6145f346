'use client';

import { Button } from '@mantine/core';
import { Link } from '@/admin/routing/link';
import type { AnyModule } from '@/kit/define-module';
import { revisionsLink } from './record-links';

/** From a record's edit page to its earlier versions. */
export function RevisionsButton({ module, id }: { module: AnyModule; id: number }) {
  const link = revisionsLink(module, id);
  return (
    <Button
      component={Link}
      href={link.href}
      variant="default"
      leftSection={<link.icon size={16} aria-hidden />}
    >
      {link.label}
    </Button>
  );
}
