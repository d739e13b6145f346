import 'server-only';
import { headers } from 'next/headers';

/** Next's own reading of a nonce source: `'nonce-<base64 or base64url>'`. */
const NONCE_SOURCE = /'nonce-([A-Za-z0-9+/_-]+={0,2})'/;

/**
 * The nonce of this render, which the page server (`scripts/content-security-policy.ts`) puts in the
 * request's `content-security-policy` header and allows in the page's policy: every script a layout
 * writes carries it, and nothing else runs. Reading it makes the page render on request.
 */
export async function scriptNonce(): Promise<string | undefined> {
  const policy = (await headers()).get('content-security-policy');
  return policy ? NONCE_SOURCE.exec(policy)?.[1] : undefined;
}
