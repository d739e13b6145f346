import type { Metadata } from 'next';
import { siteSettings } from '@/modules/settings/site/settings-values';
import { NotFoundPage } from '@/site/pages/NotFoundPage';
import { openingHoursText } from '@/site/seo/opening-hours';

/** Next marks every 404 answer `noindex` itself. */
export const metadata: Metadata = { title: 'Page not found' };

/** The site's 404: said plainly, with the ways on from here. */
export default async function NotFound() {
  const business = await siteSettings();
  return <NotFoundPage phone={business.phone} openingHours={openingHoursText(business.businessHours)} />;
}
