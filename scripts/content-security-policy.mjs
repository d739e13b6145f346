import { createHash } from 'node:crypto';

/**
 * A Content-Security-Policy computed from the HTML of the page it protects, so a page kept in the
 * cache carries its own policy (a per-request nonce would force Next to render every request):
 * every inline script is allowed by its sha256 hash, every external script, style, image, font and
 * frame the markup references by its origin, and Google's tag hosts when the page contains the tag
 * manager or analytics snippet. Nothing else runs.
 */

/** Hosts Google documents for Tag Manager and GA4 (with Google signals), by directive. */
const GOOGLE_TAG_HOSTS = {
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

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TAG = (name) => new RegExp(`<${name}\\b([^>]*)>`, 'gi');

/** The value of one attribute in a tag's attribute text, unescaped enough for URLs. */
export function attribute(attributes, name) {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+))`, 'i').exec(
    attributes,
  );
  if (!match) return undefined;
  return (match[1] ?? match[2] ?? match[3] ?? '').replace(/&amp;/g, '&').trim();
}

/**
 * The source expression that allows a URL found in the page: nothing for a same-origin or inline
 * (`data:`) URL, which the policy allows anyway, else its scheme and host.
 */
export function sourceOf(url) {
  if (!url) return undefined;
  if (url.startsWith('//')) {
    const host = /^\/\/([^/?#\s]+)/.exec(url)?.[1];
    return host ? `https://${host.toLowerCase()}` : undefined;
  }
  if (!/^[a-z][a-z0-9+.-]*:/i.test(url)) return undefined; // relative: same origin
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
    return parsed.origin;
  } catch {
    return undefined;
  }
}

function sha256Source(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

function urlsOfSrcset(srcset) {
  return (srcset ?? '')
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter(Boolean);
}

/**
 * What the page contains that a policy must allow.
 * @param {string} html
 */
export function pageNeeds(html) {
  const needs = {
    scriptHashes: new Set(),
    'script-src': new Set(),
    'style-src': new Set(),
    'img-src': new Set(),
    'font-src': new Set(),
    'frame-src': new Set(),
    'connect-src': new Set(),
  };
  const add = (directive, url) => {
    const source = sourceOf(url);
    if (source) needs[directive].add(source);
  };
  for (const [, attributes, body] of html.matchAll(SCRIPT_ELEMENT)) {
    const src = attribute(attributes, 'src');
    if (src !== undefined) add('script-src', src);
    else needs.scriptHashes.add(sha256Source(body));
  }
  for (const [, attributes] of html.matchAll(TAG('link'))) {
    const rel = (attribute(attributes, 'rel') ?? '').toLowerCase().split(/\s+/);
    const as = (attribute(attributes, 'as') ?? '').toLowerCase();
    const href = attribute(attributes, 'href');
    if (rel.includes('stylesheet') || as === 'style') add('style-src', href);
    else if (rel.includes('modulepreload') || as === 'script') add('script-src', href);
    else if (as === 'font') add('font-src', href);
    else if (as === 'image') add('img-src', href);
  }
  for (const name of ['img', 'source']) {
    for (const [, attributes] of html.matchAll(TAG(name))) {
      add('img-src', attribute(attributes, 'src'));
      for (const url of urlsOfSrcset(attribute(attributes, 'srcset'))) add('img-src', url);
    }
  }
  for (const [, attributes] of html.matchAll(TAG('iframe'))) add('frame-src', attribute(attributes, 'src'));
  if (GOOGLE_TAG_MARKER.test(html)) {
    for (const [directive, hosts] of Object.entries(GOOGLE_TAG_HOSTS)) {
      for (const host of hosts) needs[directive].add(host);
    }
  }
  return needs;
}

const list = (values) => [...values].sort().join(' ');
const directive = (name, ...sources) => [name, ...sources.filter((source) => source.length > 0)].join(' ');

/** The Content-Security-Policy header value for a page's HTML. */
export function contentSecurityPolicy(html) {
  const needs = pageNeeds(html);
  return [
    directive('default-src', "'self'"),
    directive('script-src', "'self'", list(needs.scriptHashes), list(needs['script-src'])),
    // Mantine and Next set inline styles; styles cannot run code.
    directive('style-src', "'self'", "'unsafe-inline'", list(needs['style-src'])),
    // blob: for previews of an image chosen for upload, before it is sent.
    directive('img-src', "'self'", 'data:', 'blob:', list(needs['img-src'])),
    directive('font-src', "'self'", 'data:', list(needs['font-src'])),
    directive('connect-src', "'self'", list(needs['connect-src'])),
    directive('frame-src', needs['frame-src'].size > 0 ? `'self' ${list(needs['frame-src'])}` : "'self'"),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Sent with every HTML page, cached or not (next.config.mjs sets them on everything else). */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};
