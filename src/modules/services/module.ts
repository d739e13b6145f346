import { IconSquarePlus, IconTool } from '@tabler/icons-react';
import { defineModule } from '@/kit/define-module';
import { field, seoFields } from '@/kit/fields';

export const servicesModule = defineModule({
  key: 'services',
  table: 'services',
  adminPath: 'services',
  label: { singular: 'Service', plural: 'Services' },
  fields: {
    title: field.text('Title', { localized: true, required: true, max: 120 }),
    slug: field.slug('title'),
    summary: field.textarea('Summary', {
      localized: true,
      required: true,
      max: 300,
      help: 'One or two sentences for cards and search results.',
    }),
    body: field.richText('Body', {
      localized: true,
      help: 'To show a price, write its name in brackets, e.g. [price: Home Starter] (a CCTV package), [price: Home Alarm Monitoring] (a monitoring plan, per month), [price: extra indoor camera], [price: extra outdoor camera] or [price: 60 days of recording] (Estimate rules): the page always shows the current price.',
    }),
    icon: field.text('Icon', {
      max: 60,
      input: 'serviceIcon',
      help: 'The picture on the service card and page.',
    }),
    imageId: field.image('Image'),
    featured: field.boolean('Featured on the home page', false),
    published: field.boolean('Published', false),
    sortOrder: field.sortOrder(),
    ...seoFields,
  },
  titleField: 'title',
  listColumns: ['title', 'slug', 'featured', 'published'],
  searchFields: ['title', 'summary'],
  defaultSort: { field: 'sortOrder', order: 'asc' },
  access: 'staff',
  adminLinks: [
    { label: 'Add service', page: 'add', icon: IconSquarePlus, sidebar: 40, dashboard: 10 },
    { label: 'Services', icon: IconTool, sidebar: 50, trailingSlash: true },
  ],
  publicPaths: (service) => ['/', '/services', `/services/${service.slug}`],
  sitePath: (service) => `/services/${service.slug}`,
});
