import type { ReactNode, RefObject } from 'react';

/** One labelled field of the form, with its hint or, once it is wrong, its error in words. */
export function Field({
  id,
  label,
  required,
  hint,
  error,
  className = '',
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block font-semibold text-brand-950">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-1 text-red-700">
            *
          </span>
        ) : (
          <span className="ml-1.5 text-sm font-normal text-slate-600">(optional)</span>
        )}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-4 shrink-0">
            <path
              fillRule="evenodd"
              d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
              clipRule="evenodd"
            />
          </svg>
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}

/** What the visitor reads once the request is in: thanks, what happens next, the phone. */
export function SentState({
  kind,
  name,
  phone,
  headingRef,
  headingId,
}: {
  kind: 'quote' | 'contact';
  name: string;
  phone?: { label: string; href: string } | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
  headingId: string;
}) {
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
        ref={headingRef}
        tabIndex={-1}
        className="mt-5 font-display text-2xl font-bold tracking-tight text-brand-900 focus:outline-none sm:text-3xl"
      >
        {`Thank you${name ? `, ${name}` : ''}. ${kind === 'quote' ? 'Your quote request is in.' : 'Your message is in.'}`}
      </h2>
      <p className="mt-4 max-w-prose text-lg text-slate-700">
        <strong className="font-semibold text-brand-950">What happens next:</strong>{' '}
        {kind === 'quote'
          ? 'We call you within one business hour, Mon–Sat, to talk through what you need and book your free site survey. Your written quote follows, with no obligation.'
          : 'A member of our team reads your message right away. We call you within one business hour, Mon–Sat, or reply by e-mail.'}
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
