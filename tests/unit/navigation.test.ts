import { describe, expect, it } from 'vitest';
import {
  adminNavigation,
  findActiveLink,
  isAdminOnlyPath,
  linksForRole,
  sidebarGroupsForRole,
} from '@/admin/navigation';
import { modules, registry, settingsPages, toolPages } from '@/registry';
import { SEED_SIDEBAR } from '../support/seed-sidebar';

const navigation = adminNavigation(registry);
const navigationLinks = navigation.links;

describe('navigationLinks', () => {
  it("lists the seed's links in seed order with their exact labels and paths", () => {
    // A module added later may add links of its own; the seed's stay as they are, in their order.
    const seedPaths = new Set(SEED_SIDEBAR.map(([path]) => path));
    const seedLinks = navigationLinks.filter((link) => seedPaths.has(link.path));
    expect(seedLinks.map((link) => [link.path, link.label])).toEqual(SEED_SIDEBAR);
  });

  it('keeps the contract’s 27 links and the links modules add among them, then the tools below them under their heading', () => {
    expect(SEED_SIDEBAR).toHaveLength(27);
    const main = navigationLinks.filter((link) => link.group === 'main');
    expect(navigationLinks.slice(0, main.length)).toEqual(main);
    const seedPaths = new Set(SEED_SIDEBAR.map(([path]) => path));
    expect(main.filter((link) => seedPaths.has(link.path)).map((link) => [link.path, link.label])).toEqual(
      SEED_SIDEBAR,
    );
    // Any other link of the main group is a module's own sidebar link (one added after the contract).
    const moduleLinks = modules.flatMap((module) =>
      module.adminLinks.filter((link) => link.sidebar !== undefined).map((link) => link.label),
    );
    for (const link of main.filter((each) => !seedPaths.has(each.path)))
      expect(moduleLinks, link.label).toContain(link.label);
    expect(navigationLinks.slice(main.length).map((link) => [link.path, link.label, link.group])).toEqual([
      ['/admin/booking', 'Site surveys', 'tools'],
      ['/admin/booking/availability', 'Survey availability', 'tools'],
      ['/admin/analytics', 'Lead analytics', 'tools'],
      ['/admin/estimate-rules', 'Estimate rules', 'tools'],
      ['/admin/file', 'Media library', 'tools'],
      ['/admin/trash', 'Trash', 'tools'],
      ['/admin/security', 'Sign-in security', 'tools'],
    ]);
    const groups = sidebarGroupsForRole(navigation, 'admin');
    expect(groups.map(({ heading, links }) => [heading, links.length])).toEqual([
      [null, main.length],
      ['Tools', 7],
    ]);
  });

  it('shows editors the tools they may use, and the contract’s links but the administrators’ own', () => {
    const [main, tools] = sidebarGroupsForRole(navigation, 'editor');
    expect(main.links.map((link) => link.label)).not.toContain('Users');
    expect(tools.links.map((link) => link.label)).toEqual([
      'Site surveys',
      'Survey availability',
      'Lead analytics',
      'Estimate rules',
      'Media library',
      'Trash',
    ]);
    for (const link of tools.links) expect(link.access, link.label).toBe('staff');
  });

  it('hides Users, E-mail settings, Analytics code and Sign-in security from editors', () => {
    const editorLabels = linksForRole(navigation, 'editor').map((link) => link.label);
    expect(editorLabels).toEqual(
      navigationLinks
        .map((link) => link.label)
        .filter(
          (label) => !['Users', 'E-mail settings', 'Analytics code', 'Sign-in security'].includes(label),
        ),
    );
    expect(linksForRole(navigation, 'admin')).toEqual(navigationLinks);
  });

  it('takes each link from the declaration that owns it: a module, a settings page or a tool page', () => {
    const owned = [...modules, ...settingsPages, ...toolPages].flatMap((owner) =>
      owner.adminLinks.filter((link) => link.sidebar !== undefined).map((link) => link.label),
    );
    expect(navigationLinks.map((link) => link.label).sort()).toEqual(owned.sort());
  });

  it('is worked out once per registry, and from the registry it is given', () => {
    expect(adminNavigation(registry)).toBe(navigation);
    const withoutTools = adminNavigation({ modules, settingsPages, toolPages: [] });
    expect(withoutTools.links.map((link) => link.label)).not.toContain('Lead analytics');
    expect(withoutTools.links).toHaveLength(navigationLinks.length - toolPages.length);
  });
});

describe('findActiveLink', () => {
  it('picks the most specific link for a path', () => {
    expect(findActiveLink('/admin', navigationLinks)?.label).toBe('Dashboard');
    expect(findActiveLink('/admin/services', navigationLinks)?.label).toBe('Services');
    expect(findActiveLink('/admin/services/add', navigationLinks)?.label).toBe('Add service');
    expect(findActiveLink('/admin/services/4/edit', navigationLinks)?.label).toBe('Services');
    expect(findActiveLink('/admin/product/category/2/view', navigationLinks)?.label).toBe(
      'Product categories',
    );
    expect(findActiveLink('/admin/product/7/view', navigationLinks)?.label).toBe('Products');
    expect(findActiveLink('/admin/unknown', navigationLinks)).toBeUndefined();
    expect(findActiveLink('/admin/analytics', navigationLinks)?.label).toBe('Lead analytics');
    expect(findActiveLink('/admin/analytics/settings', navigationLinks)?.label).toBe('Analytics code');
    expect(findActiveLink('/admin/file', navigationLinks)?.label).toBe('Media library');
  });

  it('marks the paths of administrators-only links', () => {
    expect(isAdminOnlyPath('/admin/users/add', navigation)).toBe(true);
    expect(isAdminOnlyPath('/admin/email', navigation)).toBe(true);
    expect(isAdminOnlyPath('/admin/analytics/settings', navigation)).toBe(true);
    expect(isAdminOnlyPath('/admin/analytics', navigation)).toBe(false);
    expect(isAdminOnlyPath('/admin/faqs', navigation)).toBe(false);
  });
});
