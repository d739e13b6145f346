import type { Locale } from '@/kit/locales';
import { COMMON_WORDS } from '@/site/i18n/common-words';
import { localizeHref } from '@/site/i18n/localize-href';
import { surveyTimeIn } from './slot-text';
import { SURVEY_BOOKING_STEP_PATH } from './survey-query';
import type { SurveyWords } from './words';

const BUTTON =
  'inline-flex min-h-12 items-center justify-center rounded-xl px-6 py-3 text-base font-bold focus-visible:outline-3 focus-visible:outline-offset-2';

/**
 * A private link whose survey is over: cancelled by its visitor, or its time gone by. The link says
 * which, instead of a page that looks broken, and offers to book again, in the page's language.
 */
export function SurveyLinkEnded({
  ended,
  name,
  startsAt,
  endsAt,
  phone,
  mailed = false,
  locale,
  words,
}: {
  ended: 'cancelled' | 'past';
  /** Whether the site sends mail (its E-mail settings are complete): only then is a mail promised. */
  mailed?: boolean;
  name: string;
  /** The survey's time, for one that took place. */
  startsAt?: string;
  endsAt?: string;
  /** The office phone, to call instead. */
  phone: { label: string; href: string } | null;
  locale: Locale;
  words: SurveyWords;
}) {
  const firstName = name.trim().split(/\s+/)[0];
  const said = words.ended;
  return (
    <section
      aria-labelledby="survey-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h1
        id="survey-heading"
        className="font-display text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl"
      >
        {ended === 'cancelled' ? said.cancelledTitle : said.pastTitle}
      </h1>
      <p className="mt-4 text-lg text-slate-700 wrap-anywhere">
        {ended === 'cancelled'
          ? said.cancelledText(firstName, mailed)
          : said.pastText(startsAt ? surveyTimeIn(startsAt, endsAt, locale) : null)}
      </p>
      <p className="mt-2 text-lg text-slate-700">
        {ended === 'cancelled' ? said.changedMind : said.needAnother}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <a
          href={localizeHref(SURVEY_BOOKING_STEP_PATH, locale)}
          className={`${BUTTON} bg-accent-500 text-brand-950 hover:bg-accent-400`}
        >
          {said.bookNew}
        </a>
        {phone && (
          <a
            href={phone.href}
            className={`${BUTTON} border-2 border-brand-900 text-brand-900 hover:bg-brand-50`}
          >
            {COMMON_WORDS[locale].callNumber(phone.label)}
          </a>
        )}
      </div>
    </section>
  );
}
