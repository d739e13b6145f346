import { BUSINESS_TIME_ZONE, formatCalendarDate, isIsoDate } from '@/lib/calendar-dates';

/** Plain-text formatting of stored values for lists and views. */

const moneyFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Instants in the business's time (Los Angeles), whatever zone the reader's browser is set to. */
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: BUSINESS_TIME_ZONE,
});

export function formatMoney(cents: number): string {
  return moneyFormat.format(cents / 100);
}

/** A calendar date (`YYYY-MM-DD`): `Mar 4, 2026`, the same day in every time zone. */
export function formatDate(value: string): string {
  const day = value.slice(0, 10);
  return isIsoDate(day) ? formatCalendarDate(day, 'MMM d, yyyy') : value;
}

export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat.format(date);
}

/** Text of an HTML fragment, for one-line previews. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
