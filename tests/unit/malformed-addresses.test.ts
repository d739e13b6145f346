import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageServer } from '../../scripts/page-server.ts';
import { admitInArrivalOrder } from '../../scripts/request-admission.ts';
import { isMalformedPath, tidyPathLocation } from '../../scripts/request-path.ts';
import { createSiteRequestListener } from '../../scripts/site-requests.ts';
import { sendAsWritten } from '../support/raw-request';

/**
 * The production server's request listener (scripts/site-requests.ts) over real HTTP on loopback,
 * with a stand-in for Next's handler that answers as Next 16 does: 500 "Internal Server Error" in
 * plain text for a path whose escapes do not decode (measured on a production build for all six
 * addresses of the report), the site's pages, and the API's JSON. The same addresses against the
 * real server are in tests/e2e/malformed-addresses.test.ts.
 */

const NOT_FOUND_TEXT = 'We could not find that page';
const NOT_FOUND_HTML = `<!DOCTYPE html><html lang="en"><head><title>Page not found</title></head><body><main><h1>${NOT_FOUND_TEXT}</h1>${'<p>Try the menu above.</p>'.repeat(40)}</main></body></html>`;

const handled: string[] = [];
const logged: Array<Record<string, unknown>> = [];
let server: Server;
let port = 0;

/** Next, as far as these requests go. */
async function next(req: IncomingMessage, res: ServerResponse) {
  const url = req.url ?? '/';
  handled.push(url);
  const path = url.split('?')[0];
  try {
    decodeURIComponent(path);
  } catch {
    res.statusCode = 500;
    res.end('Internal Server Error');
    return;
  }
  if (path === '/page-not-found') {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(NOT_FOUND_HTML);
    return;
  }
  if (path === '/api/broken' || path === '/broken' || path.includes('secretpart')) {
    res.statusCode = 500;
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({ success: false, message: 'Something went wrong', seen: req.headers['x-request-id'] }),
    );
    return;
  }
  res.setHeader('content-type', path.startsWith('/api') ? 'application/json' : 'text/html; charset=utf-8');
  res.setHeader('cache-control', 'private, no-store');
  res.end(path.startsWith('/api') ? '{"success":true}' : '<!DOCTYPE html><html><body>A page</body></html>');
}

