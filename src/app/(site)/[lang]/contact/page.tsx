import type { Metadata } from 'next';
import { pageMetadata } from '@/app/(site)/_composition/site-identity';
import { servedAreas } from '@/features/areas/public-site';
import { ContactPage } from '@/features/inquiries/public-site';
import type { Locale } from '@/kit/locales';
import { siteSettings } from '@/modules/settings/site/settings-values';
import { siteLocale } from '@/site/locale';

/** The page's title and description in each language (the page's own words are the feature's). */
const META: Record<Locale, { title: string; description: (name: string | null) => string }> = {
  en: {
    title: 'Contact Us',
    description: (name) =>
      `Call, e-mail or visit ${name ?? 'us'}: security camera installation in Los Angeles. Office hours, our 24/7 line and the areas we serve.`,
  },
  es: {
    title: 'Contáctenos',
    description: (name) =>
      `${name ? `Llame, escriba o visite a ${name}` : 'Llámenos, escríbanos o visítenos'}: instalación de cámaras de seguridad en Los Ángeles. Horario de oficina, nuestra línea 24/7 y las áreas donde trabajamos.`,
  },
};

export async function generateMetadata(): Promise<Metadata> {
  const [business, locale] = await Promise.all([siteSettings(), siteLocale()]);
  const words = META[locale];
  return pageMetadata({
    title: words.title,
    description: words.description(business.siteName ?? null),
    path: '/contact',
  });
}

/** `/contact`: how to reach the business, and a short message form. */
export default async function ContactRoute() {
  return <ContactPage areas={await servedAreas()} />;
}
