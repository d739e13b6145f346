import { describe, expect, it } from 'vitest';
import { hoursRows, hoursText } from '@/admin/records/fields/opening-hours';
import { surveyAvailabilitySettings } from '@/features/survey-calendar/survey-settings';
import { hoursProblem, parseHours } from '@/features/survey-schedule/availability';
import { holidaysOf, upcomingHolidays } from '@/features/survey-schedule/us-holidays';

describe('US federal holidays and Christmas Eve', () => {
  it('2026: Monday holidays on their Mondays, Independence Day on a Saturday observed the Friday before', () => {
    expect(holidaysOf(2026)).toEqual([
      { date: '2026-01-01', name: 'New Year’s Day' },
      { date: '2026-01-19', name: 'Martin Luther King Jr. Day' },
      { date: '2026-02-16', name: 'Washington’s Birthday' },
      { date: '2026-05-25', name: 'Memorial Day' },
      { date: '2026-06-19', name: 'Juneteenth' },
      { date: '2026-07-03', name: 'Independence Day (observed)' },
      { date: '2026-07-04', name: 'Independence Day' },
      { date: '2026-09-07', name: 'Labor Day' },
      { date: '2026-10-12', name: 'Columbus Day' },
      { date: '2026-11-11', name: 'Veterans Day' },
      { date: '2026-11-26', name: 'Thanksgiving Day' },
      { date: '2026-12-24', name: 'Christmas Eve' },
      { date: '2026-12-25', name: 'Christmas Day' },
    ]);
  });

  it('2027: a Sunday holiday is observed the Monday after, and Christmas observed on Christmas Eve is one entry', () => {
    const byDate = Object.fromEntries(holidaysOf(2027).map(({ date, name }) => [date, name]));
    expect(byDate['2027-06-18']).toBe('Juneteenth (observed)');
    expect(byDate['2027-07-05']).toBe('Independence Day (observed)');
    expect(byDate['2027-05-31']).toBe('Memorial Day');
    expect(byDate['2027-11-25']).toBe('Thanksgiving Day');
    expect(byDate['2027-12-24']).toBe('Christmas Eve and Christmas Day (observed)');
    expect(byDate['2027-12-25']).toBe('Christmas Day');
  });

  it('the coming 12 months from a day: from that day, up to the same day a year later, New Year observed the year before included', () => {
    const coming = upcomingHolidays('2027-11-28');
    expect(coming[0]).toEqual({ date: '2027-12-24', name: 'Christmas Eve and Christmas Day (observed)' });
    expect(coming.map(({ date }) => date)).toContain('2027-12-31');
    expect(coming.at(-1)?.date).toBe('2028-11-23');
    expect(coming.every(({ date }) => date >= '2027-11-28' && date < '2028-11-28')).toBe(true);
    expect(new Set(coming.map(({ date }) => date)).size).toBe(coming.length);
    expect(upcomingHolidays('2026-12-25')[0]?.date).toBe('2026-12-25');
  });

  it('are what the Closed dates field of Survey availability offers', () => {
    const { suggestions } = surveyAvailabilitySettings.fields.closedDates;
    expect(suggestions?.items('2026-11-28').slice(0, 2)).toEqual([
      { value: '2026-12-24', label: 'Christmas Eve' },
      { value: '2026-12-25', label: 'Christmas Day' },
    ]);
  });
});

describe('opening hours between their stored text and the time pickers', () => {
  it('reads each opening as its two times, and writes them back as the slot engine reads them', () => {
    expect(hoursRows('08:00-12:00, 13:00-17:00')).toEqual([
      { from: '08:00', to: '12:00' },
      { from: '13:00', to: '17:00' },
    ]);
    expect(hoursRows('')).toEqual([]);
    const text = hoursText([
      { from: '10:00', to: '14:00' },
      { from: '15:00', to: '16:30' },
    ]);
    expect(text).toBe('10:00-14:00, 15:00-16:30');
    expect(parseHours(text)).toEqual({
      openings: [
        [600, 840],
        [900, 990],
      ],
    });
  });

  it('midnight at the end of the day is 00:00 in a picker and 24:00 in the text', () => {
    expect(hoursRows('18:00-24:00')).toEqual([{ from: '18:00', to: '00:00' }]);
    expect(hoursText([{ from: '18:00', to: '00:00' }])).toBe('18:00-24:00');
    expect(hoursProblem('18:00-24:00')).toBeUndefined();
  });

  it('leaves out an opening not started, and sends a half-picked one to be refused by the same check', () => {
    expect(
      hoursText([
        { from: '08:00', to: '17:00' },
        { from: '', to: '' },
      ]),
    ).toBe('08:00-17:00');
    const half = hoursText([{ from: '08:00', to: '' }]);
    expect(half).toBe('08:00-');
    expect(hoursProblem(half)).toMatch(/is not a time range/);
  });
});
