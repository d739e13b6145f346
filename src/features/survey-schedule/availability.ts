/**
 * The staff's survey availability (`survey-settings.ts`) read into what the slot engine works with.
 * Pure and client-safe: the settings page checks the same hours with `hoursProblem`.
 */

export const WEEKDAY_KEYS = [
  'sundayHours',
  'mondayHours',
  'tuesdayHours',
  'wednesdayHours',
  'thursdayHours',
  'fridayHours',
  'saturdayHours',
] as const;

export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

/** One opening, minutes after midnight: `[start, end)`. */
export type Opening = readonly [start: number, end: number];

export interface Availability {
  /** Openings per weekday, Sunday first; an empty list: closed that day. */
  weeklyOpenings: Opening[][];
  slotMinutes: number;
  /** Travel time kept free between two appointments. */
  bufferMinutes: number;
  noticeHours: number;
  weeksAhead: number;
  closedDates: ReadonlySet<string>;
}

/** The values used when staff never saved the page (and for a field left empty). */
export const DEFAULT_AVAILABILITY = {
  mondayHours: '08:00-17:00',
  tuesdayHours: '08:00-17:00',
  wednesdayHours: '08:00-17:00',
  thursdayHours: '08:00-17:00',
  fridayHours: '08:00-17:00',
  saturdayHours: '09:00-13:00',
  sundayHours: '',
  slotMinutes: 60,
  bufferMinutes: 30,
  noticeHours: 12,
  weeksAhead: 4,
  closedDates: [] as string[],
};

const RANGE = /^([01]\d|2[0-3]):([0-5]\d)\s*-\s*([01]\d|2[0-4]):([0-5]\d)$/;

/** `08:00-12:00, 13:00-17:00` as openings, or the reason it is not one, in words. */
export function parseHours(text: string): { openings: Opening[] } | { problem: string } {
  const openings: Opening[] = [];
  const trimmed = text.trim();
  if (trimmed === '') return { openings };
  for (const part of trimmed.split(',')) {
    const match = RANGE.exec(part.trim());
    if (!match) {
      return { problem: `“${part.trim()}” is not a time range: write it like 08:00-12:00 (24-hour clock)` };
    }
    const start = Number(match[1]) * 60 + Number(match[2]);
    const end = Number(match[3]) * 60 + Number(match[4]);
    if (end > 24 * 60) return { problem: `“${part.trim()}” ends after midnight` };
    if (end <= start) return { problem: `“${part.trim()}” must end after it starts` };
    openings.push([start, end]);
  }
  openings.sort((a, b) => a[0] - b[0]);
  for (let index = 1; index < openings.length; index++) {
    if (openings[index][0] < openings[index - 1][1]) return { problem: 'The time ranges overlap' };
  }
  return { openings };
}

/** The message for opening hours that cannot be read, or undefined when they can. */
export function hoursProblem(text: string): string | undefined {
  const parsed = parseHours(text);
  return 'problem' in parsed ? parsed.problem : undefined;
}

type StoredAvailability = Partial<Record<WeekdayKey, string | null>> & {
  slotMinutes?: number | null;
  bufferMinutes?: number | null;
  noticeHours?: number | null;
  weeksAhead?: number | null;
  closedDates?: string[] | null;
};

/** The saved settings (any field may be null: never saved) as the slot engine's availability. */
export function availabilityOf(stored: StoredAvailability): Availability {
  const saved = (key: WeekdayKey) =>
    stored[key] ?? (Object.keys(stored).length ? '' : DEFAULT_AVAILABILITY[key]);
  return {
    weeklyOpenings: WEEKDAY_KEYS.map((key) => {
      const parsed = parseHours(saved(key));
      return 'openings' in parsed ? parsed.openings : [];
    }),
    slotMinutes: stored.slotMinutes ?? DEFAULT_AVAILABILITY.slotMinutes,
    bufferMinutes: stored.bufferMinutes ?? DEFAULT_AVAILABILITY.bufferMinutes,
    noticeHours: stored.noticeHours ?? DEFAULT_AVAILABILITY.noticeHours,
    weeksAhead: stored.weeksAhead ?? DEFAULT_AVAILABILITY.weeksAhead,
    closedDates: new Set(stored.closedDates ?? []),
  };
}
