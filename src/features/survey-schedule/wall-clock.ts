import { BUSINESS_TIME_ZONE, formatterPerTimeZone } from '@/lib/calendar-dates';

/**
 * Wall-clock times of the business (Los Angeles) and the UTC instants they name, with `Intl` alone:
 * a day's opening hours are wall-clock times, an appointment is stored as an instant. Around a
 * daylight-saving change a wall-clock time may not exist (02:30 on the spring-forward day) or exist
 * twice (01:30 on the fall-back day); both cases are answered explicitly below.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const partsFormatter = /* @__PURE__ */ formatterPerTimeZone('en-US', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export interface WallClock {
  /** `YYYY-MM-DD` */
  date: string;
  /** Minutes after midnight, 0-1439. */
  minutes: number;
}

/** The wall-clock date and time of an instant in a time zone. */
export function wallClockOf(instant: Date, timeZone: string = BUSINESS_TIME_ZONE): WallClock {
  const parts = Object.fromEntries(
    partsFormatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** Local time minus UTC at an instant, in minutes (-480 in a Los Angeles winter, -420 in summer). */
function offsetMinutesAt(epochMs: number, timeZone: string): number {
  const { date, minutes } = wallClockOf(new Date(epochMs), timeZone);
  const [year, month, day] = date.split('-').map(Number);
  const asUtc = Date.UTC(year, month - 1, day, 0, minutes);
  return Math.round((asUtc - Math.floor(epochMs / MINUTE) * MINUTE) / MINUTE);
}

/**
 * The instant of a wall-clock time on a day in a time zone. A time that does not exist that day
 * (skipped by the spring-forward change) answers null; a time that exists twice (the fall-back
 * change) answers its first occurrence, the one in daylight time.
 */
export function instantOfWallClock(
  date: string,
  minutes: number,
  timeZone: string = BUSINESS_TIME_ZONE,
): Date | null {
  const [year, month, day] = date.split('-').map(Number);
  const asUtc = Date.UTC(year, month - 1, day, 0, minutes);
  // The offsets in force half a day either side cover both sides of any change that day.
  const offsets = new Set([
    offsetMinutesAt(asUtc - 12 * HOUR, timeZone),
    offsetMinutesAt(asUtc + 12 * HOUR, timeZone),
  ]);
  const matches = [...offsets]
    .map((offset) => asUtc - offset * MINUTE)
    .filter((candidate) => {
      const back = wallClockOf(new Date(candidate), timeZone);
      return back.date === date && back.minutes === minutes;
    });
  return matches.length ? new Date(Math.min(...matches)) : null;
}

/** The weekday of a calendar date, 0 = Sunday ... 6 = Saturday (the date itself, no time zone). */
export function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}
