'use client';

import Link from 'next/link';

/** Something failed while rendering a page: say so calmly and offer a retry and a way on. */
export default function SiteError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <section aria-labelledby="error-heading" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto w-full max-w-3xl px-5 sm:px-8">
        <p className="font-display text-sm font-bold uppercase tracking-[0.16em] text-accent-700">Sorry</p>
        <h1
          id="error-heading"
          className="mt-3 font-display text-4xl font-extrabold tracking-tight text-brand-900 sm:text-5xl"
        >
          This page didn’t load properly
        </h1>
        <p className="mt-5 text-lg text-slate-600">
          Something went wrong on our side. Please try again; if it keeps happening, call us or use the free
          quote form and we will get back to you.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <button
            type="button"
            onClick={reset}
            className="inline-flex min-h-12 items-center justify-center rounded-xl bg-accent-500 px-6 font-bold text-brand-950 hover:bg-accent-400"
          >
            Try again
          </button>
          <Link
            href="/free-quote"
            className="inline-flex min-h-12 items-center justify-center rounded-xl bg-brand-900 px-6 font-semibold text-white hover:bg-brand-800"
          >
            Free quote
          </Link>
          <Link
            href="/"
            className="inline-flex min-h-12 items-center justify-center rounded-xl border-2 border-brand-900 px-6 font-semibold text-brand-900 hover:bg-brand-50"
          >
            Home page
          </Link>
        </div>
      </div>
    </section>
  );
}
