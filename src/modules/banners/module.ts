import { IconSpeakerphone } from '@tabler/icons-react';
import { defineModule } from '@/kit/define-module';
import { field } from '@/kit/fields';

export const BANNER_PLACEMENTS = ['all', 'home', 'services', 'products', 'blog', 'contact'] as const;

/** Announcement banners shown on chosen pages between optional start and end times. */
export const bannersModule = defineModule({
  key: 'banners',
  table: 'banners',
  adminPath: 'banner',
  label: { singular: 'Banner', plural: 'Banners' },
  fields: {
    title: field.text('Title', { localized: true, required: true, max: 120 }),
    text: field.textarea('Text', { localized: true, max: 500 }),
    imageId: field.image('Image'),
    link: field.text('Link', { max: 500, format: 'link' }),
    placement: field.enum('Placement', BANNER_PLACEMENTS, { required: true, default: 'all' }),
    startsAt: field.datetime('Starts at', { help: 'Leave empty to start at once.' }),
    endsAt: field.datetime('Ends at', {
      after: 'startsAt',
      help: 'Leave empty to show until switched off.',
    }),
    active: field.boolean('Active', true),
  },
  titleField: 'title',
  listColumns: ['title', 'placement', 'startsAt', 'endsAt', 'active'],
  searchFields: ['title', 'text'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  access: 'staff',
  adminLinks: [{ label: 'Banners', icon: IconSpeakerphone, sidebar: 120 }],
  publicPaths: () => ['/*'],
});
