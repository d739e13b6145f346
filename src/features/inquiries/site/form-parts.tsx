import { SentDetail, SentOnly } from './form-state';

/**
 * What the visitor reads once the request is in: thanks by the name they gave (a person's or a
 * company's), how, where and when the answer comes (from the opening hours), the survey day they
 * would like (a wish: no time is booked by this form), the phone. The words
 * are rendered here; the details of the request just sent are put in by `form-state.tsx`.
 */
export function SentView({
  kind,
  phone,
  headingId,
}: {
  kind: 'quote' | 'contact';
  phone?: { label: string; href: string } | null;
  headingId: string;
}) {
  const by = (
    <>
      <SentOnly when="phone">
        {kind === 'quote'
          ? 'We call you at '
          : 'A member of our team reads your message right away and calls you at '}
      </SentOnly>
      <SentOnly when="email">
        {kind === 'quote'
          ? 'We e-mail you at '
          : 'A member of our team reads your message right away and replies to '}
      </SentOnly>
      <SentDetail detail="to" /> <SentDetail detail="callBack" />
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
        Thank you
        <SentDetail detail="name" before=", " />.{' '}
        {kind === 'quote' ? 'Your quote request is in.' : 'Your message is in.'}
      </h2>
      <p className="mt-4 max-w-prose text-lg text-slate-700">
        <strong className="font-semibold text-brand-950">What happens next:</strong>{' '}
        {kind === 'quote' ? (
          <>
            {by}, to talk through what you need
            <SentOnly when="survey-day">
              {' '}
              and agree on a time for your free site survey: you would like <SentDetail detail="surveyDay" />,
              and we take it if a time is still free that day, else the nearest day that has one.
            </SentOnly>
            <SentOnly when="no-survey-day"> and agree on a time for your free site survey.</SentOnly> Your
            written quote follows, with no obligation.
          </>
        ) : (
          <>{by}.</>
        )}
      </p>
      {phone && (
        <p className="mt-6 border-t border-slate-200 pt-6 text-slate-700">
          Need us sooner? Call{' '}
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
