import { IconHelpCircle } from '@tabler/icons-react';
import { defineModule } from '@/kit/define-module';
import { field } from '@/kit/fields';

export const faqsModule = defineModule({
  key: 'faqs',
  table: 'faqs',
  adminPath: 'faqs',
  label: { singular: 'FAQ', plural: 'FAQs' },
  fields: {
    question: field.text('Question', { localized: true, required: true, max: 250 }),
    answer: field.richText('Answer', { localized: true, required: true }),
    category: field.text('Category', {
      localized: true,
      max: 80,
      help: 'Groups questions on the FAQ page, e.g. Pricing.',
    }),
    published: field.boolean('Published', false),
    sortOrder: field.sortOrder(),
  },
  titleField: 'question',
  listColumns: ['question', 'category', 'published'],
  searchFields: ['question', 'category'],
  defaultSort: { field: 'sortOrder', order: 'asc' },
  access: 'staff',
  adminLinks: [{ label: 'FAQs', icon: IconHelpCircle, sidebar: 250 }],
  publicPaths: () => ['/', '/faqs'],
  // Questions have no page each: they are answered together.
  sitePath: () => '/faqs',
});
