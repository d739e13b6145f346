import { describe, expect, it } from 'vitest';
import { findActiveLink, isAdminOnlyPath, linksForRole, navigationLinks } from '@/admin/navigation';
import { SEED_SIDEBAR } from '../support/seed-sidebar';

describe('navigationLinks', () => {
  it('lists the 27 seed links in seed order with their exact labels and paths', () => {
    expect(navigationLinks.map((link) => [link.path, link.label])).toEqual(SEED_SIDEBAR);
  });

  it('hides Users, E-mail settings and Analytics code from editors', () => {
    const editorLabels = linksForRole('editor').map((link) => link.label);
    expect(editorLabels).toHaveLength(24);
    expect(editorLabels).not.toContain('Users');
    expect(editorLabels).not.toContain('E-mail settings');
    expect(editorLabels).not.toContain('Analytics code');
    expect(linksForRole('admin')).toHaveLength(27);
  });
});

describe('findActiveLink', () => {
  it('picks the most specific link for a path', () => {
    expect(findActiveLink('/admin')?.label).toBe('Dashboard');
    expect(findActiveLink('/admin/services')?.label).toBe('Services');
    expect(findActiveLink('/admin/services/add')?.label).toBe('Add service');
    expect(findActiveLink('/admin/services/4/edit')?.label).toBe('Services');
    expect(findActiveLink('/admin/product/category/2/view')?.label).toBe('Product categories');
    expect(findActiveLink('/admin/product/7/view')?.label).toBe('Products');
    expect(findActiveLink('/admin/unknown')).toBeUndefined();
  });

  it('marks the paths of administrators-only links', () => {
    expect(isAdminOnlyPath('/admin/users/add')).toBe(true);
    expect(isAdminOnlyPath('/admin/email')).toBe(true);
    expect(isAdminOnlyPath('/admin/analytics/settings')).toBe(true);
    expect(isAdminOnlyPath('/admin/analytics')).toBe(false);
    expect(isAdminOnlyPath('/admin/faqs')).toBe(false);
  });
});
