/**
 * "Add to calendar" links for the web calendars that take an event in their address (Google
 * Calendar, Outlook.com), beside the `.ics` file that desktop and phone calendars open. Times are
 * sent as UTC instants, so each calendar shows them in its own zone, like the `.ics`.
 */

export interface CalendarEntry {
  startsAt: string;
  endsAt: string;
  summary: string;
  location?: string | null;
  description?: string | null;
}

/** `20261203T173000Z`, the form Google's `dates` takes. */
const compactUtc = (instant: string) =>
  `${new Date(instant).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/** `2026-12-03T17:30:00Z`, the form Outlook's `startdt` takes. */
const isoUtc = (instant: string) => `${new Date(instant).toISOString().slice(0, 19)}Z`;

const withText = (params: URLSearchParams, entries: Record<string, string | null | undefined>) => {
  for (const [key, value] of Object.entries(entries)) if (value) params.set(key, value);
  return params;
};

export function googleCalendarUrl(entry: CalendarEntry): string {
  const params = withText(
    new URLSearchParams({
      action: 'TEMPLATE',
      text: entry.summary,
      dates: `${compactUtc(entry.startsAt)}/${compactUtc(entry.endsAt)}`,
    }),
    { details: entry.description, location: entry.location },
  );
  return `https://calendar.google.com/calendar/render?${params}`;
}

export function outlookCalendarUrl(entry: CalendarEntry): string {
  const params = withText(
    new URLSearchParams({
      path: '/calendar/action/compose',
      rru: 'addevent',
      subject: entry.summary,
      startdt: isoUtc(entry.startsAt),
      enddt: isoUtc(entry.endsAt),
    }),
    { body: entry.description, location: entry.location },
  );
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params}`;
}
