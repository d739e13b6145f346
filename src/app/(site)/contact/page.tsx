import type { Metadata } from 'next';
import { pageMetadata } from '@/app/(site)/_composition/site-identity';
import { servedAreas } from '@/features/areas/public-site';
import { ContactPage } from '@/features/inquiries/public-site';
import { siteSettings } from '@/modules/settings/site/settings-values';

export async function generateMetadata(): Promise<Metadata> {
  const business = await siteSettings();
  const name = business.siteName ?? 'us';
  return pageMetadata({
    title: 'Contact Us',
    description: `Call, e-mail or visit ${name}: security camera installation in Los Angeles. Office hours, our 24/7 line and the areas we serve.`,
    path: '/contact',
  });
}

/** `/contact`: how to reach the business, and a short message form. */
export default async function ContactRoute() {
  return <ContactPage areas={await servedAreas()} />;
}
