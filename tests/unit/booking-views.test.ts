import { describe, expect, it } from 'vitest';
import { bookingBadge, surveyCountText } from '@/features/survey-calendar/admin/booking-time';
import {
  BOOKING_VIEWS,
  COMING_DAYS,
  comingRange,
  firstSurveyFrom,
  nextSurveyAfter,
  noSurveyLeftIn,
  readCalendarAddress,
  shownText,
  writeCalendarAddress,
} from '@/features/survey-calendar/admin/booking-views';
import type { Booking } from '@/features/survey-calendar/bookings';

const TODAY = '2026-11-28';

const booking = (id: number, day: string, extra: Partial<Booking> = {}): Booking => ({
  id,
  name: `Visitor ${id}`,
  phone: null,
  service: null,
  status: 'new',
  day,
  preferredDate: day,
  surveyStartsAt: null,
  surveyEndsAt: null,
  cancelled: false,
  lastChange: null,
  address: null,
  postalCode: null,
  ...extra,
});

const query = (search: string) => readCalendarAddress(new URLSearchParams(search));

describe('the view and month in the address bar', () => {
  it('opens on the next 7 days, the month view on this month and the list on the coming surveys', () => {
    expect(query('')).toEqual({ view: 'week', month: null });
    expect(query('view=month')).toEqual({ view: 'month', month: null });
    expect(query('view=list')).toEqual({ view: 'list', month: null });
    expect(query('view=month&month=2026-12')).toEqual({ view: 'month', month: '2026-12' });
    expect(query('view=list&month=2026-10')).toEqual({ view: 'list', month: '2026-10' });
  });

  it('ignores an unknown view, a month that is none, and a month for the week', () => {
    expect(query('view=year&month=2026-12')).toEqual({ view: 'week', month: null });
    expect(query('month=2026-12')).toEqual({ view: 'week', month: null });
    for (const month of ['2026-13', '2026-1', '2026-12-01', 'december', '0000-01', '9999-12']) {
      expect(query(`view=month&month=${month}`), month).toEqual({ view: 'month', month: null });
    }
  });

  it('writes the view and month, keeps other parameters, and leaves the defaults bare', () => {
    const kept = new URLSearchParams('q=lopez&view=month&month=2026-12');
    expect(writeCalendarAddress(kept, { view: 'list', month: null })).toBe('q=lopez&view=list');
    expect(writeCalendarAddress(kept, { view: 'month', month: '2027-01' })).toBe(
      'q=lopez&view=month&month=2027-01',
    );
    expect(writeCalendarAddress(kept, { view: 'week', month: '2027-01' })).toBe('q=lopez');
    expect(writeCalendarAddress(new URLSearchParams(), { view: 'list', month: '2026-11' })).toBe(
      'view=list&month=2026-11',
    );
  });

  it('names the week button as its heading reads', () => {
    expect(BOOKING_VIEWS.map((view) => view.label)).toEqual(['Next 7 days', 'Month', 'List']);
    expect(shownText({ view: 'week', coming: false, from: TODAY, month: '2026-11', today: TODAY })).toEqual(
      expect.objectContaining({ title: 'Next 7 days', subtitle: 'Nov 28 – Dec 4' }),
    );
  });
});

describe('the coming surveys', () => {
  it('are asked for from today across month ends, as far as a visitor can book', () => {
    expect(COMING_DAYS).toBe(183);
    expect(comingRange(TODAY)).toEqual({ from: TODAY, days: 183 });
    expect(shownText({ view: 'list', coming: true, from: TODAY, month: '2026-11', today: TODAY })).toEqual({
      title: 'Coming site surveys',
      subtitle: 'From today, Nov 28, to May 29, 2027',
      counted: 'from today on',
      empty: 'Nothing booked ahead',
    });
  });

  it('name a month when one is chosen', () => {
    expect(shownText({ view: 'list', coming: false, from: TODAY, month: '2026-10', today: TODAY })).toEqual({
      title: 'October 2026',
      subtitle: null,
      counted: 'in October 2026',
      empty: 'No site surveys in October 2026',
    });
  });

  it('count no cancelled survey, which wears "Cancelled" in grey', () => {
    const cancelled = booking(1, '2026-12-01', { cancelled: true, status: 'contacted' });
    const list = [cancelled, booking(2, '2026-12-03')];
    expect(surveyCountText(list, '0 surveys')).toBe('1 survey');
    expect(surveyCountText([cancelled], '0 surveys')).toBe('0 surveys');
    expect(bookingBadge(cancelled)).toEqual({ label: 'Cancelled', color: 'gray' });
    expect(bookingBadge(list[1])).toEqual({ label: 'New', color: 'blue' });
  });
});

describe('the next survey from a month with none left', () => {
  const november = [
    booking(1, '2026-11-10'),
    booking(2, '2026-11-30', { cancelled: true }),
    booking(3, '2026-12-01', { cancelled: true }),
  ];
  const coming = [
    booking(2, '2026-11-30', { cancelled: true }),
    booking(3, '2026-12-01', { cancelled: true }),
  ];

  it('finds the first survey to go to from a day, a cancelled one skipped', () => {
    expect(firstSurveyFrom(november, '2026-11-01')?.id).toBe(1);
    expect(firstSurveyFrom(november, TODAY)).toBeNull();
  });

  it('sees a month whose rest holds only cancelled surveys as having none left', () => {
    expect(noSurveyLeftIn('2026-11', TODAY, november)).toBe(true);
    expect(noSurveyLeftIn('2026-11', TODAY, [...november, booking(4, TODAY)])).toBe(false);
    // The grid's days of December do not count for November.
    expect(noSurveyLeftIn('2026-11', TODAY, [booking(5, '2026-12-02')])).toBe(true);
  });

  it('points to the first one to go to after the month, a request with a preferred day too', () => {
    const later = [...coming, booking(6, '2026-12-03'), booking(7, '2027-01-05')];
    expect(nextSurveyAfter('2026-11', later)?.id).toBe(6);
    expect(nextSurveyAfter('2026-12', later)?.id).toBe(7);
    expect(nextSurveyAfter('2027-01', later)).toBeNull();
    expect(nextSurveyAfter('2026-11', coming)).toBeNull();
  });
});
