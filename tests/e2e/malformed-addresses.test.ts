import { request } from 'node:http';
import { describe, expect, inject, it } from 'vitest';

/**
 * Addresses whose percent-escapes are not UTF-8, against the production server: Next answered each
 * with a bare 500 and logged nothing; the server now answers 400 before routing, with the site's
 * own page (or the API's JSON error), and never 500. tests/unit/malformed-addresses.test.ts holds
 * the same rule for every escape and route shape, and the logging of every 5xx with its request id.
 */

const baseUrl = inject('baseUrl');
const { hostname, port } = new URL(baseUrl);

/** Sends `path` exactly as written: no URL parser between the test and the server. */
function get(
  path: string,
  method = 'GET',
): Promise<{ status: number; type: string; requestId: string; text: string; allow: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method, headers: { accept: 'text/html' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type'] ?? ''),
          requestId: String(res.headers['x-request-id'] ?? ''),
          text: Buffer.concat(chunks).toString(),
          allow: String(res.headers.allow ?? ''),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const REPORTED_PAGES = ['/%FF', '/services/%FF', '/survey/%ED%A0%80', '/areas/%FF'];
const REPORTED_API = ['/api/services/%FF', '/api/survey-bookings/%FF/calendar'];
const MORE = ['/%C0%AF', '/blog/%E0%A4%A', '/%zz', '/media/%FF', '/_next/static/%FF', '/api/%F0%9F%98'];

describe('addresses whose escapes are not UTF-8', () => {
  it('a page address answers 400 with the site’s own page', async () => {
    for (const path of [...REPORTED_PAGES, ...MORE.filter((path) => !path.startsWith('/api'))]) {
      const got = await get(path);
      expect(got.status, path).toBe(400);
      expect(got.type, path).toMatch(/^text\/html/);
      expect(got.text, path).toMatch(/<html lang="en"/);
      expect(got.text, path).toContain('We couldn’t find that page');
      expect(got.requestId, path).toMatch(/^[\w-]{8,64}$/);
    }
  });

  it('an API address answers 400 with the API’s JSON error', async () => {
    for (const path of [...REPORTED_API, ...MORE.filter((path) => path.startsWith('/api'))]) {
      const got = await get(path);
      expect(got.status, path).toBe(400);
      expect(got.type, path).toMatch(/^application\/json/);
      expect(JSON.parse(got.text), path).toEqual({ success: false, message: expect.any(String) });
    }
  });

  it('a well-formed escape and an escape in the query are still served', async () => {
    expect((await get('/services?utm_source=%FF')).status).toBe(200);
    expect((await get('/services/%C3%A9')).status).toBe(404);
  });
});

describe('a method the site does not answer outside the API', () => {
  it('answers 405 with the methods it does, where Next rendered the page for a PUT and failed on TRACE', async () => {
    for (const [method, path] of [
      ['TRACE', '/'],
      ['TRACE', '/free-quote'],
      ['PUT', '/'],
      ['DELETE', '/free-quote'],
      ['PATCH', '/services'],
    ]) {
      const got = await get(path, method);
      expect(got.status, `${method} ${path}`).toBe(405);
      expect(got.allow, `${method} ${path}`).toBe('GET, HEAD, POST');
      expect(got.requestId, `${method} ${path}`).toMatch(/^[\w-]{8,64}$/);
    }
    const options = await get('/', 'OPTIONS');
    expect(options.status).toBe(204);
    expect(options.allow).toBe('GET, HEAD, POST');
  });
});
