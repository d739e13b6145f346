'use client';

import { type FormEvent, useState } from 'react';
import type { UnsubscribeWords } from './words';

type State =
  | { kind: 'ready' }
  | { kind: 'sending' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

/** What the page says of the API's answer: a link refused as not valid, or any other failure. */
function answerOf(response: Response, words: UnsubscribeWords): string {
  if (response.ok) return words.answers.done;
  return response.status === 400 || response.status === 404 ? words.answers.invalidLink : words.tryAgain;
}

/** The answer said once the form was sent, with or without JavaScript. */
export function UnsubscribeAnswer({ ok, message }: { ok: boolean; message: string }) {
  return (
    <p role="status" className={`mt-4 ${ok ? 'text-slate-700' : 'text-red-700'}`}>
      {message}
    </p>
  );
}

/**
 * One button: the visitor confirms and the token of their link is sent. With JavaScript the answer
 * is shown in place; without it the form is posted to `action`, which answers with this page again.
 */
export function UnsubscribeForm({
  token,
  action,
  words,
}: {
  token: string;
  action: string;
  words: UnsubscribeWords;
}) {
  const [state, setState] = useState<State>({ kind: 'ready' });
  if (!token) {
    return <p className="mt-4 text-slate-600">{words.incomplete}</p>;
  }
  if (state.kind === 'done' || state.kind === 'failed') {
    return <UnsubscribeAnswer ok={state.kind === 'done'} message={state.message} />;
  }
  const unsubscribe = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setState({ kind: 'sending' });
    try {
      const response = await fetch('/api/subscribers/unsubscribe', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      const message = answerOf(response, words);
      setState(response.ok ? { kind: 'done', message } : { kind: 'failed', message });
    } catch {
      setState({ kind: 'failed', message: words.tryAgain });
    }
  };
  return (
    <form method="post" action={action} onSubmit={unsubscribe}>
      <p className="mt-4 text-slate-600">{words.intro}</p>
      <input type="hidden" name="token" value={token} />
      <button
        type="submit"
        disabled={state.kind === 'sending'}
        className="mt-6 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900 disabled:opacity-60"
      >
        {state.kind === 'sending' ? words.sending : words.button}
      </button>
    </form>
  );
}
