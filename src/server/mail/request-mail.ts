import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

interface RequestMailState {
  enqueued: boolean;
}

const requestMail = new AsyncLocalStorage<RequestMailState>();

/** Called by `enqueueMail`: the current request has put a mail in the outbox. */
export function noteMailEnqueued(): void {
  const state = requestMail.getStore();
  if (state) state.enqueued = true;
}

/**
 * Runs one request and tells whether it enqueued mail. The answer comes after the handler has
 * finished, so its transaction has committed and the mail is visible to the worker.
 */
export async function trackEnqueuedMail(handle: () => Promise<void>): Promise<boolean> {
  const state: RequestMailState = { enqueued: false };
  await requestMail.run(state, handle);
  return state.enqueued;
}
