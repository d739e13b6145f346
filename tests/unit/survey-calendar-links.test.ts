import { describe, expect, it } from 'vitest';
import { googleCalendarUrl, outlookCalendarUrl } from '@/features/survey-schedule/calendar-links';

const entry = {
  startsAt: '2026-12-03T17:30:00.000Z',
  endsAt: '2026-12-03T18:30:00.000Z',
  summary: 'Free site survey: Pacific Shield Security',
  location: '2200 Sunset Blvd, Los Angeles, 90026',
  description: 'Questions? Call (213) 555-0147.',
};

describe('“Add to calendar” links', () => {
  it('hands Google Calendar the title, the UTC times, the place with its ZIP and the phone', () => {
    const url = new URL(googleCalendarUrl(entry));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: entry.summary,
      dates: '20261203T173000Z/20261203T183000Z',
      details: entry.description,
      location: entry.location,
    });
  });

  it('hands Outlook.com the same event', () => {
    const url = new URL(outlookCalendarUrl(entry));
    expect(url.origin + url.pathname).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      path: '/calendar/action/compose',
      rru: 'addevent',
      subject: entry.summary,
      startdt: '2026-12-03T17:30:00Z',
      enddt: '2026-12-03T18:30:00Z',
      body: entry.description,
      location: entry.location,
    });
  });

  it('leaves out what the survey does not have', () => {
    const url = new URL(googleCalendarUrl({ ...entry, location: null, description: null }));
    expect(url.searchParams.has('location')).toBe(false);
    expect(url.searchParams.has('details')).toBe(false);
  });
});