beforeAll(async () => {
  const pages = createPageServer({ handle: next });
  server = createServer(
    createSiteRequestListener({
      handle: next,
      pages,
      serveStatic: async () => false,
      admit: admitInArrivalOrder(),
      log: (entry) => logged.push(entry),
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Sends `path` exactly as written (no URL parser between the test and the server). */
const send = (path: string, method = 'GET', headers: Record<string, string> = {}) =>
  sendAsWritten({ host: '127.0.0.1', port }, path, method, headers);

/** Escapes no UTF-8 decoder accepts: a lone byte, a surrogate, overlong forms, cut sequences, no hex. */
const MALFORMED = [
  '%FF',
  '%ED%A0%80',
  '%C0%AF',
  '%80',
  '%E0%A4%A',
  '%F0%9F%98',
  '%zz',
  '%',
  'x%2',
  '%F4%90%80%80',
];
/** Where a visitor or a script could put them: pages, private links, area pages, the API, uploads. */
const PAGE_SHAPES = [
  '/{}',
  '/services/{}',
  '/survey/{}',
  '/areas/{}',
  '/blog/{}?page=2',
  '/media/{}',
  '/{}/x',
];
const API_SHAPES = [
  '/api/{}',
  '/api/services/{}',
  '/api/survey-bookings/{}/calendar',
  '/api/survey-bookings/{}',
];

describe('an address whose escapes are not UTF-8', () => {
  it.each(MALFORMED)(
    '%s answers 400 on every page shape: the site’s page, never routed',
    async (malformed) => {
      for (const shape of PAGE_SHAPES) {
        const path = shape.replace('{}', malformed);
        for (const method of ['GET', 'HEAD', 'POST']) {
          const headers: Record<string, string> =
            method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {};
          const got = await send(path, method, headers);
          expect(got.status, `${method} ${path}`).toBe(400);
          expect(got.headers['content-type'], path).toMatch(/^text\/html/);
          expect(got.headers['cache-control'], path).toBe('no-store');
          expect(got.headers['x-request-id'], path).toMatch(/^[\w-]{8,64}$/);
          if (method !== 'HEAD') expect(got.text, path).toContain(NOT_FOUND_TEXT);
          expect(handled, path).not.toContain(path);
        }
      }
    },
  );

  it.each(MALFORMED)('%s answers 400 with the API’s JSON error on every API shape', async (malformed) => {
    for (const shape of API_SHAPES) {
      const path = shape.replace('{}', malformed);
      for (const method of ['GET', 'POST', 'DELETE']) {
        const headers: Record<string, string> =
          method === 'POST' ? { 'content-type': 'application/json' } : {};
        const got = await send(path, method, headers);
        expect(got.status, `${method} ${path}`).toBe(400);
        expect(got.headers['content-type'], path).toMatch(/^application\/json/);
        expect(JSON.parse(got.text), path).toEqual({ success: false, message: expect.any(String) });
        expect(got.headers['x-request-id'], path).toMatch(/^[\w-]{8,64}$/);
        expect(handled, path).not.toContain(path);
      }
    }
  });

  it('well-formed escapes, and any escape in the query, still reach the site', async () => {
    for (const path of [
      '/services/%C3%A9',
      '/%2F',
      '/services?x=%FF',
      '/api/services?q=%',
      '/survey/%F0%9F%98%80',
    ]) {
      const got = await send(path);
      expect(got.status, path).toBe(200);
      expect(handled, path).toContain(path);
    }
  });

  it('is told apart exactly as a strict UTF-8 decoder does, for any bytes', () => {
    for (const path of [
      '/api/%2e%2e/health',
      '/api/%2E%2e/%2e%2e/etc/passwd',
      '/a/../b',
      '/services/.',
      '/%2e',
    ]) {
      expect(isMalformedPath(path), path).toBe(true);
    }
    for (const path of ['/.well-known/security.txt', '/blog/v1.2', '/a..b', '/...']) {
      expect(isMalformedPath(path), path).toBe(false);
    }
    const utf8 = new TextDecoder('utf-8', { fatal: true });
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 12 }),
        fc.constantFrom('/', '/services/', '/api/x/'),
        (bytes, prefix) => {
          const escaped = [...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
          let decoded: string | null;
          try {
            decoded = utf8.decode(bytes);
          } catch {
            decoded = null;
          }
          // Escapes that do not decode, or that decode to a `.` or `..` segment.
          const malformed = decoded === null || /\/\.{1,2}(?:\/|$)/.test(`${prefix}${decoded}`);
          expect(isMalformedPath(`${prefix}${escaped}?q=1`)).toBe(malformed);
        },
      ),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (text) => {
        expect(isMalformedPath(`/areas/${encodeURIComponent(text)}`)).toBe(text === '.' || text === '..');
      }),
    );
  });
});

describe('an answer of 500 or more', () => {
  it('is logged with the request id, the one the API is handed and the client is told', async () => {
    for (const path of ['/api/broken', '/broken']) {
      logged.length = 0;
      const got = await send(path, 'GET', { 'x-request-id': 'probe-request-0001' });
      expect(got.status).toBe(500);
      expect(JSON.parse(got.text).seen).toBe('probe-request-0001');
      // Logged when the answer is finished on the server's side: waited for, not timed.
      await expect
        .poll(() => logged)
        .toContainEqual(
          expect.objectContaining({
            requestId: 'probe-request-0001',
            status: 500,
            path,
            msg: 'server error',
          }),
        );
    }
  });

  it('names a private link with its token cut to four characters', async () => {
    const token = 'AbCd1234secretpart';
    for (const [path, shown] of [
      [`/survey/${token}`, '/survey/AbCd…'],
      [`/es/survey/${token}/cancel?x=1`, '/es/survey/AbCd…/cancel'],
      [`/api/survey-bookings/${token}/calendar`, '/api/survey-bookings/AbCd…/calendar'],
    ]) {
      logged.length = 0;
      await send(path);
      await expect.poll(() => logged.map((entry) => entry.path)).toEqual([shown]);
      expect(JSON.stringify(logged)).not.toContain('1234secret');
    }
  });

  it('gets a request id of its own when the client sent none or an unusable one', async () => {
    logged.length = 0;
    await send('/api/broken', 'GET', { 'x-request-id': 'no spaces allowed' });
    await expect.poll(() => logged.length).toBe(1);
    expect(logged[0].requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('nothing is logged for an answer below 500', async () => {
    logged.length = 0;
    await send('/services/%FF');
    await send('/api/services/%FF');
    await send('/services');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(logged).toEqual([]);
  });
});

describe('a method the site does not answer outside the API', () => {
  it('is refused with 405 and the methods it answers, before reaching Next, on every kind of address', async () => {
    for (const path of [
      '/',
      '/free-quote',
      '/services/cctv-installation',
      '/media/a.png',
      '/_next/static/x.js',
    ]) {
      for (const method of ['PUT', 'DELETE', 'PATCH', 'TRACE', 'PROPFIND', 'MKCOL']) {
        const got = await send(path, method);
        expect(got.status, `${method} ${path}`).toBe(405);
        expect(got.headers.allow, `${method} ${path}`).toBe('GET, HEAD, POST');
        expect(got.headers['x-request-id'], path).toMatch(/^[\w-]{8,64}$/);
        expect(got.text, `${method} ${path}`).toBe('This address answers GET, HEAD and POST only');
        expect(handled, `${method} ${path}`).not.toContain(path);
      }
    }
  });

  it('OPTIONS is told which methods are answered, with no body', async () => {
    const got = await send('/free-quote', 'OPTIONS');
    expect(got.status).toBe(204);
    expect(got.headers.allow).toBe('GET, HEAD, POST');
    expect(got.text).toBe('');
    expect(handled).not.toContain('/free-quote');
  });

  it('leaves the API to answer every method itself', async () => {
    const got = await send('/api/services', 'DELETE');
    expect(got.status).toBe(200);
    expect(handled).toContain('/api/services');
  });
});

describe('a body sent outside the API', () => {
  it('is refused with 413 past 1 MB, the limit of a form sent to a page, before the page sees it', async () => {
    const over = await send('/free-quote', 'POST', {
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': String(1024 * 1024 + 1),
    });
    expect(over.status).toBe(413);
    expect(JSON.parse(over.text)).toEqual({
      success: false,
      message: 'Request body is too large (at most 1 MB)',
    });
    expect(handled).not.toContain('/free-quote');
  });

  it('still lets the API take a body of more than 1 MB (uploads, up to 11 MB)', async () => {
    const got = await fetch(`http://127.0.0.1:${port}/api/uploads`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array(2 * 1024 * 1024),
    });
    expect(got.status).toBe(200);
    expect(handled).toContain('/api/uploads');
  });
});

describe('an untidy address: repeated slashes, a trailing slash, a backslash', () => {
  it.each([
    ['//about', '/about'],
    ['/blog//a-post/', '/blog/a-post'],
    ['///services?x=1//2', '/services?x=1//2'],
    ['//evil.example/', '/evil.example'],
    ['//\\evil.example', '/%5Cevil.example'],
    ['/\\//evil.example', '/%5C/evil.example'],
    ['//api//health', '/api/health'],
    ['/about/', '/about'],
    ['/blog/a-post/?page=2', '/blog/a-post?page=2'],
    ['/\\evil.example', '/%5Cevil.example'],
    ['/%5Cevil.example/', '/%5Cevil.example'],
  ])('GET %s is sent to %s, a path of this site', async (path, location) => {
    for (const method of ['GET', 'HEAD']) {
      const got = await send(path, method);
      expect(got.status, `${method} ${path}`).toBe(308);
      expect(got.headers.location).toBe(location);
      expect(got.headers['x-frame-options']).toBe('DENY');
      // Never a protocol-relative address: a browser would leave the site.
      expect(new URL(location, 'https://site.example').host).toBe('site.example');
      expect(handled).not.toContain(path);
    }
  });

  it('leaves a tidy one, and the home page, alone', () => {
    for (const path of ['/', '/about', '/blog/a-post?next=/x//y/', '/%5C'])
      expect(tidyPathLocation('GET', path), path).toBeNull();
  });

  it('is left to the site for a form sent to it', async () => {
    expect(
      (await send('//contact', 'POST', { 'content-type': 'application/x-www-form-urlencoded' })).status,
    ).toBe(200);
    expect(handled).toContain('//contact');
  });

  it('sends any path to one of this site, whatever its characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (tail) => {
        const location = tidyPathLocation('GET', `//${tail.replace(/[?#]/g, '')}`);
        expect(location).toMatch(/^\/(?!\/)/);
        expect(location?.includes('\\')).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});
