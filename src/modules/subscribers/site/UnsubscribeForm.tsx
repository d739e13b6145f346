'use client';

import { useState } from 'react';

type State =
  | { kind: 'ready' }
  | { kind: 'sending' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

/** One button: the visitor confirms, the token of their link is sent, and the answer is shown. */
export function UnsubscribeForm({ token }: { token: string }) {
  const [state, setState] = useState<State>({ kind: 'ready' });
  if (!token) {
    return (
      <p className="mt-4 text-slate-600">
        This link is incomplete. Use the unsubscribe link in one of our e-mails.
      </p>
    );
  }
  if (state.kind === 'done' || state.kind === 'failed') {
    return (
      <p role="status" className={`mt-4 ${state.kind === 'done' ? 'text-slate-700' : 'text-red-700'}`}>
        {state.message}
      </p>
    );
  }
  const unsubscribe = async () => {
    setState({ kind: 'sending' });
    try {
      const response = await fetch('/api/subscribers/unsubscribe', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      const body = (await response.json()) as { message?: string };
      const message = body.message ?? 'Something went wrong';
      setState(response.ok ? { kind: 'done', message } : { kind: 'failed', message });
    } catch {
      setState({ kind: 'failed', message: 'Something went wrong. Please try again.' });
    }
  };
  return (
    <>
      <p className="mt-4 text-slate-600">
        You will no longer receive our e-mails. You can sign up again at any time.
      </p>
      <button
        type="button"
        onClick={unsubscribe}
        disabled={state.kind === 'sending'}
        className="mt-6 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900 disabled:opacity-60"
      >
        {state.kind === 'sending' ? 'Unsubscribing...' : 'Unsubscribe'}
      </button>
    </>
  );
}
