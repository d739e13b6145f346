import type { IncomingMessage, ServerResponse } from 'node:http';

export function admitInArrivalOrder(options?: {
  limit?: number;
  perTurn?: number;
  holdMs?: number;
}): (request: IncomingMessage, response: ServerResponse, handle: () => void) => void;
