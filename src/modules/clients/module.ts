import { IconBuildingStore } from '@tabler/icons-react';
import { defineModule } from '@/kit/define-module';
import { field } from '@/kit/fields';

/** Logos of clients shown on the home page. */
export const clientsModule = defineModule({
  key: 'clients',
  table: 'clients',
  adminPath: 'clients',
  label: { singular: 'Client', plural: 'Clients' },
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
  adminLinks: [{ label: 'Clients', icon: IconBuildingStore, sidebar: 140 }],
  publicPaths: () => ['/'],
});
