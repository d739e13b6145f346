import { IconHome } from '@tabler/icons-react';
import { defineSettings } from '../kit/define-settings';
import { field } from '../kit/fields';

/**
 * The sections of the home page, in page order: each can be switched off (a key missing from the
 * stored value counts as on). The hero's title, sub-line and buttons always show; `slider` switches
 * the slides' pictures beside them.
 */
export const HOME_SECTIONS = {
  slider: 'Hero slider',
  trust: 'Trust bar (rating, years, projects, licence)',
  services: 'Services',
  process: 'How it works',
  packages: 'CCTV packages',
  monitoring: 'Monitoring',
  portfolio: 'Portfolio highlights',
  reviews: 'Reviews',
  clients: 'Clients and partners',
  blog: 'Latest posts',
  faqs: 'FAQs',
  areas: 'Areas served',
  quote: 'Free-quote call to action',
};

export const homepageSettings = defineSettings({
  key: 'homepage',
  adminPath: 'homepage/settings',
  label: 'Home page settings',
  description: 'The business details shown in the header, footer and contact page, and the home page hero.',
  fields: {
    siteName: field.text('Business name', { max: 80 }),
    tagline: field.text('Tagline', { max: 160 }),
    heroTitle: field.text('Hero title', { max: 120 }),
    heroSubtitle: field.textarea('Hero subtitle', { max: 300 }),
    heroCtaText: field.text('Hero button text', { max: 40 }),
    heroCtaLink: field.text('Hero button link', { max: 500, format: 'link' }),
    phone: field.text('Phone', { max: 30, format: 'phone' }),
    emergencyPhone: field.text('24/7 line', { max: 30, format: 'phone' }),
    email: field.text('Email', { max: 254, format: 'email' }),
    address: field.text('Street address', { max: 160 }),
    city: field.text('City', { max: 80 }),
    postalCode: field.text('Postal code', { max: 12 }),
    businessHours: field.textarea('Business hours', { max: 300, help: 'One line per day range.' }),
    licenseNumber: field.text('Licence number', { max: 80 }),
    areasServed: field.stringList('Areas served', {
      maxItems: 60,
      help: 'Cities and neighbourhoods, one per entry: shown on the contact and about pages and told to search engines.',
    }),
    sections: field.toggles('Home page sections', HOME_SECTIONS),
    seoTitle: field.text('SEO title', { max: 70 }),
    seoDescription: field.textarea('SEO description', { max: 160 }),
  },
  access: 'staff',
  adminLinks: [{ label: 'Home page settings', icon: IconHome, sidebar: 20 }],
  publicPaths: ['/*'],
  sitePath: '/',
});
