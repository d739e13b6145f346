import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

export interface CapturedDocument {
  status: number;
  statusMessage?: string;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  /** The nonce of the render that wrote the body (none: no script of it may run). */
  nonce?: string;
}

export const NOT_FOUND_PAGE: string;
export function isEmptyErrorShell(captured: CapturedDocument): boolean;
export function withoutNextScripts(html: string): string;
export function renderNotFoundDocument(
  handle: (request: IncomingMessage, response: ServerResponse) => unknown,
  original: IncomingMessage,
): Promise<CapturedDocument | null>;
