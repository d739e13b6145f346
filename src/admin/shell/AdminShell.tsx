'use client';

import { AppShell, Burger, Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { BrandMark } from '../auth/BrandMark';
import classes from './AdminShell.module.css';
import { ColorSchemeMenu } from './ColorSchemeMenu';
import { Sidebar } from './Sidebar';
import { UserMenu } from './UserMenu';

/**
 * The signed-in frame: a "Skip to content" link first, dark-blue sidebar, header with the colour
 * scheme and user menus, burger on small screens.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);

  return (
    <AppShell
      layout="alt"
      header={{ height: 64 }}
      navbar={{ width: 272, breakpoint: 'md', collapsed: { mobile: !opened } }}
      padding={{ base: 'md', sm: 'lg' }}
    >
      {/* The browser moves focus to the target (focusable through tabIndex), so Tab goes on from there. */}
      <a href="#main-content" className={classes.skipLink}>
        Skip to content
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              aria-label="Toggle navigation"
            />
            <Group hiddenFrom="md">
              <BrandMark />
            </Group>
          </Group>
          <Group gap="md" wrap="nowrap">
            <Button
              component="a"
              href="/"
              target="_blank"
              rel="noopener"
              variant="subtle"
              size="compact-sm"
              leftSection={<IconExternalLink size={16} aria-hidden />}
              visibleFrom="sm"
            >
              View website
            </Button>
            <ColorSchemeMenu />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar className={classes.navbar}>
        <Sidebar onClose={close} />
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
