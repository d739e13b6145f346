import type { Metadata } from 'next';
import { pageMetadata } from '@/app/(site)/_composition/site-identity';
import { servicesModule } from '@/modules/services/module';
import { ServicesIndex } from '@/modules/services/site/ServicesIndex';
import { SERVICE_WORDS } from '@/modules/services/site/words';
import { siteSettings } from '@/modules/settings/site/settings-values';
import { visibleRecords } from '@/site/content';
import { siteLocale } from '@/site/locale';

export async function generateMetadata(): Promise<Metadata> {
  const words = SERVICE_WORDS[await siteLocale()];
  return pageMetadata({
    title: words.indexMetaTitle,
    description: words.indexMetaDescription,
    path: '/services',
  });
}

/** `/services`: every published service, featured first, then why choose us and the quote. */
export default async function ServicesPage() {
  const [services, business] = await Promise.all([visibleRecords(servicesModule), siteSettings()]);
  return <ServicesIndex services={services} licenseNumber={business.licenseNumber} />;
}
