import type { OutgoingHttpHeader, OutgoingHttpHeaders } from 'node:http';
import type { CapturedResponse } from './capture-response.ts';
import { contentSecurityPolicy, SECURITY_HEADERS } from './content-security-policy.ts';
import { CACHED_PAGE_CACHE_CONTROL, type Encoding, etagOf, type StorablePage } from './page-cache.ts';
import { compress } from './page-compression.ts';

/**
 * What the page server sends for a document Next rendered: its headers, adjusted for a body sent
 * from here, and the page the cache keeps, with every answer it is sent as made ready in advance.
 */

/** Headers Next set that do not describe the bytes sent from here. */
const DROPPED_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'x-powered-by']);
/**
 * Headers a 304 repeats from the 200 it stands for: those RFC 9110 15.4.5 asks for, and the page's
 * security headers, which browsers apply to the copy they kept (a 304 with another policy would
 * break the page it revalidates).
 */
const NOT_MODIFIED_HEADERS = [
  'cache-control',
  'content-location',
  'etag',
  'expires',
  'vary',
  'content-security-policy',
  ...Object.keys(SECURITY_HEADERS),
];

function withAcceptEncodingVary(vary: OutgoingHttpHeader | undefined): string {
  const text = Array.isArray(vary) ? vary.join(', ') : vary ? String(vary) : '';
  if (/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(text)) return text;
  return text ? `${text}, Accept-Encoding` : 'Accept-Encoding';
}

/** Next's headers, adjusted for a body sent from here: security headers, the CSP of an HTML body. */
export function documentHeaders(captured: CapturedResponse): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(captured.headers)) {
    if (value !== undefined && !DROPPED_HEADERS.has(name)) headers[name] = value;
  }
  if (/^text\/html\b/i.test(String(headers['content-type'] ?? ''))) {
    Object.assign(headers, SECURITY_HEADERS);
    headers['content-security-policy'] = contentSecurityPolicy(
      captured.body.toString('utf8'),
      captured.nonce,
    );
  }
  headers.vary = withAcceptEncodingVary(headers.vary);
  // The same page travels in three encodings: the validator is weak.
  if (typeof headers.etag === 'string' && !headers.etag.startsWith('W/')) headers.etag = `W/${headers.etag}`;
  return headers;
}

/** Flattens headers for `writeHead` (the raw array form skips Node's per-call object walk). */
function rawHeaders(headers: OutgoingHttpHeaders): string[] {
  const raw: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (Array.isArray(value)) for (const item of value) raw.push(name, item);
    else if (value !== undefined) raw.push(name, String(value));
  }
  return raw;
}

/** A page as the cache keeps it: with the header lists each of its answers is sent with, ready made. */
export interface ServedPage extends StorablePage {
  raw: Record<Encoding | 'notModified', string[]>;
}

/** A cached page with its three bodies and the header lists each one is sent with. */
export async function cachedPage(captured: CapturedResponse): Promise<ServedPage> {
  const headers = documentHeaders(captured);
  headers['cache-control'] = CACHED_PAGE_CACHE_CONTROL;
  const etag = etagOf(captured.body);
  headers.etag = etag;
  const identity = captured.body;
  const [br, gzipped] = await Promise.all([
    compress(identity, 'br', 'cached'),
    compress(identity, 'gzip', 'cached'),
  ]);
  const sent = (extra: OutgoingHttpHeaders) => rawHeaders({ ...headers, ...extra, 'x-cache': 'HIT' });
  return {
    status: 200,
    headers,
    etag,
    identity,
    br,
    gzip: gzipped,
    raw: {
      identity: sent({ 'content-length': identity.length }),
      br: sent({ 'content-encoding': 'br', 'content-length': br.length }),
      gzip: sent({ 'content-encoding': 'gzip', 'content-length': gzipped.length }),
      notModified: rawHeaders({
        ...Object.fromEntries(
          NOT_MODIFIED_HEADERS.filter((name) => name in headers).map((n) => [n, headers[n]]),
        ),
        'x-cache': 'HIT',
      }),
    },
  };
}
