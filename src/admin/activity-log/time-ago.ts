import {
  differenceInDays,
  differenceInHours,
  differenceInMinutes,
  differenceInSeconds,
  isBefore,
  isValid,
  subWeeks,
} from 'date-fns';

// Intl's "yesterday" reads better than date-fns' "1 day ago"; date-fns counts the units.
const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/** "just now", "5 minutes ago", "yesterday", "3 days ago"; older than a week: null (show the date). */
export function timeAgo(iso: string, now: Date = new Date()): string | null {
  const then = new Date(iso);
  if (!isValid(then) || isBefore(then, subWeeks(now, 1))) return null;
  if (differenceInSeconds(now, then) < 45) return 'just now';
  const days = differenceInDays(now, then);
  if (days >= 1) return relative.format(-days, 'day');
  const hours = differenceInHours(now, then);
  if (hours >= 1) return relative.format(-hours, 'hour');
  return relative.format(-Math.max(1, differenceInMinutes(now, then)), 'minute');
}
