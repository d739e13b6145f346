import { addDays, businessToday } from '@/lib/calendar-dates';
import type { Availability } from './availability';
import { instantOfWallClock, wallClockOf, weekdayOf } from './wall-clock';

export { LONGEST_BOOKING_HORIZON_DAYS } from './booking-horizon';

/**
 * The free site-survey slots: the staff's weekly openings on a Los Angeles day, stepped by one
 * survey plus the travel buffer, minus closed dates, what lies inside the minimum notice or beyond
 * the weeks ahead, and every slot that would come within the buffer of a booked appointment. Pure:
 * the caller reads the settings and the appointments, so it is tested without a database.
 */

export interface Appointment {
  startsAt: string;
  endsAt: string;
}

export interface Slot {
  /** UTC instants, ISO 8601. */
  startsAt: string;
  endsAt: string;
  /** Los Angeles wall-clock start, `HH:MM`. */
  time: string;
}

const MINUTE = 60_000;

const pad = (value: number) => String(value).padStart(2, '0');
const clockText = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** The first and last day on which a survey may be booked, seen at `now`. */
export function bookableDays(availability: Availability, now: Date): { first: string; last: string } {
  const first = businessToday(now);
  return { first, last: addDays(first, availability.weeksAhead * 7) };
}

/** Whether a slot comes within the travel buffer of an appointment (either side). */
function clashes(startMs: number, endMs: number, appointments: Appointment[], bufferMs: number): boolean {
  return appointments.some((appointment) => {
    const otherStart = new Date(appointment.startsAt).getTime();
    const otherEnd = new Date(appointment.endsAt).getTime();
    return startMs < otherEnd + bufferMs && otherStart < endMs + bufferMs;
  });
}

/** Every slot the openings of a day hold, booked or not (none on a closed date). */
export function slotsOfDay(day: string, availability: Availability): Slot[] {
  if (availability.closedDates.has(day)) return [];
  const slots: Slot[] = [];
  const step = availability.slotMinutes + availability.bufferMinutes;
  for (const [open, close] of availability.weeklyOpenings[weekdayOf(day)] ?? []) {
    for (let start = open; start + availability.slotMinutes <= close; start += step) {
      const startsAt = instantOfWallClock(day, start);
      if (!startsAt) continue; // skipped by the spring-forward change
      const endsAt = new Date(startsAt.getTime() + availability.slotMinutes * MINUTE);
      // A slot that a clock change stretches or shrinks past the opening is not offered.
      const end = wallClockOf(endsAt);
      if (end.date !== day || end.minutes !== start + availability.slotMinutes) continue;
      slots.push({ startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), time: clockText(start) });
    }
  }
  return slots;
}

/** The free slots of one Los Angeles day, seen at `now`. */
export function freeSlotsOfDay(
  day: string,
  availability: Availability,
  appointments: Appointment[],
  now: Date,
): Slot[] {
  const { first, last } = bookableDays(availability, now);
  if (day < first || day > last) return [];
  const earliest = now.getTime() + availability.noticeHours * 60 * MINUTE;
  const bufferMs = availability.bufferMinutes * MINUTE;
  return slotsOfDay(day, availability).filter((slot) => {
    const start = new Date(slot.startsAt).getTime();
    const end = new Date(slot.endsAt).getTime();
    return start >= earliest && !clashes(start, end, appointments, bufferMs);
  });
}

/** Whether `startsAt` is one of the free slots (its day's), and which. */
export function freeSlotAt(
  startsAt: string,
  availability: Availability,
  appointments: Appointment[],
  now: Date,
): Slot | undefined {
  const instant = new Date(startsAt);
  if (Number.isNaN(instant.getTime())) return undefined;
  const day = wallClockOf(instant).date;
  return freeSlotsOfDay(day, availability, appointments, now).find(
    (slot) => slot.startsAt === instant.toISOString(),
  );
}

export interface DaySlots {
  date: string;
  slots: Slot[];
}

/** The days from `from`, `days` of them, that have a free slot, with those slots. */
export function freeDays(
  from: string,
  days: number,
  availability: Availability,
  appointments: Appointment[],
  now: Date,
): DaySlots[] {
  const result: DaySlots[] = [];
  for (let index = 0; index < days; index++) {
    const date = addDays(from, index);
    const slots = freeSlotsOfDay(date, availability, appointments, now);
    if (slots.length) result.push({ date, slots });
  }
  return result;
}

/** Why a day offers no free time: the reason a visitor who asked for it is told. */
export type NoFreeTimeReason = 'past' | 'too-far' | 'closed' | 'full';

/** Why `day` has no free slot at `now` (asked only of a day that has none). */
export function noFreeTimeReason(day: string, availability: Availability, now: Date): NoFreeTimeReason {
  const { first, last } = bookableDays(availability, now);
  if (day < first) return 'past';
  if (day > last) return 'too-far';
  return slotsOfDay(day, availability).length === 0 ? 'closed' : 'full';
}

/**
 * Why a survey cannot be wished for on `day` (the quote form's preferred day), or null when it can:
 * a day past, or one the weekly hours or closed dates keep shut. A day further than the weeks ahead
 * or fully booked is still a wish staff can answer.
 */
export function preferredDayProblem(
  day: string,
  availability: Availability,
  now: Date,
): 'past' | 'closed' | null {
  if (day < bookableDays(availability, now).first) return 'past';
  return slotsOfDay(day, availability).length === 0 ? 'closed' : null;
}
