import { WHAT_TO_PREPARE } from '../../mail/survey-visitor-mail';
import type { SurveyView } from '../../server/survey-lookup';
import { shortDayLabel, surveyTimeText } from '../../survey/slot-labels';
import type { SurveyStep } from './survey-data';
import { TimeChoices } from './TimeChoices';

const BUTTON =
  'inline-flex min-h-12 items-center justify-center rounded-xl px-6 py-3 text-base font-bold focus-visible:outline-3 focus-visible:outline-offset-2';
const DAY_LINK =
  'flex min-h-12 min-w-24 shrink-0 flex-col items-center justify-center whitespace-nowrap rounded-xl border-2 px-3 py-2 font-semibold';

/**
 * The private page of a booked survey (`/survey/{token}`), also the confirmation after booking:
 * day, time, address and what to prepare, "Add to calendar" (the `.ics`), and the steps to
 * reschedule (free days and times, server-rendered) or cancel, each a plain form post.
 */
export function SurveyConfirmation({
  survey,
  token,
  heading,
  step,
}: {
  survey: SurveyView;
  token: string;
  heading: string;
  step: SurveyStep;
}) {
  const address = [survey.address, survey.postalCode].filter(Boolean).join(', ');
  const here = `/survey/${token}`;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
      <section
        aria-labelledby="survey-heading"
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
      >
        <h1
          id="survey-heading"
          className="font-display text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl"
        >
          {heading}
        </h1>
        <dl className="mt-6 grid gap-4 text-lg">
          <div>
            <dt className="text-sm font-semibold uppercase tracking-wide text-slate-600">When</dt>
            <dd data-testid="survey-when" className="font-bold text-brand-950">
              {surveyTimeText(survey.startsAt, survey.endsAt)}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold uppercase tracking-wide text-slate-600">Where</dt>
            <dd className="text-brand-950">{address || 'The address you give us when we call to confirm'}</dd>
          </div>
        </dl>
        <h2 className="mt-8 font-display text-lg font-bold text-brand-900">What to prepare</h2>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700">
          {WHAT_TO_PREPARE.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <a
            href={`/api/survey-bookings/${token}/calendar`}
            download="site-survey.ics"
            className={`${BUTTON} bg-accent-500 text-brand-950 hover:bg-accent-400`}
          >
            Add to calendar
          </a>
          <a
            href="#reschedule"
            className={`${BUTTON} border-2 border-brand-900 text-brand-900 hover:bg-brand-50`}
          >
            Reschedule
          </a>
        </div>
      </section>

      <section
        id="reschedule"
        aria-labelledby="reschedule-heading"
        className="scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
      >
        <h2 id="reschedule-heading" className="font-display text-xl font-bold text-brand-900">
          Reschedule
        </h2>
        {step.chosen ? (
          <>
            <nav aria-label="Days with free times" className="mt-4">
              <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-2">
                {step.days.map((free) => {
                  const current = free.date === step.chosen?.date;
                  return (
                    <li key={free.date}>
                      <a
                        href={`${here}?day=${free.date}#reschedule`}
                        aria-current={current ? 'date' : undefined}
                        className={`${DAY_LINK} ${current ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-brand-900'}`}
                      >
                        {shortDayLabel(free.date)}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </nav>
            <form method="post" action={`${here}/reschedule`} className="mt-4">
              <TimeChoices date={step.chosen.date} slots={step.chosen.slots} />
              <button
                type="submit"
                className={`${BUTTON} mt-6 w-full bg-brand-900 text-white hover:bg-brand-800 sm:w-auto`}
              >
                Move my survey to this time
              </button>
            </form>
          </>
        ) : (
          <p className="mt-3 text-slate-700">
            No other times are free online right now. Please call us to move it.
          </p>
        )}
        <form method="post" action={`${here}/cancel`} className="mt-8 border-t border-slate-200 pt-6">
          <p className="text-slate-700">Can no longer make it?</p>
          <button
            type="submit"
            className={`${BUTTON} mt-3 border-2 border-red-700 text-red-800 hover:bg-red-50`}
          >
            Cancel my survey
          </button>
        </form>
      </section>
    </div>
  );
}
