import type { Metadata } from 'next';
import { pageMetadata } from '@/app/(site)/_composition/site-identity';
import { FreeQuotePage } from '@/features/survey-booking/public-site';
import type { Locale } from '@/kit/locales';
import { siteLocale } from '@/site/locale';

/** The page's title and description in each language (the page's own words are the feature's). */
const META: Record<Locale, { title: string; description: string }> = {
  en: {
    title: 'Free Security Camera Quote',
    description:
      'Ask for a free, no-obligation quote for security cameras, access control or alarms in Los Angeles. A quick answer during business hours, and a free survey of your property.',
  },
  es: {
    title: 'Cotización gratis de cámaras de seguridad',
    description:
      'Pida una cotización gratis y sin compromiso de cámaras de seguridad, control de acceso o alarmas en Los Ángeles. Respuesta rápida en horario de atención y una visita gratuita a su propiedad.',
  },
};

export async function generateMetadata(): Promise<Metadata> {
  const words = META[await siteLocale()];
  return pageMetadata({ title: words.title, description: words.description, path: '/free-quote' });
}

/** `/free-quote`: the quote request form, with what the visitor was reading preselected. */
export default async function FreeQuoteRoute({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <FreeQuotePage query={await searchParams} />;
}
