'use client';

import { useState } from 'react';
import type { UnsubscribeWords } from './words';

type State =
  | { kind: 'ready' }
  | { kind: 'sending' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

/**
 * What the page says of the API's answer: its own message where the page is in the API's language
 * (English), else the page's words for it (a link refused as not valid, or any other failure).
 */
function answerOf(response: Response, message: string | undefined, words: UnsubscribeWords): string {
  if (!words.answers) return message ?? words.somethingWrong;
  if (response.ok) return words.answers.done;
  return response.status === 400 || response.status === 404 ? words.answers.invalidLink : words.tryAgain;
}

/** One button: the visitor confirms, the token of their link is sent, and the answer is shown. */
export function UnsubscribeForm({ token, words }: { token: string; words: UnsubscribeWords }) {
  const [state, setState] = useState<State>({ kind: 'ready' });
  if (!token) {
    return <p className="mt-4 text-slate-600">{words.incomplete}</p>;
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
      const message = answerOf(response, body.message, words);
      setState(response.ok ? { kind: 'done', message } : { kind: 'failed', message });
    } catch {
      setState({ kind: 'failed', message: words.tryAgain });
    }
  };
  return (
    <>
      <p className="mt-4 text-slate-600">{words.intro}</p>
      <button
        type="button"
        onClick={unsubscribe}
        disabled={state.kind === 'sending'}
        className="mt-6 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900 disabled:opacity-60"
      >
        {state.kind === 'sending' ? words.sending : words.button}
      </button>
    </>
  );
}
