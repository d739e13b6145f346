import type { Metadata } from 'next';
import { pageMetadata } from '@/app/(site)/_composition/site-identity';
import { cctvModule } from '@/modules/cctv/module';
import { MonitoringIndex } from '@/modules/cctv/site/MonitoringIndex';
import { siteSettings } from '@/modules/settings/site/settings-values';
import { visibleRecords } from '@/site/content';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Remote Video Monitoring in Los Angeles',
    description:
      'Live agents watch your cameras, warn intruders and call police on verified events. Monitoring plans for LA businesses, construction sites and homes.',
    path: '/cctv-monitoring',
  });
}

export default async function MonitoringPage() {
  const [plans, business] = await Promise.all([visibleRecords(cctvModule), siteSettings()]);
  return <MonitoringIndex plans={plans} areasServed={business.areasServed} />;
}
