import type { Metadata } from 'next';
import { pageMetadata } from '@/app/(site)/_composition/site-identity';
import { jobsModule } from '@/modules/jobs/module';
import { CareersIndex } from '@/modules/jobs/site/CareersIndex';
import { openJobsOf } from '@/modules/jobs/site/open-jobs';
import { JOB_WORDS } from '@/modules/jobs/site/words';
import { siteSettings } from '@/modules/settings/site/settings-values';
import { visibleRecords } from '@/site/content';
import { siteLocale } from '@/site/locale';

export async function generateMetadata(): Promise<Metadata> {
  const words = JOB_WORDS[await siteLocale()];
  return pageMetadata({
    title: words.metaTitle,
    description: words.metaDescription,
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
