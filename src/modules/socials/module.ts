import { IconShare } from '@tabler/icons-react';
import { defineModule } from '@/kit/define-module';
import { field } from '@/kit/fields';

export const SOCIAL_PLATFORMS = [
  'facebook',
  'instagram',
  'x',
  'youtube',
  'linkedin',
  'tiktok',
  'yelp',
  'google',
  'nextdoor',
] as const;

/** Social profile links in the footer. */
export const socialsModule = defineModule({
  key: 'socials',
  table: 'socials',
  adminPath: 'social',
  label: { singular: 'Social link', plural: 'Social links' },
  fields: {
    platform: field.enum('Platform', SOCIAL_PLATFORMS, { required: true }),
    url: field.text('Address', { required: true, max: 500, format: 'https' }),
    active: field.boolean('Active', true),
    sortOrder: field.sortOrder(),
  },
  titleField: 'platform',
  listColumns: ['platform', 'url', 'active'],
  searchFields: ['url'],
  defaultSort: { field: 'sortOrder', order: 'asc' },
  access: 'staff',
  adminLinks: [{ label: 'Social links', icon: IconShare, sidebar: 150 }],
  pages: ['add', 'edit', 'view', 'list'],
  publicPaths: () => ['/*'],
});
