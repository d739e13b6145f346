import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Starts requests in the order they arrived, a few per turn of the event loop and a few at a time.
 *
 * On SQLite every query runs synchronously on the event loop, so a request whose queries all resolve
 * in microtasks (a list read on a kept-alive connection) finishes within the turn it started in,
 * while a visitor on a new connection needs a turn for each network step (accept, headers, body).
 * With every request started as it came, a turn ran the reads of all 50 kept-alive readers and grew
 * long, and 200 visitors posting the quote form fell from ~380 to ~54 posts/s (p99 8 s). Starting
 * at most `perTurn` requests in a turn keeps turns short, so new connections are read between them,
 * and everyone waits their place in one line.
 *
 * A request comes here once its body has arrived (`request-body.ts`), and counts against `limit`
 * until its response closes, or for `holdMs` at most: one slow answer must not keep others waiting.
 */
export type Admit = (request: IncomingMessage, response: ServerResponse, handle: () => void) => void;

export function admitInArrivalOrder({
  limit = 16,
  perTurn = 2,
  holdMs = 1_000,
}: {
  limit?: number;
  perTurn?: number;
  holdMs?: number;
} = {}): Admit {
  let running = 0;
  let startedThisTurn = 0;
  let turnScheduled = false;
  const waiting: Array<() => void> = [];

  const mayStart = () => running < limit && startedThisTurn < perTurn;

  /** Counts starts per turn: the next turn (check phase) starts the next few from the line. */
  function nextTurn() {
    if (turnScheduled) return;
    turnScheduled = true;
    setImmediate(() => {
      turnScheduled = false;
      startedThisTurn = 0;
      while (mayStart() && waiting.length > 0) waiting.shift()?.();
      if (waiting.length > 0 || startedThisTurn > 0) nextTurn();
    });
  }

  return function admit(request, response, handle) {
    const start = () => {
      // A client that gave up while waiting needs no answer.
      if (response.destroyed || request.socket.destroyed) return;
      running++;
      startedThisTurn++;
      nextTurn();
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        clearTimeout(timer);
        running--;
        nextTurn();
      };
      const timer = setTimeout(release, holdMs);
      timer.unref();
      response.once('close', release);
      handle();
    };
    if (mayStart() && waiting.length === 0) start();
    else {
      waiting.push(start);
      nextTurn();
    }
  };
}
