'use client';

import { CloseButton, Group, NavLink, ScrollArea, Stack } from '@mantine/core';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { BrandMark } from '../auth/BrandMark';
import { findActiveLink, linksForRole } from '../navigation';
import { useSession } from '../session/session-context';
import classes from './AdminShell.module.css';
import { UnreadCount } from './UnreadCount';

interface SidebarProps {
  /** Closes the sidebar on small screens, where it covers the page. */
  onClose: () => void;
}

/** The sidebar links the registry declares (administrators-only links hidden from editors), current one highlighted. */
export function Sidebar({ onClose }: SidebarProps) {
  const pathname = usePathname();
  const { user } = useSession();
  const links = linksForRole(user?.role ?? 'editor');
  const active = findActiveLink(pathname, links);

  return (
    <>
      <Group className={classes.brand} justify="space-between" wrap="nowrap">
        <BrandMark inverted />
        <CloseButton
          hiddenFrom="md"
          variant="transparent"
          c="white"
          size="lg"
          onClick={onClose}
          aria-label="Close navigation"
        />
      </Group>
      <ScrollArea flex={1} type="scroll" scrollbarSize={6}>
        <nav aria-label="Admin sections">
          <Stack gap={2} p="sm">
            {links.map((link) => (
              <NavLink
                key={link.path}
                component={Link}
                href={link.path}
                label={link.label}
                leftSection={<link.icon size={18} stroke={1.6} aria-hidden />}
                rightSection={link.unread && <UnreadCount unread={link.unread} />}
                active={link === active}
                aria-current={link === active ? 'page' : undefined}
                onClick={onClose}
                classNames={{ root: classes.link, label: classes.linkLabel }}
              />
            ))}
          </Stack>
        </nav>
      </ScrollArea>
    </>
  );
}
