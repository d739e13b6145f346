import type { Metadata } from 'next';
import { pageMetadata } from '@/app/(site)/_composition/site-identity';
import { jobsModule } from '@/modules/jobs/module';
import { CareersIndex } from '@/modules/jobs/site/CareersIndex';
import { openJobsOf } from '@/modules/jobs/site/open-jobs';
import { siteSettings } from '@/modules/settings/site/settings-values';
import { visibleRecords } from '@/site/content';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Security Technician Jobs in Los Angeles',
    description:
      'Join a licensed Los Angeles security installation team: open positions for low-voltage technicians, sales consultants and monitoring operators.',
    path: '/careers',
  });
}

/** `/careers`: the open positions. */
export default async function CareersPage() {
  const [business, listed] = await Promise.all([
    siteSettings(),
    visibleRecords(jobsModule, { sort: 'postedAt', order: 'desc' }),
  ]);
  // A job past its closing day is no open position: its own page says so.
  return <CareersIndex jobs={openJobsOf(listed)} business={business} />;
}
