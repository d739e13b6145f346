import 'server-only';
import type { Context } from 'hono';
import type { ApiEnv, AppDependencies } from './context';

const pendingByApp = new WeakMap<AppDependencies, Set<Promise<void>>>();

/**
 * Runs `work` after the request has been answered, so how long it takes shows in no answer: a
 * "forgot password" for a real account answers as fast as one for an unknown address, and the link
 * is made and mailed afterwards. A failure is logged with the request's id; nothing is lost at a
 * shutdown, which waits for this work (`settleWorkAfterAnswers`) before the database closes.
 */
export function afterAnswer(c: Context<ApiEnv>, what: string, work: () => Promise<void>): void {
  const deps = c.get('deps');
  const log = c.get('log');
  let pending = pendingByApp.get(deps);
  if (!pending) {
    pending = new Set();
    pendingByApp.set(deps, pending);
  }
  // `setImmediate`: after the answer's promise chain has handed the response on.
  const run = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .catch((error: unknown) => log.error({ err: error }, `${what} failed after the answer`));
  pending.add(run);
  void run.finally(() => pending.delete(run));
}

/** Waits until the app's work after answers is done, later work included (shutdown; tests). */
export async function settleWorkAfterAnswers(deps: AppDependencies): Promise<void> {
  const pending = pendingByApp.get(deps);
  while (pending?.size) await Promise.all([...pending]);
}
