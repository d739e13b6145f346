'use client';

import { type ReactNode, useEffect, useState } from 'react';
import type { DaySlots } from '@/features/survey-schedule/browser';
import { LONGEST_BOOKING_HORIZON_DAYS } from '@/features/survey-schedule/browser';
import type { Locale } from '@/kit/locales';
import { DayChoices, type DayListClasses, freeCountText } from './DayChoices';
import { type SlotWords, shortDayText } from './slot-text';
import { SURVEY_BOOKING_FORM_ID } from './survey-query';
import { TimeChoices } from './TimeChoices';

interface FreeDays {
  days: DaySlots[];
  lastDay: string;
}

/**
 * Its words (in the page's language) and the day buttons' classes come from the server as props,
 * so the island's script (within the page's script budget) carries only the behaviour.
 */
interface PickerParts {
  fallback: ReactNode;
  noTimes: ReactNode;
  pickTime: ReactNode;
  dayClasses: { current: string; other: string; count: string; currentCount: string; list: DayListClasses };
  children: ReactNode;
  /** Where the booking form posts: `/free-quote/book` in the page's language. */
  action: string;
  locale: Locale;
  words: SlotWords;
}

/**
 * The browser's booking step: fetches the free slots of every bookable day once, then picking a day shows its times
 * without a page load. Until the slots arrive (or without a script at all) the server's plain
 * day chooser (`fallback`) stays, which leads to the same step as server-rendered pages.
 */
export function SurveyPicker({
  fallback,
  noTimes,
  pickTime,
  dayClasses,
  children,
  action,
  locale,
  words,
}: PickerParts) {
  const [offer, setOffer] = useState<FreeDays | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [timePicked, setTimePicked] = useState(false);

  useEffect(() => {
    let live = true;
    fetch(`/api/survey-slots?days=${LONGEST_BOOKING_HORIZON_DAYS}`)
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { data: FreeDays } | null) => {
        if (!live || !body) return;
        setOffer(body.data);
        setChosen(body.data.days[0]?.date ?? null);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);

  if (offer === null) return fallback;
  const { days, lastDay } = offer;
  if (days.length === 0) return noTimes;
  const day = days.find((free) => free.date === chosen) ?? days[0];
  return (
    // One tap on a time holds it; then the details are asked for.
    <form
      id={SURVEY_BOOKING_FORM_ID}
      // Back after booking shows the times without the one just taken: the browser must not put
      // the choice back on whichever time now sits in its place.
      autoComplete="off"
      method="post"
      action={action}
      className="mt-6"
      onChange={(event) => {
        if ((event.target as unknown as HTMLInputElement).name === 'surveyStartsAt') setTimePicked(true);
      }}
    >
      <fieldset className="min-w-0">
        <legend className="font-display text-lg font-bold text-brand-900">{words.pickDay}</legend>
        <DayChoices
          classes={dayClasses.list}
          days={days}
          chosen={day.date}
          lastDay={lastDay}
          locale={locale}
          laterDays={words.laterDays}
          renderDay={(free, current) => (
            <button
              type="button"
              aria-pressed={current}
              onClick={() => {
                setChosen(free.date);
                setTimePicked(false);
              }}
              className={current ? dayClasses.current : dayClasses.other}
            >
              {shortDayText(free.date, locale)}
              <span className={current ? dayClasses.currentCount : dayClasses.count}>
                {freeCountText(free.slots.length, words)}
              </span>
            </button>
          )}
        />
      </fieldset>
      <div className="mt-6">
        <TimeChoices key={day.date} date={day.date} slots={day.slots} locale={locale} words={words} />
      </div>
      {timePicked ? children : pickTime}
    </form>
  );
}
