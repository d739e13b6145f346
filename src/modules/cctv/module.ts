import { IconDeviceCctv } from '@tabler/icons-react';
import { OFFER_AUDIENCE_HELP, OFFER_AUDIENCES } from '@/features/estimates/browser';
import { defineModule } from '@/kit/define-module';
import { field } from '@/kit/fields';

/** Remote video monitoring offers at /cctv-monitoring. */
export const cctvModule = defineModule({
  key: 'cctv',
  table: 'cctv',
  adminPath: 'cctv',
  label: { singular: 'Monitoring plan', plural: 'CCTV monitoring' },
  fields: {
    title: field.text('Title', { localized: true, required: true, max: 120 }),
    slug: field.slug('title'),
    summary: field.textarea('Summary', { localized: true, required: true, max: 300 }),
    body: field.richText('Body', { localized: true }),
    features: field.stringList('Features', { localized: true, maxItems: 20 }),
    priceMonthlyCents: field.money('Price per month', { help: 'Leave empty to show "Call for price".' }),
    audience: field.enum('Offered to', OFFER_AUDIENCES, {
      default: 'all',
      help: OFFER_AUDIENCE_HELP,
    }),
    imageId: field.image('Image'),
    published: field.boolean('Published', false),
    sortOrder: field.sortOrder(),
  },
  titleField: 'title',
  listColumns: ['title', 'priceMonthlyCents', 'published'],
  searchFields: ['title', 'summary'],
  defaultSort: { field: 'sortOrder', order: 'asc' },
  access: 'staff',
  adminLinks: [{ label: 'CCTV monitoring', icon: IconDeviceCctv, sidebar: 190 }],
  publicPaths: (plan) => ['/', '/cctv-monitoring', `/cctv-monitoring/${plan.slug}`],
  sitePath: (plan) => `/cctv-monitoring/${plan.slug}`,
});
