import { IconMailForward } from '@tabler/icons-react';
import { defineModule } from '@/kit/define-module';
import { field } from '@/kit/fields';

/** Newsletter subscribers from the footer form; each has an unsubscribe token (internal). */
export const subscribersModule = defineModule({
  key: 'subscribers',
  table: 'subscribers',
  adminPath: 'subscribers',
  label: { singular: 'Subscriber', plural: 'Subscribers' },
  fields: {
    email: field.text('Email', { required: true, max: 254, format: 'email' }),
    status: field.enum('Status', ['subscribed', 'unsubscribed'], { default: 'subscribed' }),
    source: field.text('Source', { max: 120, help: 'Where they signed up, e.g. the footer form.' }),
  },
  internalColumns: ['unsubscribeToken'],
  titleField: 'email',
  listColumns: ['email', 'status', 'source'],
  searchFields: ['email', 'source'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  access: 'staff',
  adminLinks: [{ label: 'Subscribers', icon: IconMailForward, sidebar: 240, trailingSlash: true }],
  exportCsv: true,
  createdAtLabel: 'Subscribed',
  // Sign-ups come from the public form; staff look one up, unsubscribe it or delete it.
  pages: ['view', 'edit'],
  quickEdit: ['status'],
  publicPaths: () => [],
});
