import { IconFileText } from '@tabler/icons-react';
import { defineModule } from '@/kit/define-module';
import { field, seoFields } from '@/kit/fields';

/** Content pages such as the privacy policy and terms, at /pages/{slug}. */
export const contentsModule = defineModule({
  key: 'contents',
  table: 'contents',
  adminPath: 'content',
  label: { singular: 'Content page', plural: 'Content pages' },
  fields: {
    title: field.text('Title', { localized: true, required: true, max: 160 }),
    slug: field.slug('title'),
    body: field.richText('Body', { localized: true, required: true }),
    published: field.boolean('Published', false),
    ...seoFields,
  },
  titleField: 'title',
  listColumns: ['title', 'slug', 'published'],
  searchFields: ['title'],
  defaultSort: { field: 'title', order: 'asc' },
  access: 'staff',
  adminLinks: [{ label: 'Content', icon: IconFileText, sidebar: 100 }],
  // Content pages are linked from the footer of every page.
  publicPaths: (page) => ['/*', `/pages/${page.slug}`],
  sitePath: (page) => `/pages/${page.slug}`,
});
