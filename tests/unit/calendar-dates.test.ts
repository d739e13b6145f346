import { describe, expect, it } from 'vitest';
import {
  agendaDays,
  groupByDate,
  monthGrid,
  monthGridRange,
  rangeTitle,
} from '@/features/survey-calendar/admin/calendar-grid';
import { BUSINESS_TIME_ZONE } from '@/lib/business-time-zone';
import {
  addDays,
  addMonths,
  addYears,
  businessToday,
  dateInTimeZone,
  daysBetween,
  formatCalendarDate,
  isIsoDate,
  isIsoMonth,
  monthBounds,
  weekStartOf,
  weekStartsBetween,
} from '@/lib/calendar-dates';

describe('calendar dates', () => {
  it('accepts only real dates and months', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-3-4')).toBe(false);
    expect(isIsoDate('2026-03-04T00:00')).toBe(false);
    expect(isIsoMonth('2026-12')).toBe(true);
    expect(isIsoMonth('2026-00')).toBe(false);
    expect(isIsoMonth('2026-13')).toBe(false);
  });

  it('counts days across month, year and daylight-saving changes', () => {
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect(daysBetween('2026-04-01', '2026-03-01')).toBe(-31);
    expect(addYears('2024-03-01', 2)).toBe('2026-03-01');
    expect(addYears('2024-02-29', 2)).toBe('2026-03-01');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
  });

  it('starts weeks on Monday', () => {
    expect(weekStartOf('2026-03-02')).toBe('2026-03-02');
    expect(weekStartOf('2026-03-08')).toBe('2026-03-02');
    expect(weekStartOf('2026-01-01')).toBe('2025-12-29');
    expect(weekStartsBetween('2026-03-04', '2026-03-16')).toEqual(['2026-03-02', '2026-03-09', '2026-03-16']);
    expect(weekStartsBetween('2026-03-04', '2026-03-04')).toEqual(['2026-03-02']);
  });

  it('reads an instant as a Los Angeles date', () => {
    expect(dateInTimeZone(new Date('2026-03-09T05:00:00Z'))).toBe('2026-03-08');
    expect(dateInTimeZone(new Date('2026-03-09T08:00:00Z'))).toBe('2026-03-09');
    expect(dateInTimeZone(new Date('2026-03-09T05:00:00Z'), 'UTC')).toBe('2026-03-09');
    expect(businessToday(new Date('2026-07-01T06:59:00Z'))).toBe('2026-06-30');
  });

  it('counts the same days whatever time zone the machine is in', () => {
    const machineZone = process.env.TZ;
    // São Paulo skipped midnight on 4 Nov 2018; Lord Howe moves its clocks by half an hour.
    for (const zone of ['America/Sao_Paulo', 'Australia/Lord_Howe', BUSINESS_TIME_ZONE, 'Asia/Kolkata']) {
      process.env.TZ = zone;
      try {
        expect(addDays('2018-11-03', 1)).toBe('2018-11-04');
        expect(addDays('2018-11-04', 1)).toBe('2018-11-05');
        expect(daysBetween('2018-10-01', '2018-12-01')).toBe(61);
        expect(weekStartOf('2018-11-04')).toBe('2018-10-29');
        expect(weekStartsBetween('2026-03-30', '2026-04-06')).toEqual(['2026-03-30', '2026-04-06']);
        expect(addYears('2024-02-29', 2)).toBe('2026-03-01');
      } finally {
        if (machineZone === undefined) delete process.env.TZ;
        else process.env.TZ = machineZone;
      }
    }
  });

  it('writes dates in words, on the same day in any time zone', () => {
    expect(formatCalendarDate('2026-03-08', 'EEEE, MMM d')).toBe('Sunday, Mar 8');
    expect(formatCalendarDate('2026-03-08', 'MMM d, yyyy')).toBe('Mar 8, 2026');
    expect(formatCalendarDate('2026-04', 'MMMM yyyy')).toBe('April 2026');
    expect(formatCalendarDate('not a date', 'MMM d')).toBe('not a date');
  });

  it('steps months and bounds them', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-05', -17)).toBe('2024-12');
    expect(monthBounds('2026-02')).toEqual({ first: '2026-02-01', next: '2026-03-01' });
  });
});

describe('month calendar grid', () => {
  it('fills whole Monday-to-Sunday weeks around the month', () => {
    const grid = monthGrid('2026-04');
    expect(grid).toHaveLength(5);
    expect(grid[0].map((day) => day.date)).toEqual([
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
      '2026-04-05',
    ]);
    expect(grid[0].map((day) => day.inMonth)).toEqual([false, false, true, true, true, true, true]);
    expect(grid[4].at(-1)).toEqual({ date: '2026-05-03', inMonth: false });
    expect(grid.flat().filter((day) => day.inMonth)).toHaveLength(30);
  });

  it('needs four rows for a February starting on Monday and six for a long month starting on Sunday', () => {
    expect(monthGrid('2027-02')).toHaveLength(4);
    expect(monthGrid('2026-03')).toHaveLength(6);
  });

  it('asks for every day a month’s grid shows, so the coming week at a month’s end has its surveys', () => {
    // November 2026 starts on a Sunday: the grid runs from Monday, October 26 to Sunday, December 6.
    expect(monthGridRange('2026-11')).toEqual({ from: '2026-10-26', days: 42 });
    expect(monthGridRange('2027-02')).toEqual({ from: '2027-02-01', days: 28 });
  });

  it('lays out an agenda of every day from a date, across a month’s end, empty days included', () => {
    const days = agendaDays('2026-11-27', 7, [
      { id: 1, day: '2026-12-03' },
      { id: 2, day: '2026-12-01' },
      { id: 3, day: '2026-12-04' },
    ]);
    expect(days.map((day) => [day.date, day.items.map((item) => item.id)])).toEqual([
      ['2026-11-27', []],
      ['2026-11-28', []],
      ['2026-11-29', []],
      ['2026-11-30', []],
      ['2026-12-01', [2]],
      ['2026-12-02', []],
      ['2026-12-03', [1]],
    ]);
    expect(rangeTitle('2026-11-27', 7)).toBe('Nov 27 – Dec 3');
  });

  it('groups items by date, keeping their order', () => {
    const items = [
      { id: 1, day: '2026-04-15' },
      { id: 2, day: '2026-04-01' },
      { id: 3, day: '2026-04-15' },
    ];
    const byDate = groupByDate(items);
    expect(byDate.get('2026-04-15')?.map((item) => item.id)).toEqual([1, 3]);
    expect(byDate.get('2026-04-01')?.map((item) => item.id)).toEqual([2]);
    expect(byDate.has('2026-04-02')).toBe(false);
  });
});
