import { cookies } from 'next/headers';
import type { Locale } from '@/kit/locales';
import { localizeHref } from '@/site/i18n/localize-href';
import { pageLanguage } from '@/site/i18n/page-language';
import { BOOKING_DRAFT_COOKIE, readDraft } from './booking-draft';
import { DAY_LIST_CLASSES, DayChoices, dayChoiceClass, freeCountText } from './DayChoices';
import { noFreeTimeText } from './no-free-time';
import { SurveyDetailsFields } from './SurveyDetailsFields';
import { SurveyPicker } from './SurveyPicker';
import { shortDayText } from './slot-text';
import { surveyStep } from './survey-data';
import {
  type BookingQuery,
  bookingStepHref,
  SURVEY_BOOKING_FORM_ID,
  SURVEY_BOOKING_STEP_PATH,
} from './survey-query';
import { TimeChoices } from './TimeChoices';
import { SURVEY_WORDS, type SurveyWords } from './words';

/**
 * "Book your free site survey" on /free-quote. Asked for a day (`?day=`, never cached), the server
 * renders the whole step: the days with free slots as links, the chosen day's times and the details
 * form, so it works without a script. On the cached page a small island fetches the slots instead;
 * without a script its fallback is a plain form that asks for a day. In the page's language, which
 * every step's address and form keep (`/es/free-quote`, `/es/free-quote/book`).
 */
export async function BookSurveySection({
  query,
  sourcePath,
  keep = '',
  service = '',
}: {
  query: BookingQuery;
  sourcePath: string;
  /** What the page was opened for (a package, a service), which the booked lead keeps. */
  service?: string;
  /** The page's other answers (an instant estimate's query), kept through the steps without a script. */
  keep?: string;
}) {
  const { locale } = await pageLanguage();
  const words = SURVEY_WORDS[locale];
  // The step asked for by its query is never cached: it may show what this visitor typed before.
  const draft = query.asked ? readDraft((await cookies()).get(BOOKING_DRAFT_COOKIE)?.value) : {};
  const details = (
    <SurveyDetailsFields
      problems={query.problems}
      draft={draft}
      renderedAt={Date.now()}
      sourcePath={sourcePath}
      service={service}
      locale={locale}
      words={words}
    />
  );
  const noTimes = <p className="mt-4 text-slate-700">{words.booking.noTimes}</p>;
  return (
    <section
      id="book-survey"
      aria-labelledby="book-survey-title"
      className="scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:p-10"
    >
      <h2 id="book-survey-title" className="font-display text-2xl font-bold tracking-tight text-brand-900">
        {words.booking.title}
      </h2>
      <p className="mt-2 text-slate-600">{words.booking.intro}</p>
      {query.notice && (
        <p
          role="status"
          className="mt-4 rounded-lg bg-amber-50 p-4 font-semibold text-amber-900 ring-1 ring-amber-200"
        >
          {words.notices[query.notice]}
        </p>
      )}
      {query.asked ? (
        <ServerStep query={query} keep={keep} locale={locale} words={words} noTimes={noTimes}>
          {details}
        </ServerStep>
      ) : (
        // The room the loaded picker takes, kept from the start: the page below does not jump. Without
        // a script the day form stays alone, and the card holds it and no more.
        <div className="scripted:min-h-[36rem] sm:scripted:min-h-[26rem]">
          <SurveyPicker
            fallback={<DayChooser keep={keep} locale={locale} words={words} />}
            noTimes={noTimes}
            pickTime={<p className="mt-6 text-slate-600">{words.booking.pickTime}</p>}
            dayClasses={{
              current: dayChoiceClass(true),
              other: dayChoiceClass(false),
              currentCount: 'text-sm font-normal text-brand-100',
              count: 'text-sm font-normal text-slate-600',
              list: DAY_LIST_CLASSES,
            }}
            action={localizeHref('/free-quote/book', locale)}
            locale={locale}
            words={words.slots}
          >
            {details}
          </SurveyPicker>
        </div>
      )}
    </section>
  );
}

/** Without a script on the cached page: ask for a day, answered by the server-rendered step. */
function DayChooser({ keep, locale, words }: { keep: string; locale: Locale; words: SurveyWords }) {
  return (
    <form
      method="get"
      action={localizeHref(SURVEY_BOOKING_STEP_PATH, locale)}
      className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      {[...new URLSearchParams(keep)].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div>
        <label htmlFor="survey-day" className="mb-1.5 block font-semibold text-brand-950">
          {words.booking.day}{' '}
          <span className="ml-1.5 text-sm font-normal text-slate-600">{words.booking.dayEmpty}</span>
        </label>
        <input
          id="survey-day"
          name="day"
          type="date"
          className="block min-h-12 rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base"
        />
      </div>
      <button
        type="submit"
        className="inline-flex min-h-12 items-center justify-center rounded-xl bg-brand-900 px-6 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2"
      >
        {words.booking.showTimes}
      </button>
    </form>
  );
}

async function ServerStep({
  query,
  keep,
  locale,
  words,
  noTimes,
  children,
}: {
  query: BookingQuery;
  keep: string;
  locale: Locale;
  words: SurveyWords;
  noTimes: React.ReactNode;
  children: React.ReactNode;
}) {
  const step = await surveyStep(query.day, query.dayUnreadable);
  if (step.days.length === 0) return noTimes;
  return (
    <div className="mt-6">
      {step.unavailable && (
        <p
          role="status"
          className="mb-6 rounded-lg bg-amber-50 p-4 font-semibold text-amber-900 ring-1 ring-amber-200"
        >
          {noFreeTimeText(
            step.unavailable.date,
            step.unavailable.reason,
            step.lastDay,
            locale,
            words.noFreeTime,
          )}
        </p>
      )}
      <nav aria-label={words.booking.daysNav}>
        <p className="font-display text-lg font-bold text-brand-900">{words.slots.pickDay}</p>
        <DayChoices
          days={step.days}
          chosen={step.chosen?.date ?? null}
          lastDay={step.lastDay}
          locale={locale}
          laterDays={words.slots.laterDays}
          renderDay={(free, current) => (
            <a
              href={bookingStepHref({ day: free.date, keep, locale })}
              aria-current={current ? 'date' : undefined}
              className={dayChoiceClass(current)}
            >
              {shortDayText(free.date, locale)}
              <span className={`text-sm font-normal ${current ? 'text-brand-100' : 'text-slate-600'}`}>
                {freeCountText(free.slots.length, words.slots)}
              </span>
            </a>
          )}
        />
      </nav>
      {step.chosen && (
        <form
          id={SURVEY_BOOKING_FORM_ID}
          method="post"
          action={localizeHref('/free-quote/book', locale)}
          // Back after booking: no time chosen in place of the one just taken.
          autoComplete="off"
          className="mt-6"
        >
          <TimeChoices
            date={step.chosen.date}
            slots={step.chosen.slots}
            selected={query.slot}
            invalid={query.problems.includes('surveyStartsAt')}
            locale={locale}
            words={words.slots}
          />
          {children}
        </form>
      )}
    </div>
  );
}
