import type { Metadata } from 'next';
import { siteSettings } from '@/modules/settings/site/settings-values';
import { FRAME_WORDS } from '@/site/i18n/frame-words';
import { pageLanguage } from '@/site/i18n/page-language';
import { siteLocale } from '@/site/locale';
import { NotFoundPage } from '@/site/pages/NotFoundPage';
import { openingHoursText } from '@/site/seo/opening-hours';

/** Next marks every 404 answer `noindex` itself. */
export async function generateMetadata(): Promise<Metadata> {
  return { title: FRAME_WORDS[await siteLocale()].notFound.title };
}

/** The site's 404: said plainly, with the ways on from here. */
export default async function NotFound() {
  const [business, language] = await Promise.all([siteSettings(), pageLanguage()]);
  return (
    <NotFoundPage
      phone={business.phone}
      openingHours={openingHoursText(business.businessHours, language.locale)}
      words={FRAME_WORDS[language.locale]}
      language={language}
    />
  );
}
