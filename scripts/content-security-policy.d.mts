import type { IncomingMessage } from 'node:http';

export function newScriptNonce(): string;
export function startRenderWithNonce(request: IncomingMessage): string;
export function sourceOf(url: string | undefined): string | undefined;
export function pageNeeds(
  html: string,
  nonce: string | undefined,
): {
  trustedScripts: number;
  google: boolean;
  'script-src': Set<string>;
  'style-src': Set<string>;
  'img-src': Set<string>;
  'font-src': Set<string>;
  'frame-src': Set<string>;
  'connect-src': Set<string>;
};
export function contentSecurityPolicy(html: string, nonce: string | undefined): string;
export const SECURITY_HEADERS: Record<string, string>;
