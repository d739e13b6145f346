import { describe, expect, it } from 'vitest';
import { canOpenPath } from '@/admin/access';
import { validatePasswordChange } from '@/admin/account/password-change-validation';
import { adminNavigation, dashboardLinksForRole, linksForRole } from '@/admin/navigation';
import { resolveAdminRoute } from '@/admin/routing/resolve-admin-route';
import { registry } from '@/registry';

describe('validatePasswordChange', () => {
  const valid = { currentPassword: 'old password', newPassword: 'a new passphrase', confirmPassword: '' };

  it('asks for every field', () => {
    expect(validatePasswordChange({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password is required',
      confirmPassword: 'Confirm the new password',
    });
  });

  it('holds the new password to the server rules: 10 characters, not the current one', () => {
    const confirm = (newPassword: string) => ({ ...valid, newPassword, confirmPassword: newPassword });
    expect(validatePasswordChange(confirm('123456789')).newPassword).toBe(
      'Password must be at least 10 characters',
    );
    expect(validatePasswordChange(confirm('0123456789'))).toEqual({});
    expect(validatePasswordChange(confirm('old password')).newPassword).toBe(
      'The new password must differ from the current one',
    );
  });

  it('wants the confirmation to match', () => {
    expect(validatePasswordChange({ ...valid, confirmPassword: 'something else' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });
});

const navigation = adminNavigation(registry);
const { dashboardLinks } = navigation;

describe('dashboard quick links', () => {
  it('offers the usual shortcuts to every role', () => {
    expect(dashboardLinks.map((link) => [link.label, link.path])).toEqual([
      ['Add service', '/admin/services/add'],
      ['Add blog post', '/admin/blog/add'],
      ['Add product', '/admin/product/add'],
      ['Media library', '/admin/file'],
      ['Inquiries', '/admin/inquiries'],
      ['Site surveys', '/admin/booking'],
      ['Lead analytics', '/admin/analytics'],
    ]);
    expect(dashboardLinksForRole(navigation, 'editor')).toEqual(dashboardLinks);
  });

  it('points the add links at real add pages', () => {
    for (const link of dashboardLinks.filter((quick) => quick.label.startsWith('Add'))) {
      expect(resolveAdminRoute(link.path, registry).kind, link.path).toBe('add');
    }
  });
});

describe('administrators-only pages', () => {
  const adminOnly = [
    '/admin/users',
    '/admin/users/',
    '/admin/users/add',
    '/admin/users/3/edit',
    '/admin/users/3/view',
    '/admin/analytics/settings',
    '/admin/email',
    '/admin/email/',
  ];

  it('are closed to editors and open to administrators', () => {
    for (const path of adminOnly) {
      expect(canOpenPath(path, 'editor', navigation), path).toBe(false);
      expect(canOpenPath(path, 'admin', navigation), path).toBe(true);
    }
    expect(canOpenPath('/admin/services/add', 'editor', navigation)).toBe(true);
    expect(canOpenPath('/admin/activitylogs/3', 'editor', navigation)).toBe(true);
  });

  it('leave no sidebar link an editor cannot open', () => {
    for (const link of linksForRole(navigation, 'editor'))
      expect(canOpenPath(link.path, 'editor', navigation), link.path).toBe(true);
  });
});
