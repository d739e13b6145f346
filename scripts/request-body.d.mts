import type { IncomingMessage, ServerResponse } from 'node:http';

export const MAX_BODY_BYTES: number;
export const BODY_IDLE_TIMEOUT_MS: number;
export const BODY_TOTAL_TIMEOUT_MS: number;
export function hasBody(request: IncomingMessage): boolean;
export function receiveBody(
  request: IncomingMessage,
  response: ServerResponse,
  limits?: { maxBytes?: number; idleMs?: number; totalMs?: number },
): Promise<IncomingMessage | null>;
