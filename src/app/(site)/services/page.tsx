import type { Metadata } from 'next';
import { pageMetadata } from '@/app/(site)/_composition/site-identity';
import { servicesModule } from '@/modules/services/module';
import { ServicesIndex } from '@/modules/services/site/ServicesIndex';
import { siteSettings } from '@/modules/settings/site/settings-values';
import { visibleRecords } from '@/site/content';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Security Services in Los Angeles',
    description:
      'CCTV installation, access control, alarm systems, video intercoms, remote monitoring and repairs for Los Angeles homes and businesses. Free site survey.',
    path: '/services',
  });
}

/** `/services`: every published service, featured first, then why choose us and the quote. */
export default async function ServicesPage() {
  const [services, business] = await Promise.all([visibleRecords(servicesModule), siteSettings()]);
  return <ServicesIndex services={services} licenseNumber={business.licenseNumber} />;
}
