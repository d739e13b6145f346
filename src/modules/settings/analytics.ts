import { IconCode } from '@tabler/icons-react';
import { defineSettings } from '@/kit/define-settings';
import { field } from '@/kit/fields';

/** Tag-manager and analytics code, injected on public pages only. Raw scripts: administrators only. */
export const analyticsSettings = defineSettings({
  key: 'analytics',
  adminPath: 'analytics/settings',
  label: 'Analytics code',
  description: 'Tag manager and analytics code, added to every public page (never to the back office).',
  fields: {
    gtmId: field.text('Google Tag Manager ID', {
      max: 20,
      help: 'e.g. GTM-ABC1234.',
      pattern: { regex: /^GTM-[A-Z0-9]{4,12}$/, message: 'A Tag Manager ID looks like GTM-ABC1234' },
    }),
    ga4Id: field.text('Google Analytics 4 ID', {
      max: 20,
      help: 'e.g. G-ABCDE12345.',
      pattern: { regex: /^G-[A-Z0-9]{4,14}$/, message: 'A Google Analytics 4 ID looks like G-ABCDE12345' },
    }),
    headHtml: field.textarea('Code for <head>', {
      max: 20_000,
      help: 'Added as-is to the <head> of every public page. Only paste code from a source you trust.',
    }),
    bodyHtml: field.textarea('Code for the start of <body>', { max: 20_000 }),
  },
  access: 'admin',
  adminLinks: [{ label: 'Analytics code', icon: IconCode, sidebar: 220 }],
  publicPaths: ['/*'],
});
