import { describe, expect, it } from 'vitest';
import { canOpenPath } from '@/admin/access';
import { adminNavigation } from '@/admin/navigation';
import { resolveAdminRoute } from '@/admin/routing/resolve-admin-route';
import { leadAnalyticsPage } from '@/features/attribution/admin/back-office';
import {
  formatPercent,
  formatRange,
  presetRange,
  rangeProblem,
  topWithRest,
} from '@/features/attribution/admin/report-format';
import { applyChange } from '@/features/survey-calendar/admin/apply-change';
import { surveyCalendarPage } from '@/features/survey-calendar/admin/back-office';
import {
  bookedSurveyText,
  bookingTitle,
  surveyCountText,
  surveysToGo,
} from '@/features/survey-calendar/admin/booking-time';
import type { Booking } from '@/features/survey-calendar/admin/bookings-api';
import { registry } from '@/registry';

describe('lead pages routing', () => {
  it('resolves /admin/analytics and /admin/booking, leaving the analytics code page alone', () => {
    const [booking, analytics] = [surveyCalendarPage, leadAnalyticsPage];
    expect(resolveAdminRoute('/admin/analytics', registry)).toEqual({ kind: 'tool', page: analytics });
    expect(resolveAdminRoute('/admin/analytics/', registry)).toEqual({ kind: 'tool', page: analytics });
    expect(resolveAdminRoute('/admin/booking', registry)).toEqual({ kind: 'tool', page: booking });
    expect(resolveAdminRoute('/admin/analytics/settings', registry).kind).toBe('settings');
    expect(resolveAdminRoute('/admin/booking/2026-04', registry).kind).toBe('not-found');
  });

  it('lets editors open both pages', () => {
    const navigation = adminNavigation(registry);
    expect(canOpenPath('/admin/analytics', 'editor', navigation)).toBe(true);
    expect(canOpenPath('/admin/booking', 'editor', navigation)).toBe(true);
    expect(canOpenPath('/admin/analytics/settings', 'editor', navigation)).toBe(false);
  });
});

describe('analytics page helpers', () => {
  it('ends every preset today', () => {
    expect(presetRange('30', '2026-03-31')).toEqual({ from: '2026-03-02', to: '2026-03-31' });
    expect(presetRange('365', '2026-03-31')).toEqual({ from: '2025-04-01', to: '2026-03-31' });
  });

  it('checks a custom range like the API does', () => {
    expect(rangeProblem({ from: '2026-03-01', to: '' })).toBe('Choose both dates');
    expect(rangeProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe(
      'The start must be on or before the end',
    );
    expect(rangeProblem({ from: '2024-03-01', to: '2026-03-01' })).toBe('Choose at most 2 years');
    expect(rangeProblem({ from: '2024-03-01', to: '2026-02-28' })).toBeNull();
  });

  it('formats ranges and rates', () => {
    expect(formatRange({ from: '2026-03-04', to: '2026-03-24' })).toBe('Mar 4 – Mar 24, 2026');
    expect(formatRange({ from: '2025-12-01', to: '2026-01-05' })).toBe('Dec 1, 2025 – Jan 5, 2026');
    expect(formatPercent(0.2857)).toBe('28.6%');
    expect(formatPercent(0.25)).toBe('25%');
  });

  it('adds up what does not fit on a chart as one last entry', () => {
    const entries = [5, 4, 3, 2, 1].map((count) => ({ name: `p${count}`, count }));
    const rest = (count: number, pages: number) => ({ name: `${pages} others`, count });
    expect(topWithRest(entries, 5, rest)).toEqual(entries);
    expect(topWithRest(entries, 3, rest)).toEqual([
      { name: 'p5', count: 5 },
      { name: 'p4', count: 4 },
      { name: '3 others', count: 6 },
    ]);
  });
});

describe('optimistic booking changes', () => {
  const booking = (id: number, preferredDate: string): Booking => ({
    id,
    name: `Lead ${id}`,
    phone: null,
    service: null,
    status: 'new',
    day: preferredDate,
    preferredDate,
    surveyStartsAt: null,
    surveyEndsAt: null,
    cancelled: false,
    lastChange: null,
    address: null,
    postalCode: null,
  });
  const inApril = (day: string) => day.startsWith('2026-04');
  const april = [booking(1, '2026-04-03'), booking(2, '2026-04-10'), booking(3, '2026-04-20')];

  it('moves a request within the month and keeps the list in date order', () => {
    const moved = applyChange(april, inApril, 1, { preferredDate: '2026-04-15' });
    expect(moved.map((entry) => [entry.id, entry.day])).toEqual([
      [2, '2026-04-10'],
      [1, '2026-04-15'],
      [3, '2026-04-20'],
    ]);
  });

  it('drops a request moved to another month or marked spam, and changes a status in place', () => {
    expect(applyChange(april, inApril, 2, { preferredDate: '2026-05-01' }).map((entry) => entry.id)).toEqual([
      1, 3,
    ]);
    expect(applyChange(april, inApril, 3, { status: 'spam' }).map((entry) => entry.id)).toEqual([1, 2]);
    expect(applyChange(april, inApril, 3, { status: 'won' })[2].status).toBe('won');
    expect(april[2].status).toBe('new');
  });
});

describe('a cancelled survey in the calendar', () => {
  const survey = (id: number, cancelled: boolean): Booking => ({
    id,
    name: `Lead ${id}`,
    phone: null,
    service: null,
    status: 'new',
    day: '2026-04-14',
    preferredDate: null,
    // 9:30 AM in Los Angeles (PDT).
    surveyStartsAt: '2026-04-14T16:30:00.000Z',
    surveyEndsAt: '2026-04-14T17:30:00.000Z',
    cancelled,
    lastChange: null,
    address: null,
    postalCode: null,
  });

  it('reads “Cancelled” with its Los Angeles time, and is not counted as a survey', () => {
    expect(bookingTitle(survey(1, true))).toBe('Cancelled: 9:30 AM · Lead 1');
    expect(bookingTitle(survey(2, false))).toBe('9:30 AM · Lead 2');
    expect(bookedSurveyText(survey(1, true))).toMatch(
      /^Cancelled, was booked for .*9:30 AM–10:30 AM Pacific Time$/,
    );
    expect(surveyCountText([survey(1, true), survey(2, false), survey(3, false)])).toBe('2 surveys');
    expect(surveyCountText([survey(1, true)])).toBe('No surveys');
    expect(surveysToGo([survey(1, true), survey(2, false)]).map((entry) => entry.id)).toEqual([2]);
  });
});
