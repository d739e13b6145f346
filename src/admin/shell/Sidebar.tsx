'use client';

import { CloseButton, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { usePathname } from 'next/navigation';
import { Link } from '@/admin/routing/link';
import { BrandMark } from '../auth/BrandMark';
import { findActiveLink, linksForRole, type NavigationLink, sidebarGroupsForRole } from '../navigation';
import { useAdminNavigation } from '../registry-context';
import { useSession } from '../session/session-context';
import classes from './AdminShell.module.css';
import { UnreadCount } from './UnreadCount';

interface SidebarProps {
  /** Closes the sidebar on small screens, where it covers the page. */
  onClose: () => void;
}

function SidebarLink({
  link,
  active,
  onClose,
}: {
  link: NavigationLink;
  active: boolean;
  onClose: () => void;
}) {
  return (
    <NavLink
      component={Link}
      href={link.path}
      label={link.label}
      leftSection={<link.icon size={18} stroke={1.6} aria-hidden />}
      rightSection={link.unread && <UnreadCount unread={link.unread} />}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onClose}
      classNames={{ root: classes.link, label: classes.linkLabel }}
    />
  );
}

/**
 * The sidebar links the registry declares (administrators-only links hidden from editors), current
 * one highlighted: the contract's menu, then the back office's tools under their heading.
 */
export function Sidebar({ onClose }: SidebarProps) {
  const pathname = usePathname();
  const { user } = useSession();
  const role = user?.role ?? 'editor';
  const navigation = useAdminNavigation();
  const groups = sidebarGroupsForRole(navigation, role);
  const active = findActiveLink(pathname, linksForRole(navigation, role));

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
          {groups.map(({ group, heading, links }) => (
            <Stack
              key={group}
              gap={2}
              p="sm"
              className={heading ? classes.linkGroup : undefined}
              role={heading ? 'group' : undefined}
              aria-labelledby={heading ? `sidebar-${group}` : undefined}
              data-sidebar-group={group}
            >
              {heading && (
                <Text id={`sidebar-${group}`} className={classes.groupHeading}>
                  {heading}
                </Text>
              )}
              {links.map((link) => (
                <SidebarLink key={link.path} link={link} active={link === active} onClose={onClose} />
              ))}
            </Stack>
          ))}
        </nav>
      </ScrollArea>
    </>
  );
}
