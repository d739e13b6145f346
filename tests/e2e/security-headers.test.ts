import { describe, expect, inject, it } from 'vitest';
import { type RawAnswer, sendAsWritten } from '../support/raw-request';

/**
 * Every kind of answer the production server gives carries the site's security headers, whoever
 * writes it: a page (cached or not), the page-not-found, the API, a build script as Next sends it
 * and as the server sends its brotli copy, a refused image resize, a bad address, a redirect.
 */

const baseUrl = inject('baseUrl');

type Got = RawAnswer;

/** Sends `path` exactly as written: no URL parser between the test and the server. */
const get = (path: string, headers: Record<string, string> = {}) => {
  const { hostname, port } = new URL(baseUrl);
  return sendAsWritten({ host: hostname, port }, path, 'GET', headers);
};

const EXPECTED = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
  'cross-origin-opener-policy': 'same-origin',
};

describe('security headers on every kind of answer', () => {
  it('are sent with pages, the API, build files, refusals and redirects alike', async () => {
    const home = await get('/');
    const script = home.text.match(/\/_next\/static\/[^"']+?\.js/)?.[0];
    expect(script).toBeDefined();
    const answers: [string, Got, number][] = [
      ['a page', home, 200],
      ['the same page from the cache', await get('/'), 200],
      ['the page-not-found', await get('/no-such-page-here'), 404],
      ['the API', await get('/api/health'), 200],
      ['a script, in brotli', await get(script!, { 'accept-encoding': 'br' }), 200],
      ['a script, in gzip', await get(script!, { 'accept-encoding': 'gzip' }), 200],
      ['a script, plain', await get(script!), 200],
      [
        "a script's brotli copy asked for by name",
        await get(`${script}.br`, { 'accept-encoding': 'br' }),
        404,
      ],
      ['an image resize', await get('/_next/image?url=%2Fx.png&w=64&q=75'), 404],
      ['a bad address', await get('/%FF'), 400],
      ['a doubled slash', await get('//services'), 308],
      ['a trailing slash', await get('/services/'), 308],
      ['a backslash', await get('/\\evil.example'), 308],
      ['robots.txt', await get('/robots.txt'), 200],
    ];
    for (const [what, got, status] of answers) {
      expect(got.status, what).toBe(status);
      expect(got.headers, what).toMatchObject(EXPECTED);
      expect(got.headers['content-security-policy'], what).toEqual(expect.any(String));
    }
  });
});
