'use client';

import { type ReactNode, useEffect, useState } from 'react';
import type { DaySlots } from '../../survey/slot-engine';
import { shortDayLabel } from '../../survey/slot-labels';
import { SURVEY_BOOKING_FORM_ID } from './survey-query';
import { TimeChoices } from './TimeChoices';

const DAYS_OFFERED = 14;

const DAY_BUTTON =
  'flex min-h-12 min-w-24 shrink-0 flex-col items-center justify-center whitespace-nowrap rounded-xl border-2 px-3 py-2 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * The browser's booking step: fetches the free slots once, then picking a day shows its times
 * without a page load. Until the slots arrive (or without a script at all) the server's plain
 * day chooser (`fallback`) stays, which leads to the same step as server-rendered pages.
 */
export function SurveyPicker({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [days, setDays] = useState<DaySlots[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [timePicked, setTimePicked] = useState(false);

  useEffect(() => {
    let live = true;
    fetch('/api/survey-slots?days=62', { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { data: { days: DaySlots[] } } | null) => {
        if (!live || !body) return;
        const offered = body.data.days.slice(0, DAYS_OFFERED);
        setDays(offered);
        setChosen(offered[0]?.date ?? null);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);

  if (days === null) return fallback;
  if (days.length === 0) {
    return (
      <p className="mt-4 text-slate-700">
        No times are free online right now. Please call us or send the form below.
      </p>
    );
  }
  const day = days.find((free) => free.date === chosen) ?? days[0];
  return (
    // One tap on a time holds it; then the details are asked for.
    <form
      id={SURVEY_BOOKING_FORM_ID}
      method="post"
      action="/free-quote/book"
      className="mt-6"
      onChange={(event) => {
        if ((event.target as unknown as HTMLInputElement).name === 'surveyStartsAt') setTimePicked(true);
      }}
    >
      <fieldset className="min-w-0">
        <legend className="font-display text-lg font-bold text-brand-900">Pick a day</legend>
        <div className="-mx-1 mt-3 flex gap-2 overflow-x-auto px-1 pb-2">
          {days.map((free) => {
            const current = free.date === day.date;
            return (
              <button
                key={free.date}
                type="button"
                aria-pressed={current}
                onClick={() => {
                  setChosen(free.date);
                  setTimePicked(false);
                }}
                className={`${DAY_BUTTON} ${current ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-brand-900'}`}
              >
                {shortDayLabel(free.date)}
                <span className={`text-sm font-normal ${current ? 'text-brand-100' : 'text-slate-600'}`}>
                  {free.slots.length} free
                </span>
              </button>
            );
          })}
        </div>
      </fieldset>
      <div className="mt-6">
        <TimeChoices key={day.date} date={day.date} slots={day.slots} />
      </div>
      {timePicked ? children : <p className="mt-6 text-slate-600">Pick a time to go on.</p>}
    </form>
  );
}
