import 'server-only';
import { businessToday } from '@/lib/calendar-dates';
import { schedulePageCachePurge } from '@/server/cache/page-cache';
import { closingInstantOf, isJobOpen } from './jobs';

/**
 * Whether each job still takes applications today (in Los Angeles). For every open job with a
 * closing day, the page cache is told to drop its pages when that day is over, so no page goes on
 * showing the job as open.
 */
export function openJobsOf<J extends { closesOn: string | null }>(jobs: J[], now = new Date()): J[] {
  const today = businessToday(now);
  return jobs.filter((job) => {
    const open = isJobOpen(job, today);
    if (open && job.closesOn) schedulePageCachePurge(closingInstantOf(job.closesOn));
    return open;
  });
}

/** `openJobsOf` for one job. */
export const isOpenNow = (job: { closesOn: string | null }, now = new Date()) =>
  openJobsOf([job], now).length === 1;
