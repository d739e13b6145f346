import type { Metadata } from 'next';
import { pageMetadata } from '@/app/(site)/_composition/site-identity';
import { HomePage } from '@/modules/settings/site/home/HomePage';
import { homePageContent } from '@/modules/settings/site/home/home-content';
import { siteSettings } from '@/modules/settings/site/settings-values';

export async function generateMetadata(): Promise<Metadata> {
  const business = await siteSettings();
  const name = business.siteName ?? 'Security Camera Installation';
  // Naming the business, the title stands alone: no "| Business" is added to it.
  return pageMetadata({
    title: business.seoTitle ?? `${name} | Security Camera Installation in Los Angeles`,
    description:
      business.seoDescription ??
      business.heroSubtitle ??
      'Licensed security camera installation in Los Angeles: CCTV, access control, alarms and 24/7 monitoring. Free quote.',
    path: '/',
  });
}

export default async function HomeRoute() {
  return <HomePage {...(await homePageContent())} />;
}
