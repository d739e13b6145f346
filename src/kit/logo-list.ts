import type { Icon } from '@tabler/icons-react';
import { defineModule } from './define-module';
import { field } from './fields';

/**
 * A module that is a list of logos the home page shows in a row (clients, partners): a name, the
 * logo, a website, an on/off switch and an order. The modules differ only in their names and where
 * their sidebar link sits.
 */
export function defineLogoList<const K extends string>(declaration: {
  key: K;
  label: { singular: string; plural: string };
  icon: Icon;
  sidebar: number;
  trailingSlash?: boolean;
}) {
  return defineModule({
    key: declaration.key,
    table: declaration.key,
    adminPath: declaration.key,
    label: declaration.label,
    fields: {
      name: field.text('Name', { required: true, max: 120 }),
      logoId: field.image('Logo'),
      website: field.text('Website', { max: 500, format: 'url' }),
      active: field.boolean('Active', true),
      sortOrder: field.sortOrder(),
    },
    titleField: 'name',
    listColumns: ['name', 'website', 'active'],
    searchFields: ['name'],
    defaultSort: { field: 'sortOrder', order: 'asc' },
    access: 'staff',
    adminLinks: [
      {
        label: declaration.label.plural,
        icon: declaration.icon,
        sidebar: declaration.sidebar,
        ...(declaration.trailingSlash ? { trailingSlash: true } : {}),
      },
    ],
    publicPaths: () => ['/'],
  });
}
