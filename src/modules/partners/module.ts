import { IconHeartHandshake } from '@tabler/icons-react';
import { defineModule } from '@/kit/define-module';
import { field } from '@/kit/fields';

/** Logos of brands and partners (camera makers, alarm networks) shown on the home page. */
export const partnersModule = defineModule({
  key: 'partners',
  table: 'partners',
  adminPath: 'partners',
  label: { singular: 'Partner', plural: 'Partners' },
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
  adminLinks: [{ label: 'Partners', icon: IconHeartHandshake, sidebar: 170, trailingSlash: true }],
  publicPaths: () => ['/'],
});
