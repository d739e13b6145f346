import type { Metadata } from 'next';
import { pageMetadata } from '@/app/(site)/_composition/site-identity';
import { HomePage } from '@/modules/settings/site/home/HomePage';
import { homePageContent } from '@/modules/settings/site/home/home-content';
import { siteSettings } from '@/modules/settings/site/settings-values';
import { HOME_WORDS } from '@/site/home/words';
import { siteLocale } from '@/site/locale';

export async function generateMetadata(): Promise<Metadata> {
  const [business, locale] = await Promise.all([siteSettings(), siteLocale()]);
  const words = HOME_WORDS[locale];
  const name = business.siteName ?? words.metaName;
  // Naming the business, the title stands alone: no "| Business" is added to it.
  return pageMetadata({
    title: business.seoTitle ?? words.metaTitle(name),
    description: business.seoDescription ?? business.heroSubtitle ?? words.metaDescription,
    path: '/',
  });
}

export default async function HomeRoute() {
  return <HomePage {...(await homePageContent())} />;
}
