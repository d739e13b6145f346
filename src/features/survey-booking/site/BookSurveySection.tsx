import { cookies } from 'next/headers';
import { shortDayLabel, TIME_ZONE_NAME } from '@/features/survey-schedule/browser';
import { BOOKING_DRAFT_COOKIE, readDraft } from './booking-draft';
import { DAY_LIST_CLASSES, DayChoices, dayChoiceClass } from './DayChoices';
import { noFreeTimeText } from './no-free-time';
import { SurveyDetailsFields } from './SurveyDetailsFields';
import { SurveyPicker } from './SurveyPicker';
import { surveyStep } from './survey-data';
import { type BookingQuery, bookingStepHref, NOTICE_TEXT, SURVEY_BOOKING_FORM_ID } from './survey-query';
import { TimeChoices } from './TimeChoices';

/**
 * "Book your free site survey" on /free-quote. Asked for a day (`?day=`, never cached), the server
 * renders the whole step: the days with free slots as links, the chosen day's times and the details
 * form, so it works without a script. On the cached page a small island fetches the slots instead;
 * without a script its fallback is a plain form that asks for a day.
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
  // The step asked for by its query is never cached: it may show what this visitor typed before.
  const draft = query.asked ? readDraft((await cookies()).get(BOOKING_DRAFT_COOKIE)?.value) : {};
  const details = (
    <SurveyDetailsFields
      problems={query.problems}
      draft={draft}
      renderedAt={Date.now()}
      sourcePath={sourcePath}
      service={service}
    />
  );
  return (
    <section
      id="book-survey"
      aria-labelledby="book-survey-title"
      className="scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:p-10"
    >
      <h2 id="book-survey-title" className="font-display text-2xl font-bold tracking-tight text-brand-900">
        Book your free site survey
      </h2>
      <p className="mt-2 text-slate-600">
        Pick a free time and it is booked at once, with a confirmation by e-mail. A technician walks your
        property, about an hour, free and with no obligation. Times are {TIME_ZONE_NAME} (Los Angeles).
      </p>
      {query.notice && (
        <p
          role="status"
          className="mt-4 rounded-lg bg-amber-50 p-4 font-semibold text-amber-900 ring-1 ring-amber-200"
        >
          {NOTICE_TEXT[query.notice]}
        </p>
      )}
      {query.asked ? (
        <ServerStep query={query} keep={keep}>
          {details}
        </ServerStep>
      ) : (
        // The room the loaded picker takes, kept from the start: the page below does not jump. Without
        // a script the day form stays alone, and the card holds it and no more.
        <div className="scripted:min-h-[36rem] sm:scripted:min-h-[26rem]">
          <SurveyPicker
            fallback={<DayChooser keep={keep} />}
            noTimes={
              <p className="mt-4 text-slate-700">
                No times are free online right now. Please call us or send the form below.
              </p>
            }
            pickTime={<p className="mt-6 text-slate-600">Pick a time to go on.</p>}
            dayClasses={{
              current: dayChoiceClass(true),
              other: dayChoiceClass(false),
              currentCount: 'text-sm font-normal text-brand-100',
              count: 'text-sm font-normal text-slate-600',
              list: DAY_LIST_CLASSES,
            }}
          >
            {details}
          </SurveyPicker>
        </div>
      )}
    </section>
  );
}

/** Without a script on the cached page: ask for a day, answered by the server-rendered step. */
function DayChooser({ keep }: { keep: string }) {
  return (
    <form
      method="get"
      action="/free-quote#book-survey"
      className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      {[...new URLSearchParams(keep)].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div>
        <label htmlFor="survey-day" className="mb-1.5 block font-semibold text-brand-950">
          Day <span className="ml-1.5 text-sm font-normal text-slate-600">(empty: the first free day)</span>
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
        Show free times
      </button>
    </form>
  );
}

async function ServerStep({
  query,
  keep,
  children,
}: {
  query: BookingQuery;
  keep: string;
  children: React.ReactNode;
}) {
  const step = await surveyStep(query.day, query.dayUnreadable);
  if (step.days.length === 0) {
    return (
      <p className="mt-4 text-slate-700">
        No times are free online right now. Please call us or send the form below.
      </p>
    );
  }
  return (
    <div className="mt-6">
      {step.unavailable && (
        <p
          role="status"
          className="mb-6 rounded-lg bg-amber-50 p-4 font-semibold text-amber-900 ring-1 ring-amber-200"
        >
          {noFreeTimeText(step.unavailable.date, step.unavailable.reason, step.lastDay)}
        </p>
      )}
      <nav aria-label="Days with free times">
        <p className="font-display text-lg font-bold text-brand-900">Pick a day</p>
        <DayChoices
          days={step.days}
          chosen={step.chosen?.date ?? null}
          lastDay={step.lastDay}
          renderDay={(free, current) => (
            <a
              href={bookingStepHref({ day: free.date, keep })}
              aria-current={current ? 'date' : undefined}
              className={dayChoiceClass(current)}
            >
              {shortDayLabel(free.date)}
              <span className={`text-sm font-normal ${current ? 'text-brand-100' : 'text-slate-600'}`}>
                {free.slots.length} free
              </span>
            </a>
          )}
        />
      </nav>
      {step.chosen && (
        <form
          id={SURVEY_BOOKING_FORM_ID}
          method="post"
          action="/free-quote/book"
          // Back after booking: no time chosen in place of the one just taken.
          autoComplete="off"
          className="mt-6"
        >
          <TimeChoices
            date={step.chosen.date}
            slots={step.chosen.slots}
            selected={query.slot}
            invalid={query.problems.includes('surveyStartsAt')}
          />
          {children}
        </form>
      )}
    </div>
  );
}
