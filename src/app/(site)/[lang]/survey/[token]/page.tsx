import type { Metadata } from 'next';
import { pageMetadata } from '@/app/(site)/_composition/site-identity';
import { SurveyLinkPage } from '@/features/survey-booking/public-site';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/kit/locales';
import { settingsForMail } from '@/modules/settings/server/mail-settings';
import { serverDependencies } from '@/server/api/runtime';
import { siteLocale } from '@/site/locale';

export const dynamic = 'force-dynamic';

/** The page's title and description in each language (the page's own words are the feature's). */
const META: Record<Locale, { title: string; description: string }> = {
  en: {
    title: 'Your site survey',
    description: 'The day and time of your free site survey, with ways to reschedule or cancel it.',
  },
  es: {
    title: 'Su visita al sitio',
    description: 'El día y la hora de su visita gratuita al sitio, con opciones para cambiarla o cancelarla.',
  },
};

export async function generateMetadata(): Promise<Metadata> {
  const words = META[await siteLocale()];
  return pageMetadata({
    title: words.title,
    description: words.description,
    path: '/free-quote',
    noindex: true,
  });
}

/** `/survey/{token}` (`/es/survey/{token}`): the private link of a survey, never cached, never indexed. */
export default async function SurveyPage({
  params,
  searchParams,
}: {
  params: Promise<{ lang?: string; token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ lang, token }, query] = await Promise.all([params, searchParams]);
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  // Called, not rendered as an element: the route answers the finished page, which also renders
  // outside Next (renderToStaticMarkup in the survey link's tests).
  return SurveyLinkPage({ deps: serverDependencies(settingsForMail), token, query, locale });
}
