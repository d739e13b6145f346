'use client';

import { type FormEvent, useRef, useState } from 'react';

type State = { kind: 'ready' } | { kind: 'sending' } | { kind: 'done' } | { kind: 'failed'; message: string };

/**
 * The footer's newsletter sign-up. Without JavaScript a plain form post, answered with a small
 * confirmation page; with it, the same sign-up through the API and an inline thank-you. The page it
 * was sent from is recorded as the subscriber's source.
 */
export function NewsletterSignup() {
  const [state, setState] = useState<State>({ kind: 'ready' });
  const statusRef = useRef<HTMLParagraphElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      setState({ kind: 'failed', message: email ? 'Enter a valid email' : 'Email is required' });
      return;
    }
    setState({ kind: 'sending' });
    try {
      const response = await fetch('/api/subscribers', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, source: window.location.pathname }),
      });
      if (response.ok) {
        setState({ kind: 'done' });
        requestAnimationFrame(() => statusRef.current?.focus());
        return;
      }
      const body = (await response.json().catch(() => ({}))) as {
        message?: string;
        errors?: Record<string, string[]>;
      };
      setState({
        kind: 'failed',
        message: body.errors?.email?.[0] ?? body.message ?? 'Something went wrong. Please try again.',
      });
    } catch {
      setState({ kind: 'failed', message: 'Something went wrong. Please try again.' });
    }
  };

  if (state.kind === 'done') {
    return (
      <div>
        <p className="font-display text-lg font-bold text-white">Security tips, once a month</p>
        <p
          ref={statusRef}
          role="status"
          tabIndex={-1}
          className="mt-3 flex items-center gap-2 rounded-lg bg-white/10 px-4 py-3 text-white focus:outline-none"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            className="size-5 shrink-0 text-accent-400"
          >
            <path strokeLinecap="round" strokeLinejoin="round" d="m5 12.5 4.5 4.5L19 7.5" />
          </svg>
          Thanks — you are subscribed.
        </p>
      </div>
    );
  }

  const failed = state.kind === 'failed';
  return (
    <form method="post" action="/newsletter/subscribe" onSubmit={onSubmit} noValidate>
      <label htmlFor="newsletter-email" className="block font-display text-lg font-bold text-white">
        Security tips, once a month
      </label>
      <p id="newsletter-note" className="mt-2 text-sm text-brand-200">
        Practical advice on cameras and alarms. No spam; unsubscribe in one click.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row md:flex-col lg:flex-row">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          required
          placeholder="you@example.com"
          aria-invalid={failed || undefined}
          aria-describedby={failed ? 'newsletter-note newsletter-error' : 'newsletter-note'}
          className="min-h-12 w-full min-w-0 flex-1 rounded-lg border border-white/20 bg-white px-3.5 text-base text-slate-900 placeholder:text-slate-500 focus:outline-none focus:ring-4 focus:ring-accent-400/60"
        />
        <button
          type="submit"
          disabled={state.kind === 'sending'}
          className="min-h-12 shrink-0 rounded-lg bg-accent-500 px-5 font-semibold text-brand-950 transition-colors hover:bg-accent-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400 disabled:opacity-70"
        >
          {state.kind === 'sending' ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
      {failed && (
        <p id="newsletter-error" role="alert" className="mt-2 text-sm font-medium text-accent-300">
          {state.message}
        </p>
      )}
    </form>
  );
}
