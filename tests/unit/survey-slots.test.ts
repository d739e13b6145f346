import { describe, expect, it } from 'vitest';
import { surveyAvailabilitySettings } from '@/features/survey-calendar/survey-settings';
import {
  availabilityOf,
  DEFAULT_AVAILABILITY,
  hoursProblem,
  parseHours,
} from '@/features/survey-schedule/availability';
import {
  bookableDays,
  freeDays,
  freeSlotAt,
  freeSlotsOfDay,
  LONGEST_BOOKING_HORIZON_DAYS,
  noFreeTimeReason,
  preferredDayProblem,
  slotsOfDay,
} from '@/features/survey-schedule/slot-engine';
import { instantOfWallClock, wallClockOf } from '@/features/survey-schedule/wall-clock';
import { replaceSchema } from '@/kit/schemas';

const demo = availabilityOf(DEFAULT_AVAILABILITY);
const everyDay = (hours: string, overrides: Partial<typeof DEFAULT_AVAILABILITY> = {}) =>
  availabilityOf({
    ...DEFAULT_AVAILABILITY,
    sundayHours: hours,
    mondayHours: hours,
    tuesdayHours: hours,
    wednesdayHours: hours,
    thursdayHours: hours,
    fridayHours: hours,
    saturdayHours: hours,
    bufferMinutes: 0,
    ...overrides,
  });
/** Long before any day tested, so notice and weeks ahead leave them alone unless a test says so. */
const farBefore = (day: string) => new Date(new Date(`${day}T12:00:00Z`).getTime() - 3 * 86_400_000);

describe('Los Angeles wall clock', () => {
  it('turns wall-clock times into UTC instants in winter and summer', () => {
    expect(instantOfWallClock('2026-01-15', 9 * 60)?.toISOString()).toBe('2026-01-15T17:00:00.000Z');
    expect(instantOfWallClock('2026-07-15', 9 * 60)?.toISOString()).toBe('2026-07-15T16:00:00.000Z');
    expect(wallClockOf(new Date('2026-07-15T16:30:00Z'))).toEqual({ date: '2026-07-15', minutes: 570 });
  });

  it('has no 02:30 on a spring-forward day and the daylight 01:30 first on a fall-back day', () => {
    expect(instantOfWallClock('2026-03-08', 2 * 60 + 30)).toBeNull();
    expect(instantOfWallClock('2026-03-08', 3 * 60)?.toISOString()).toBe('2026-03-08T10:00:00.000Z');
    expect(instantOfWallClock('2026-03-08', 1 * 60 + 30)?.toISOString()).toBe('2026-03-08T09:30:00.000Z');
    // 01:30 happens twice on 2026-11-01: 08:30Z (PDT) and 09:30Z (PST).
    expect(instantOfWallClock('2026-11-01', 1 * 60 + 30)?.toISOString()).toBe('2026-11-01T08:30:00.000Z');
    expect(instantOfWallClock('2026-11-01', 3 * 60)?.toISOString()).toBe('2026-11-01T11:00:00.000Z');
    expect(instantOfWallClock('2027-03-14', 2 * 60)).toBeNull();
  });
});

