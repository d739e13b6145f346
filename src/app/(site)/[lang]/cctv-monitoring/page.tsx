import type { Metadata } from 'next';
import { pageMetadata } from '@/app/(site)/_composition/site-identity';
import { cctvModule } from '@/modules/cctv/module';
import { MonitoringIndex } from '@/modules/cctv/site/MonitoringIndex';
import { MONITORING_WORDS } from '@/modules/cctv/site/words';
import { siteSettings } from '@/modules/settings/site/settings-values';
import { visibleRecords } from '@/site/content';
import { siteLocale } from '@/site/locale';

export async function generateMetadata(): Promise<Metadata> {
  const words = MONITORING_WORDS[await siteLocale()];
  return pageMetadata({
    title: words.indexMetaTitle,
    description: words.indexMetaDescription,
    path: '/cctv-monitoring',
  });
}

export default async function MonitoringPage() {
  const [plans, business] = await Promise.all([visibleRecords(cctvModule), siteSettings()]);
  return <MonitoringIndex plans={plans} areasServed={business.areasServed} />;
}
