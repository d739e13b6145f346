import type { ReactNode } from 'react';
import type { DaySlots } from '@/features/survey-schedule/browser';
import type { Locale } from '@/kit/locales';
import { fill, shortDayText } from './slot-text';

/** The days with free times shown first; every later one up to "Weeks ahead" is one tap away. */
export const DAYS_SHOWN_FIRST = 14;

const DAY_CHOICE =
  'flex w-full min-h-12 min-w-24 shrink-0 flex-col items-center justify-center whitespace-nowrap rounded-xl border-2 px-3 py-2 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** A day's link or button, marked when it is the day shown. */
export const dayChoiceClass = (current: boolean) =>
  `${DAY_CHOICE} ${current ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-brand-900'}`;

/** The day list's classes: read on the server and handed to the booking island as a prop. */
export const DAY_LIST_CLASSES = {
  row: '-mx-1 mt-3 flex gap-2 overflow-x-auto px-1 pb-2',
  summary: 'min-h-11 cursor-pointer py-2 font-semibold text-brand-800 underline underline-offset-4',
  later: 'mt-3 grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-2',
};
export type DayListClasses = typeof DAY_LIST_CLASSES;

/**
 * The days with free times: the first two weeks' worth in a row, the later ones (up to the last
 * bookable day, named on the tap) behind one tap, open already when the day shown is one of them. Each day is drawn
 * by the caller: a link in the server's step, a button in the browser's picker. In the page's
 * language (`locale`; `laterDays`: "Later days, up to {day}" in it).
 */
export function DayChoices({
  days,
  chosen,
  lastDay,
  renderDay,
  classes = DAY_LIST_CLASSES,
  locale,
  laterDays,
}: {
  classes?: DayListClasses;
  days: DaySlots[];
  chosen: string | null;
  lastDay: string;
  renderDay: (free: DaySlots, current: boolean) => ReactNode;
  locale: Locale;
  laterDays: string;
}) {
  const first = days.slice(0, DAYS_SHOWN_FIRST);
  const later = days.slice(DAYS_SHOWN_FIRST);
  const item = (free: DaySlots) => <li key={free.date}>{renderDay(free, free.date === chosen)}</li>;
  return (
    <>
      <ul className={classes.row}>{first.map(item)}</ul>
      {later.length > 0 && (
        <details open={later.some((free) => free.date === chosen) || undefined} className="mt-2">
          <summary className={classes.summary}>
            {fill(laterDays, { day: shortDayText(lastDay, locale) })}
          </summary>
          <ul className={classes.later}>{later.map(item)}</ul>
        </details>
      )}
    </>
  );
}

/** `3 free` (`3 libres`): a day's free times, under its label. */
export const freeCountText = (count: number, words: { freeOne: string; freeMany: string }) =>
  fill(count === 1 ? words.freeOne : words.freeMany, { count });