describe('survey slot engine', () => {
  it('offers the demo hours: Monday 08:00-17:00 in 60 + 30 minute steps, Saturday mornings, no Sunday', () => {
    const monday = '2026-12-07';
    const times = freeSlotsOfDay(monday, demo, [], farBefore(monday)).map((slot) => slot.time);
    expect(times).toEqual(['08:00', '09:30', '11:00', '12:30', '14:00', '15:30']);
    expect(freeSlotsOfDay('2026-12-12', demo, [], farBefore('2026-12-12')).map((s) => s.time)).toEqual([
      '09:00',
      '10:30',
      '12:00',
    ]);
    expect(freeSlotsOfDay('2026-12-13', demo, [], farBefore('2026-12-13'))).toEqual([]);
  });

  it('stores UTC instants that read as the right wall-clock time across each daylight-saving change', () => {
    for (const [day, offsetHours] of [
      ['2026-03-08', 7],
      ['2026-11-01', 8],
      ['2027-03-14', 7],
    ] as const) {
      const [first] = slotsOfDay(day, everyDay('08:00-17:00'));
      expect(first.time).toBe('08:00');
      expect(first.startsAt).toBe(`${day}T${String(8 + offsetHours).padStart(2, '0')}:00:00.000Z`);
      expect(new Date(first.endsAt).getTime() - new Date(first.startsAt).getTime()).toBe(3_600_000);
    }
    // The day before a change keeps the old offset.
    expect(slotsOfDay('2026-03-07', everyDay('08:00-09:00'))[0].startsAt).toBe('2026-03-07T16:00:00.000Z');
    expect(slotsOfDay('2026-10-31', everyDay('08:00-09:00'))[0].startsAt).toBe('2026-10-31T15:00:00.000Z');
  });

  it('skips the hour that does not exist and offers the repeated hour once', () => {
    const spring = slotsOfDay('2026-03-08', everyDay('00:00-05:00')).map((slot) => slot.time);
    expect(spring).toEqual(['00:00', '03:00', '04:00']);
    const fall = slotsOfDay('2026-11-01', everyDay('00:00-04:00'));
    // 01:00-02:00 lasts two real hours that night (PDT 01:00 to PST 02:00): not offered.
    expect(fall.map((slot) => slot.time)).toEqual(['00:00', '02:00', '03:00']);
    expect(new Set(fall.map((slot) => slot.startsAt)).size).toBe(fall.length);
  });

  it('keeps the travel buffer around booked appointments on both sides', () => {
    const day = '2026-12-08';
    const stepByHour = everyDay('08:00-13:00', { bufferMinutes: 30 });
    const [, second] = slotsOfDay(day, stepByHour);
    expect(second.time).toBe('09:30');
    // 10:00-11:00 is booked: 09:30 overlaps it, 11:00 would leave no time to drive; 08:00 ends an hour before.
    const booked = [{ startsAt: '2026-12-08T18:00:00.000Z', endsAt: '2026-12-08T19:00:00.000Z' }];
    const times = freeSlotsOfDay(day, stepByHour, booked, farBefore(day)).map((slot) => slot.time);
    expect(times).toEqual(['08:00']);
    const noBuffer = everyDay('08:00-13:00');
    expect(freeSlotsOfDay(day, noBuffer, booked, farBefore(day)).map((slot) => slot.time)).toEqual([
      '08:00',
      '09:00',
      '11:00',
      '12:00',
    ]);
    const tight = [{ startsAt: '2026-12-08T17:00:00.000Z', endsAt: '2026-12-08T17:30:00.000Z' }];
    // 09:00-09:30 booked, buffer 30: 08:00-09:00 ends too close, 11:00 is far enough.
    expect(freeSlotsOfDay(day, stepByHour, tight, farBefore(day)).map((slot) => slot.time)).toEqual([
      '11:00',
    ]);
  });

  it('leaves out what lies inside the minimum notice', () => {
    const day = '2026-12-08';
    // 16:30 in Los Angeles the day before: 12 hours later is 04:30, the whole day is free.
    expect(freeSlotsOfDay(day, demo, [], new Date('2026-12-08T00:30:00Z'))).toHaveLength(6);
    // 22:00 the day before: the earliest start is 10:00, so 08:00 and 09:30 are gone.
    expect(freeSlotsOfDay(day, demo, [], new Date('2026-12-08T06:00:00Z'))[0].time).toBe('11:00');
    // 06:00 on the day: the earliest start is 18:00, after closing.
    expect(freeSlotsOfDay(day, demo, [], new Date('2026-12-08T14:00:00Z'))).toEqual([]);
    const noNotice = availabilityOf({ ...DEFAULT_AVAILABILITY, noticeHours: 0 });
    // 09:00 on the day, no notice: what starts from 09:30 on.
    expect(freeSlotsOfDay(day, noNotice, [], new Date('2026-12-08T17:00:00Z'))[0].time).toBe('09:30');
  });

  it('has nothing on closed dates, in the past or beyond the weeks ahead', () => {
    const closed = availabilityOf({ ...DEFAULT_AVAILABILITY, closedDates: ['2026-12-24'] });
    expect(freeSlotsOfDay('2026-12-24', closed, [], farBefore('2026-12-24'))).toEqual([]);
    expect(freeSlotsOfDay('2026-12-23', closed, [], farBefore('2026-12-23'))).toHaveLength(6);
    const now = new Date('2026-12-01T18:00:00Z'); // Tuesday Dec 1, 10:00 in Los Angeles
    expect(freeSlotsOfDay('2026-11-30', demo, [], now)).toEqual([]);
    expect(freeSlotsOfDay('2026-12-29', demo, [], now)).toHaveLength(6); // 4 weeks ahead, a Tuesday
    expect(freeSlotsOfDay('2026-12-30', demo, [], now)).toEqual([]);
    const days = freeDays('2026-12-01', 40, demo, [], now);
    expect(days.at(-1)?.date).toBe('2026-12-29');
    expect(days.some((day) => day.date === '2026-12-06')).toBe(false); // a Sunday
  });

  it('finds a free slot by its start and refuses a made-up time', () => {
    const day = '2026-12-08';
    const [first] = slotsOfDay(day, demo);
    expect(freeSlotAt(first.startsAt, demo, [], farBefore(day))?.time).toBe('08:00');
    expect(freeSlotAt('2026-12-08T16:10:00.000Z', demo, [], farBefore(day))).toBeUndefined();
    expect(freeSlotAt('not a time', demo, [], farBefore(day))).toBeUndefined();
    expect(freeSlotAt(first.startsAt, demo, [first], farBefore(day))).toBeUndefined();
  });
});

