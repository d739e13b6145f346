import { SentDetail, SentOnly } from './form-state';
import type { InquiryWords } from './words';

/**
 * What the visitor reads once the request is in: thanks by the name they gave (a person's or a
 * company's), how, where and when the answer comes (from the opening hours), the survey day they
 * would like (a wish: no time is booked by this form), the phone. The words (`words`, in the
 * page's language) are rendered here; the details of the request just sent are put in by
 * `form-state.tsx`.
 */
export function SentView({
  kind,
  phone,
  headingId,
  words,
}: {
  kind: 'quote' | 'contact';
  phone?: { label: string; href: string } | null;
  headingId: string;
  words: InquiryWords['sent'];
}) {
  // Ended with a full stop where the sentence ends there, one only ("a partir de las 8 a.m.").
  const by = (end: '' | '.') => (
    <>
      <SentOnly when="phone">{words.byPhone[kind]}</SentOnly>
      <SentOnly when="email">{words.byEmail[kind]}</SentOnly>
      <SentDetail detail="to" /> <SentDetail detail="callBack" after={end} />
    </>
  );
  return (
    <div role="status" className="py-2">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          className="size-7"
        >
          <path strokeLinecap="round" strokeLinejoin="round" d="m5 12.5 4.5 4.5L19 7.5" />
        </svg>
      </span>
      <h2
        id={headingId}
        tabIndex={-1}
        className="mt-5 scroll-mt-40 font-display text-2xl font-bold tracking-tight text-brand-900 focus:outline-none sm:text-3xl"
      >
        {words.thankYou}
        <SentDetail detail="name" before=", " />. {words.isIn[kind]}
      </h2>
      <p className="mt-4 max-w-prose text-lg text-slate-700">
        <strong className="font-semibold text-brand-950">{words.whatNext}</strong>{' '}
        {kind === 'quote' ? (
          <>
            {by('')}
            {words.toTalk}
            <SentOnly when="survey-day">
              {words.surveyDayBefore}
              <SentDetail detail="surveyDay" />
              {words.surveyDayAfter}
            </SentOnly>
            <SentOnly when="no-survey-day">{words.noSurveyDay}</SentOnly>
            {words.quoteFollows}
          </>
        ) : (
          by('.')
        )}
      </p>
      {phone && (
        <p className="mt-6 border-t border-slate-200 pt-6 text-slate-700">
          {words.needSooner}{' '}
          <a
            href={phone.href}
            className="whitespace-nowrap font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {phone.label}
          </a>
          .
        </p>
      )}
    </div>
  );
}
