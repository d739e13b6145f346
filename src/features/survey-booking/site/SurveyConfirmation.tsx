import {
  type CalendarEntry,
  googleCalendarUrl,
  outlookCalendarUrl,
} from '@/features/survey-schedule/browser';
import type { Locale } from '@/kit/locales';
import { COMMON_WORDS } from '@/site/i18n/common-words';
import { localizeHref } from '@/site/i18n/localize-href';
import type { SurveyView } from '../server/survey-lookup';
import { surveyCalendarFileName } from '../server/survey-mail';
import { DayChoices, dayChoiceClass } from './DayChoices';
import { noFreeTimeText } from './no-free-time';
import { dayText, shortDayText, surveyMomentIn, surveyTimeIn } from './slot-text';
import type { SurveyStep } from './survey-data';
import { TimeChoices } from './TimeChoices';
import type { SurveyWords } from './words';

const BUTTON =
  'inline-flex min-h-12 items-center justify-center rounded-xl px-6 py-3 text-base font-bold focus-visible:outline-3 focus-visible:outline-offset-2';
const OUTLINE = `${BUTTON} border-2 border-brand-900 text-brand-900 hover:bg-brand-50`;
const CARD = 'scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8';
const NOTICE = 'rounded-lg bg-amber-50 p-4 font-semibold text-amber-900 ring-1 ring-amber-200';

/**
 * The private page of a booked survey (`/survey/{token}`), also the confirmation after booking:
 * where the confirmation went, day, time, who and where, what to prepare, "Add to calendar" (the
 * `.ics`, Google Calendar, Outlook.com), and the steps to reschedule (from the booked day, free days
 * and times server-rendered) or cancel (asked once), each a plain link or form post, in the page's
 * language (`locale`, `words`), which every link and form keeps (`/es/survey/…`).
 */
