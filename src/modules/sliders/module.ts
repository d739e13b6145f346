import { IconSlideshow } from '@tabler/icons-react';
import { defineModule } from '@/kit/define-module';
import { field } from '@/kit/fields';

/** Slides of the home page's hero slider. */
export const slidersModule = defineModule({
  key: 'sliders',
  table: 'sliders',
  adminPath: 'slider',
  label: { singular: 'Slide', plural: 'Sliders' },
  fields: {
    title: field.text('Title', { localized: true, required: true, max: 120 }),
    subtitle: field.textarea('Subtitle', { localized: true, max: 300 }),
    imageId: field.image('Image'),
    buttonText: field.text('Button text', { localized: true, max: 40 }),
    buttonLink: field.text('Button link', { max: 500, format: 'link', help: 'e.g. /free-quote' }),
    active: field.boolean('Active', true),
    sortOrder: field.sortOrder(),
  },
  titleField: 'title',
  listColumns: ['title', 'buttonText', 'active'],
  searchFields: ['title', 'subtitle'],
  defaultSort: { field: 'sortOrder', order: 'asc' },
  access: 'staff',
  adminLinks: [{ label: 'Sliders', icon: IconSlideshow, sidebar: 110 }],
  publicPaths: () => ['/'],
});
