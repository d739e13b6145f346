import { describe, expect, it } from 'vitest';
import { resolveAdminRoute } from '@/admin/routing/resolve-admin-route';
import { defineModule } from '@/kit/define-module';
import { field } from '@/kit/fields';

const base = {
  fields: { name: field.text('Name', { required: true }) },
  titleField: 'name' as const,
  listColumns: ['name' as const],
  searchFields: ['name' as const],
  defaultSort: { field: 'name' as const, order: 'asc' as const },
  access: 'staff' as const,
  publicPaths: () => [],
};
const products = defineModule({
  ...base,
  key: 'products',
  table: 'products',
  adminPath: 'product',
  label: { singular: 'Product', plural: 'Products' },
});
const categories = defineModule({
  ...base,
  key: 'product-categories',
  table: 'product_categories',
  adminPath: 'product/category',
  label: { singular: 'Product category', plural: 'Product categories' },
});
const portfolio = defineModule({
  ...base,
  key: 'portfolios',
  table: 'portfolios',
  adminPath: 'portfolio',
  label: { singular: 'Project', plural: 'Portfolio' },
  pages: ['add', 'edit'],
});
const jobs = defineModule({
  ...base,
  key: 'jobs',
  table: 'jobs',
  adminPath: 'jobs',
  label: { singular: 'Job', plural: 'Jobs' },
  pages: ['list', 'add', 'edit', 'view'],
});
const declarations = { modules: [products, categories, portfolio, jobs], settingsPages: [], toolPages: [] };

describe('resolveAdminRoute', () => {
  it('resolves the dashboard, permission-denied and old template paths', () => {
    expect(resolveAdminRoute('/admin', declarations)).toEqual({ kind: 'dashboard' });
    expect(resolveAdminRoute('/admin/', declarations)).toEqual({ kind: 'dashboard' });
    expect(resolveAdminRoute('/admin/permission-denied', declarations)).toEqual({
      kind: 'permission-denied',
    });
    for (const legacy of ['app', 'ecommerce', 'banking']) {
      expect(resolveAdminRoute(`/admin/${legacy}`, declarations)).toEqual({ kind: 'redirect', to: '/admin' });
    }
  });

  it('resolves list, add, edit and view pages, tolerating a trailing slash', () => {
    expect(resolveAdminRoute('/admin/product', declarations)).toEqual({ kind: 'list', module: products });
    expect(resolveAdminRoute('/admin/product/', declarations)).toEqual({ kind: 'list', module: products });
    expect(resolveAdminRoute('/admin/product/add', declarations)).toEqual({ kind: 'add', module: products });
    expect(resolveAdminRoute('/admin/product/12/edit', declarations)).toEqual({
      kind: 'edit',
      module: products,
      id: 12,
    });
    expect(resolveAdminRoute('/admin/product/12/view/', declarations)).toEqual({
      kind: 'view',
      module: products,
      id: 12,
    });
  });

  it('gives nested admin paths to the module with the longest path', () => {
    expect(resolveAdminRoute('/admin/product/category', declarations)).toEqual({
      kind: 'list',
      module: categories,
    });
    expect(resolveAdminRoute('/admin/product/category/add', declarations)).toEqual({
      kind: 'add',
      module: categories,
    });
    expect(resolveAdminRoute('/admin/product/category/3/edit', declarations)).toEqual({
      kind: 'edit',
      module: categories,
      id: 3,
    });
  });

  it('offers only the pages a module declares', () => {
    expect(resolveAdminRoute('/admin/portfolio/4/view', declarations).kind).toBe('not-found');
    expect(resolveAdminRoute('/admin/portfolio/4/edit', declarations).kind).toBe('edit');
    expect(resolveAdminRoute('/admin/product/list', declarations).kind).toBe('not-found');
    expect(resolveAdminRoute('/admin/jobs/list', declarations)).toEqual({ kind: 'list', module: jobs });
  });

  it('answers not-found for unknown paths and malformed ids', () => {
    expect(resolveAdminRoute('/admin/nothing-here', declarations)).toEqual({
      kind: 'not-found',
      path: '/admin/nothing-here',
    });
    expect(resolveAdminRoute('/admin/product/0/edit', declarations).kind).toBe('not-found');
    expect(resolveAdminRoute('/admin/product/abc/edit', declarations).kind).toBe('not-found');
    expect(resolveAdminRoute('/admin/product/1/delete', declarations).kind).toBe('not-found');
    expect(resolveAdminRoute('/admin/productx', declarations).kind).toBe('not-found');
  });
});