describe('survey availability settings', () => {
  it('reads opening hours and says plainly what is wrong with them', () => {
    expect(parseHours('13:00-17:00, 08:00-12:00')).toEqual({
      openings: [
        [480, 720],
        [780, 1020],
      ],
    });
    expect(parseHours('')).toEqual({ openings: [] });
    expect(hoursProblem('8-5')).toMatch(/08:00-12:00/);
    expect(hoursProblem('12:00-08:00')).toMatch(/end after it starts/);
    expect(hoursProblem('08:00-12:00, 11:00-13:00')).toMatch(/overlap/);
  });

  it('checks a save with those messages next to the fields', () => {
    const schema = replaceSchema(surveyAvailabilitySettings);
    const bad = schema.safeParse({
      ...DEFAULT_AVAILABILITY,
      mondayHours: '17:00-08:00',
      closedDates: ['2026-02-30'],
      slotMinutes: 5,
    });
    expect(bad.success).toBe(false);
    const paths = bad.error?.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`) ?? [];
    expect(paths.join('\n')).toMatch(/mondayHours: .*must end after it starts/);
    expect(paths.join('\n')).toMatch(/closedDates: .*real date/);
    expect(paths.join('\n')).toMatch(/slotMinutes: .*at least 15/);
    expect(schema.safeParse(DEFAULT_AVAILABILITY).success).toBe(true);
  });
});

describe('a day asked for that has no free time', () => {
  // Tuesday, December 1, 2026, 10 am in Los Angeles; 6 weeks ahead run to January 12, 2027.
  const now = new Date('2026-12-01T18:00:00Z');
  const sixWeeks = availabilityOf({ ...DEFAULT_AVAILABILITY, weeksAhead: 6, closedDates: ['2026-12-24'] });

  it('says why: past, past the weeks ahead, closed (weekly or a closed date), or fully booked', () => {
    expect(bookableDays(sixWeeks, now)).toEqual({ first: '2026-12-01', last: '2027-01-12' });
    expect(noFreeTimeReason('2026-11-30', sixWeeks, now)).toBe('past');
    expect(noFreeTimeReason('2027-01-13', sixWeeks, now)).toBe('too-far');
    expect(noFreeTimeReason('2026-12-06', sixWeeks, now)).toBe('closed'); // a Sunday
    expect(noFreeTimeReason('2026-12-24', sixWeeks, now)).toBe('closed');
    expect(noFreeTimeReason('2026-12-01', sixWeeks, now)).toBe('full'); // today, inside the notice
  });

  it('offers a day five weeks ahead once Weeks ahead is 6, and one lookup covers the longest setting', () => {
    const fiveWeeks = '2027-01-05';
    expect(freeSlotsOfDay(fiveWeeks, sixWeeks, [], now).length).toBeGreaterThan(0);
    expect(freeSlotsOfDay(fiveWeeks, availabilityOf(DEFAULT_AVAILABILITY), [], now)).toEqual([]);
    const longest = availabilityOf({
      ...DEFAULT_AVAILABILITY,
      weeksAhead: surveyAvailabilitySettings.fields.weeksAhead.max,
    });
    const { first, last } = bookableDays(longest, now);
    expect(freeDays(first, LONGEST_BOOKING_HORIZON_DAYS, longest, [], now).at(-1)?.date).toBe(last);
  });

  it('takes a preferred day that is open, even past the weeks ahead, and refuses a past or closed one', () => {
    expect(preferredDayProblem('2026-12-07', sixWeeks, now)).toBeNull();
    expect(preferredDayProblem('2027-06-14', sixWeeks, now)).toBeNull();
    expect(preferredDayProblem('2026-11-30', sixWeeks, now)).toBe('past');
    expect(preferredDayProblem('2026-12-06', sixWeeks, now)).toBe('closed');
    expect(preferredDayProblem('2026-12-24', sixWeeks, now)).toBe('closed');
  });
});
