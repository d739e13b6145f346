'use client';

import { Avatar, Badge, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconHistory, IconKey, IconLogout, IconShieldLock } from '@tabler/icons-react';
import { Link } from '@/admin/routing/link';
import { activityLogPath } from '../activity-log/activity-log-path';
import { useSession } from '../session/session-context';

// The password form's code loads when it is asked for, not with every admin page.
const openChangePasswordModal = () =>
  void import('../account/ChangePasswordModal').then((form) => form.openChangePasswordModal());

const openTwoFactorModal = () =>
  void import('../two-factor/TwoFactorModal').then((panel) => panel.openTwoFactorModal());

/** The signed-in user's name and role, with their activity, password change, two-factor sign-in and Logout. */
export function UserMenu() {
  const { user, logout } = useSession();
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || '?';

  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${name}`}>
          <Group gap="sm" wrap="nowrap">
            <Avatar color="navy" radius="xl" size={36}>
              {initials}
            </Avatar>
            <Box visibleFrom="sm">
              <Text size="sm" fw={600} lh={1.2} truncate maw={180}>
                {name}
              </Text>
              <Badge size="xs" variant="light" radius="sm">
                {user.role}
              </Badge>
            </Box>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          Signed in as {user.email} ({user.role})
        </Menu.Label>
        <Menu.Item
          component={Link}
          href={activityLogPath(user.id)}
          leftSection={<IconHistory size={16} aria-hidden />}
        >
          My activity
        </Menu.Item>
        <Menu.Item leftSection={<IconKey size={16} aria-hidden />} onClick={openChangePasswordModal}>
          Change password
        </Menu.Item>
        <Menu.Item leftSection={<IconShieldLock size={16} aria-hidden />} onClick={openTwoFactorModal}>
          Two-factor sign-in
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={logout}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
