import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Parser } from 'htmlparser2';

/**
 * The Content-Security-Policy of an HTML document. Scripts run only when the server itself wrote
 * them: each render gets a fresh random nonce (`scriptNonceRequestHeader` hands it to Next, which
 * puts it on its bootstrap and payload scripts; the layouts put it on the scripts they write: the
 * colour-scheme script and the administrator's Analytics code). A script that came in with stored
 * content cannot carry a nonce that did not exist when it was stored, so it never runs. A cached
 * page keeps the nonce of its render with its policy: the page and its policy change together.
 *
 * The document is also read (with a real HTML parser) for the origins of the images, styles, fonts
 * and frames it references, and the Google tag hosts are added when one of its trusted scripts is
 * the tag manager or analytics snippet.
 */

/** The directives whose sources come from what the page references. */
type SourceDirective = 'script-src' | 'style-src' | 'img-src' | 'font-src' | 'frame-src' | 'connect-src';

export type PageNeeds = { trustedScripts: number; google: boolean } & Record<SourceDirective, Set<string>>;

/** Hosts Google documents for Tag Manager and GA4 (with Google signals), by directive. */
const GOOGLE_TAG_HOSTS: Partial<Record<SourceDirective, string[]>> = {
  'script-src': ['https://*.googletagmanager.com'],
  'img-src': [
    'https://*.google-analytics.com',
    'https://*.googletagmanager.com',
    'https://*.g.doubleclick.net',
    'https://*.google.com',
  ],
  'connect-src': [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
    'https://*.g.doubleclick.net',
    'https://*.google.com',
  ],
  'frame-src': ['https://www.googletagmanager.com'],
};
const GOOGLE_TAG_MARKER = /googletagmanager\.com|google-analytics\.com|\bgtag\(/;

/** A fresh nonce for one render: 144 random bits, in characters Next accepts in a nonce. */
export function newScriptNonce(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Prepares a request for a render of a document and returns the render's nonce. The request header
 * `content-security-policy` makes Next put the nonce on every script it writes (the layouts read it
 * there too; a client's own value is replaced). A document's policy is made here from its body, so
 * Next must not answer a revalidation (304) with headers of its own: the conditional headers go.
 */
export function startRenderWithNonce(request: IncomingMessage): string {
  const nonce = newScriptNonce();
  request.headers['content-security-policy'] = `script-src 'nonce-${nonce}'`;
  delete request.headers['content-security-policy-report-only'];
  delete request.headers['if-none-match'];
  delete request.headers['if-modified-since'];
  return nonce;
}

/**
 * The source expression that allows a URL found in the page: nothing for a same-origin or inline
 * (`data:`) URL, which the policy allows anyway, else its scheme and host.
 */
export function sourceOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const trimmed = url.trim();
  if (trimmed.startsWith('//')) {
    const host = /^\/\/([^/?#\s]+)/.exec(trimmed)?.[1];
    return host ? `https://${host.toLowerCase()}` : undefined;
  }
  if (!/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return undefined; // relative: same origin
  try {
    const parsed = new URL(trimmed);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
    return parsed.origin;
  } catch {
    return undefined;
  }
}

function urlsOfSrcset(srcset: string | undefined): string[] {
  return (srcset ?? '')
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter(Boolean);
}

/**
 * What the page contains that a policy must allow. Only scripts carrying `nonce` count as the
 * server's own: their hosts may be needed by what they load (the Google tag snippets).
 * `nonce` is the nonce of the render that wrote the page.
 */
export function pageNeeds(html: string, nonce: string | undefined): PageNeeds {
  const needs: PageNeeds = {
    trustedScripts: 0,
    google: false,
    'script-src': new Set(),
    'style-src': new Set(),
    'img-src': new Set(),
    'font-src': new Set(),
    'frame-src': new Set(),
    'connect-src': new Set(),
  };
  const add = (directive: SourceDirective, url: string | undefined) => {
    const source = sourceOf(url);
    if (source) needs[directive].add(source);
  };
  /** The source and text of the trusted script being read, or null outside one. */
  let trustedScript: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'script') {
          const trusted = Boolean(nonce) && attributes.nonce === nonce;
          if (trusted) {
            needs.trustedScripts += 1;
            // What a trusted external script loads next comes from its own host.
            add('script-src', attributes.src);
            trustedScript = attributes.src ?? '';
          }
        } else if (name === 'link') {
          const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
          const as = (attributes.as ?? '').toLowerCase();
          if (rel.includes('stylesheet') || as === 'style') add('style-src', attributes.href);
          else if (as === 'font') add('font-src', attributes.href);
          else if (as === 'image') add('img-src', attributes.href);
        } else if (name === 'img' || name === 'source') {
          add('img-src', attributes.src);
          for (const url of urlsOfSrcset(attributes.srcset)) add('img-src', url);
        } else if (name === 'iframe') {
          add('frame-src', attributes.src);
        }
      },
      ontext(text) {
        if (trustedScript !== null) trustedScript += text;
      },
      onclosetag(name) {
        if (name !== 'script' || trustedScript === null) return;
        if (GOOGLE_TAG_MARKER.test(trustedScript)) needs.google = true;
        trustedScript = null;
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  if (needs.google) {
    for (const [directive, hosts] of Object.entries(GOOGLE_TAG_HOSTS) as [SourceDirective, string[]][]) {
      for (const host of hosts) needs[directive].add(host);
    }
  }
  return needs;
}

const list = (values: Set<string>) => [...values].sort().join(' ');
const directive = (name: string, ...sources: string[]) =>
  [name, ...sources.filter((source) => source.length > 0)].join(' ');

/**
 * The Content-Security-Policy header value for a document rendered with `nonce`. Without a nonce
 * (a document no render of ours wrote, such as the plain server-error page) no script runs at all.
 */
export function contentSecurityPolicy(html: string, nonce: string | undefined): string {
  const needs = pageNeeds(html, nonce);
  const scriptSources = nonce ? ["'self'", `'nonce-${nonce}'`, list(needs['script-src'])] : ["'none'"];
  return [
    directive('default-src', "'self'"),
    directive('script-src', ...scriptSources),
    // Mantine and Next set inline styles; styles cannot run code.
    directive('style-src', "'self'", "'unsafe-inline'", list(needs['style-src'])),
    // blob: for previews of an image chosen for upload, before it is sent.
    directive('img-src', "'self'", 'data:', 'blob:', list(needs['img-src'])),
    directive('font-src', "'self'", 'data:', list(needs['font-src'])),
    directive('connect-src', "'self'", list(needs['connect-src'])),
    directive('frame-src', "'self'", list(needs['frame-src'])),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Sent with every HTML page, cached or not, and with its 304 (next.config.mjs sets them on everything else). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
  'cross-origin-opener-policy': 'same-origin',
};
