import type { Slot } from '@/features/survey-schedule/browser';
import { partOfDay } from '@/features/survey-schedule/browser';
import type { Locale } from '@/kit/locales';
import { dayText, fill, type SlotWords, timeText } from './slot-text';

/**
 * A day's free times as large buttons (radio inputs, so a plain form post carries the choice),
 * grouped Morning and Afternoon, in Los Angeles time with the zone named, in the page's language
 * (`locale`, `words`). Used by the server-rendered step and by the browser's picker alike (no hooks).
 */
export function TimeChoices({
  date,
  slots,
  selected,
  invalid,
  locale,
  words,
}: {
  date: string;
  slots: Slot[];
  selected?: string | null;
  invalid?: boolean;
  locale: Locale;
  words: SlotWords;
}) {
  const groups = (['Morning', 'Afternoon'] as const)
    .map((part) => ({ part, slots: slots.filter((slot) => partOfDay(slot.time) === part) }))
    .filter((group) => group.slots.length > 0);
  return (
    <fieldset className="min-w-0" aria-describedby={invalid ? 'survey-time-error' : undefined}>
      <legend className="font-display text-lg font-bold text-brand-900">
        {fill(words.freeTimesOn, { day: dayText(date, locale) })}{' '}
        <span className="font-normal text-slate-600">({words.zone})</span>
      </legend>
      {invalid && (
        <p id="survey-time-error" className="mt-2 font-semibold text-red-700">
          {words.pickOne}
        </p>
      )}
      {groups.map((group) => (
        <div key={group.part} className="mt-4">
          <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
            {group.part === 'Morning' ? words.morning : words.afternoon}
          </p>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {group.slots.map((slot) => (
              <label
                key={slot.startsAt}
                className="flex min-h-14 cursor-pointer items-center justify-center rounded-xl border-2 border-slate-300 bg-white px-3 text-lg font-bold text-brand-900 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
              >
                <input
                  type="radio"
                  name="surveyStartsAt"
                  value={slot.startsAt}
                  defaultChecked={slot.startsAt === selected}
                  required
                  className="sr-only"
                />
                {timeText(slot.startsAt, locale)}
              </label>
            ))}
          </div>
        </div>
      ))}
    </fieldset>
  );
}
