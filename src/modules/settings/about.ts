import { IconInfoCircle } from '@tabler/icons-react';
import { defineSettings } from '@/kit/define-settings';
import { field } from '@/kit/fields';

export const aboutSettings = defineSettings({
  key: 'about',
  adminPath: 'about/settings',
  label: 'About page settings',
  description: 'The About page: the story of the business, its numbers and certifications.',
  fields: {
    title: field.text('Title', { localized: true, max: 120 }),
    subtitle: field.text('Subtitle', { localized: true, max: 200 }),
    body: field.richText('Body', { localized: true }),
    mission: field.textarea('Mission', { localized: true, max: 1000 }),
    vision: field.textarea('Vision', { localized: true, max: 1000 }),
    imageId: field.image('Image'),
    yearsInBusiness: field.integer('Years in business', { min: 0, max: 200 }),
    projectsCompleted: field.integer('Projects completed', { min: 0, max: 1_000_000 }),
    certifications: field.stringList('Certifications', { localized: true, maxItems: 20 }),
    seoTitle: field.text('SEO title', { localized: true, max: 70 }),
    seoDescription: field.textarea('SEO description', { localized: true, max: 160 }),
  },
  access: 'staff',
  adminLinks: [{ label: 'About page settings', icon: IconInfoCircle, sidebar: 30 }],
  publicPaths: ['/about'],
  sitePath: '/about',
});
