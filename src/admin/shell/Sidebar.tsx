'use client';

import { NavLink, ScrollArea, Stack } from '@mantine/core';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { BrandMark } from '../auth/BrandMark';
import { findActiveLink, linksForRole } from '../navigation';
import { useSession } from '../session/session-context';
import classes from './AdminShell.module.css';

interface SidebarProps {
  onNavigate: () => void;
}

/** The seed's sidebar links (administrators-only links hidden from editors), current one highlighted. */
export function Sidebar({ onNavigate }: SidebarProps) {
  const pathname = usePathname();
  const { user } = useSession();
  const links = linksForRole(user?.role ?? 'editor');
  const active = findActiveLink(pathname, links);

  return (
    <>
      <div className={classes.brand}>
        <BrandMark inverted />
      </div>
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
                active={link === active}
                aria-current={link === active ? 'page' : undefined}
                onClick={onNavigate}
                classNames={{ root: classes.link, label: classes.linkLabel }}
              />
            ))}
          </Stack>
        </nav>
      </ScrollArea>
    </>
  );
}
