import { IconShieldLock } from '@tabler/icons-react';
import type { ToolPage } from '@/kit/admin-links';

/** Administrators' page of two-factor sign-in: the requirement and each account's state. */
export const signInSecurityPage: ToolPage = {
  adminPath: 'security',
  access: 'admin',
  adminLinks: [{ label: 'Sign-in security', icon: IconShieldLock, sidebar: 10_050, sidebarGroup: 'tools' }],
  screen: () => import('./SignInSecurityPage').then((page) => page.SignInSecurityPage),
};