export function SurveyConfirmation({
  survey,
  token,
  heading,
  sentNote,
  step,
  bookedDay,
  calendar,
  askCancel,
  notice,
  movesUsedUp,
  locale,
  words,
}: {
  survey: SurveyView;
  token: string;
  heading: string;
  /** Where the mail about this booking or change went, said right after making it. */
  sentNote: string | null;
  step: SurveyStep;
  /** The Los Angeles day of the survey: where the reschedule step opens. */
  bookedDay: string;
  calendar: CalendarEntry;
  /** "Cancel my survey" was pressed: the question is asked before anything is cancelled. */
  askCancel: boolean;
  /** Why the last move did not happen: the time was taken meanwhile, or too many changes. */
  notice: 'taken' | 'unoffered' | 'busy' | null;
  /** Today's online moves of this survey are used up: no times are offered, the phone is. */
  movesUsedUp: MovesUsedUp | null;
  locale: Locale;
  words: SurveyWords;
}) {
  const said = words.confirmation;
  const address = [survey.address, survey.postalCode].filter(Boolean).join(', ');
  const here = localizeHref(`/survey/${token}`, locale);
  // The term, the value, its test id, and whether it takes the card's whole width.
  const details: [string, string, string | undefined, boolean][] = [
    [said.when, surveyTimeIn(survey.startsAt, survey.endsAt, locale), 'survey-when', true],
    [said.where, address || said.whereUnknown, 'survey-where', true],
    [said.name, survey.name, undefined, false],
    [said.phone, survey.phone ?? said.noPhone, undefined, false],
    [said.email, survey.email, undefined, false],
  ];
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
      <section aria-labelledby="survey-heading" className={CARD}>
        <h1
          id="survey-heading"
          className="font-display text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl"
        >
          {heading}
        </h1>
        {sentNote && (
          <p data-testid="survey-sent" className="mt-3 text-lg text-slate-700 wrap-anywhere">
            {sentNote}
          </p>
        )}
        {/* One column as wide as the card on a phone: a long e-mail or address wraps, never widens it. */}
        <dl className="mt-6 grid grid-cols-1 gap-4 text-lg sm:grid-cols-2">
          {details.map(([term, value, testId, wide]) => (
            <div key={term} className={`min-w-0 ${wide ? 'sm:col-span-2' : ''}`}>
              <dt className="text-sm font-semibold uppercase tracking-wide text-slate-600">{term}</dt>
              <dd
                data-testid={testId}
                className={`text-brand-950 wrap-anywhere ${testId === 'survey-when' ? 'font-bold' : ''}`}
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <h2 className="mt-8 font-display text-lg font-bold text-brand-900">{said.whatToPrepare}</h2>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700">
          {said.prepare.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <h2 className="mt-8 font-display text-lg font-bold text-brand-900">{said.addToCalendar}</h2>
        <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <a
            href={`/api/survey-bookings/${token}/calendar`}
            download={surveyCalendarFileName(survey.locale)}
            className={`${BUTTON} bg-accent-500 text-brand-950 hover:bg-accent-400`}
          >
            {said.calendarFile}
          </a>
          <a href={googleCalendarUrl(calendar)} target="_blank" rel="noopener noreferrer" className={OUTLINE}>
            Google Calendar
          </a>
          <a
            href={outlookCalendarUrl(calendar)}
            target="_blank"
            rel="noopener noreferrer"
            className={OUTLINE}
          >
            Outlook.com
          </a>
        </div>
        <p className="mt-2 text-sm text-slate-600">{said.calendarNote}</p>
        {!askCancel && (
          <a href="#reschedule" className={`${OUTLINE} mt-6`}>
            {said.reschedule}
          </a>
        )}
      </section>

      {askCancel ? (
        <CancelQuestion survey={survey} here={here} busy={notice === 'busy'} locale={locale} words={words} />
      ) : (
        <section id="reschedule" aria-labelledby="reschedule-heading" className={CARD}>
          <h2 id="reschedule-heading" className="font-display text-xl font-bold text-brand-900">
            {said.reschedule}
          </h2>
          {movesUsedUp ? (
            <MovesUsedUpNotice {...movesUsedUp} locale={locale} words={words} />
          ) : (
            <>
              {notice && (
                <p role="status" className={`mt-4 ${NOTICE}`}>
                  {words.notices[notice]}
                </p>
              )}
              <RescheduleStep step={step} bookedDay={bookedDay} here={here} locale={locale} words={words} />
            </>
          )}
          <div id="cancel" className="mt-8 scroll-mt-24 border-t border-slate-200 pt-6">
            <p className="text-slate-700">{said.noLonger}</p>
            <a
              href={`${here}?cancel=1#cancel`}
              className={`${BUTTON} mt-3 border-2 border-red-700 text-red-800 hover:bg-red-50`}
            >
              {said.cancelMine}
            </a>
          </div>
        </section>
      )}
    </div>
  );
}

interface MovesUsedUp {
  /** The moves a day the visitor may make online. */
  moves: number;
  /** The office phone, to call instead. */
  phone: { label: string; href: string } | null;
}

/** The page's language and its words, which each part of the page says itself in. */
interface Language {
  locale: Locale;
  words: SurveyWords;
}

/** In place of the times, while the survey's moves of the day are used up: call us instead. */
function MovesUsedUpNotice({ moves, phone, locale, words }: MovesUsedUp & Language) {
  return (
    <>
      <p role="status" data-testid="moves-used-up" className={`mt-4 ${NOTICE}`}>
        {words.confirmation.movesUsedUp(moves, phone?.label ?? null)}
      </p>
      {phone && (
        <a href={phone.href} className={`${OUTLINE} mt-4`}>
          {COMMON_WORDS[locale].callNumber(phone.label)}
        </a>
      )}
    </>
  );
}

/** The days and times to move to, opened on the booked day (its other free times, if any). */
function RescheduleStep({
  step,
  bookedDay,
  here,
  locale,
  words,
}: { step: SurveyStep; bookedDay: string; here: string } & Language) {
  const said = words.confirmation;
  if (step.days.length === 0) return <p className="mt-3 text-slate-700">{said.noOtherTimes}</p>;
  const missing = step.unavailable;
  return (
    <>
      {missing && (
        <p role="status" className={`mt-4 ${NOTICE}`}>
          {missing.date === bookedDay && missing.reason === 'full'
            ? said.noOtherOnDay(dayText(bookedDay, locale))
            : noFreeTimeText(missing.date, missing.reason, step.lastDay, locale, words.noFreeTime)}
        </p>
      )}
      <nav aria-label={words.booking.daysNav} className="mt-4">
        <DayChoices
          days={step.days}
          chosen={step.chosen?.date ?? null}
          lastDay={step.lastDay}
          locale={locale}
          laterDays={words.slots.laterDays}
          renderDay={(free, current) => (
            <a
              href={`${here}?day=${free.date}#reschedule`}
              aria-current={current ? 'date' : undefined}
              className={dayChoiceClass(current)}
            >
              {shortDayText(free.date, locale)}
              {free.date === bookedDay && (
                <span className={`text-sm font-normal ${current ? 'text-brand-100' : 'text-slate-600'}`}>
                  {said.yourDay}
                </span>
              )}
            </a>
          )}
        />
      </nav>
      {step.chosen && (
        <form method="post" action={`${here}/reschedule`} autoComplete="off" className="mt-4">
          <input type="hidden" name="locale" value={locale} />
          <TimeChoices
            date={step.chosen.date}
            slots={step.chosen.slots}
            locale={locale}
            words={words.slots}
          />
          <button
            type="submit"
            className={`${BUTTON} mt-6 w-full bg-brand-900 text-white hover:bg-brand-800 sm:w-auto`}
          >
            {said.move}
          </button>
        </form>
      )}
    </>
  );
}

/** Cancelling is asked once, as its own step (a plain page without a script). */
function CancelQuestion({
  survey,
  here,
  busy,
  locale,
  words,
}: { survey: SurveyView; here: string; busy: boolean } & Language) {
  const said = words.confirmation;
  return (
    <section id="cancel" aria-labelledby="cancel-heading" className={`${CARD} ring-2 ring-red-200`}>
      <h2 id="cancel-heading" className="font-display text-xl font-bold text-brand-900">
        {said.cancelQuestion(surveyMomentIn(survey.startsAt, locale))}
      </h2>
      {/* Refused a moment ago: said where the visitor pressed, nothing was cancelled. */}
      {busy && (
        <p role="status" className={`mt-4 ${NOTICE}`}>
          {words.notices.busy}
        </p>
      )}
      <p className="mt-3 text-slate-700">{said.cancelNote}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <form method="post" action={`${here}/cancel`}>
          <input type="hidden" name="locale" value={locale} />
          <button
            type="submit"
            className={`${BUTTON} w-full bg-red-700 text-white hover:bg-red-800 sm:w-auto`}
          >
            {said.yesCancel}
          </button>
        </form>
        <a href={here} className={OUTLINE}>
          {said.keep}
        </a>
      </div>
    </section>
  );
}
