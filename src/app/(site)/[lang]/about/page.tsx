import type { Metadata } from 'next';
import { pageMetadata } from '@/app/(site)/_composition/site-identity';
import { reviewsModule } from '@/modules/reviews/module';
import { AboutPage } from '@/modules/settings/site/about/AboutPage';
import { ABOUT_WORDS } from '@/modules/settings/site/about/words';
import { aboutPage, siteSettings } from '@/modules/settings/site/settings-values';
import { mediaByIds, visibleRecords } from '@/site/content';
import { siteLocale } from '@/site/locale';
import { textOf } from '@/site/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const [about, business, locale] = await Promise.all([aboutPage(), siteSettings(), siteLocale()]);
  const words = ABOUT_WORDS[locale];
  const image = about.imageId ? (await mediaByIds([about.imageId])).get(about.imageId) : undefined;
  const name = business.siteName ?? words.us;
  return pageMetadata({
    title: about.seoTitle ?? about.title ?? words.title(name),
    description:
      about.seoDescription ?? (about.subtitle || textOf(about.body) || words.metaDescription(name)),
    path: '/about',
    image,
  });
}

export default async function AboutRoute() {
  const [about, business, reviews] = await Promise.all([
    aboutPage(),
    siteSettings(),
    visibleRecords(reviewsModule),
  ]);
  const image = about.imageId ? (await mediaByIds([about.imageId])).get(about.imageId) : undefined;
  return <AboutPage about={about} business={business} reviews={reviews} image={image} />;
}
