import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, waitForAdminPage } from './support/admin';
import { launchBrowser } from './support/browser';
import { watchPolicyViolations } from './support/policy';
import { E2E_ADMIN, type RunningServer, signIn, startServer } from './support/server';

/**
 * The full-page cache and the security headers of scripts/server.ts, against the production build
 * on a server of its own (this file changes settings that other files' pages show).
 */

let server: RunningServer;
let token: string;
let browser: Browser;

beforeAll(async () => {
  // At debug level the server logs its page cache's purges and refills (read in a test below).
  server = await startServer({ env: { LOG_LEVEL: 'debug' } });
  [token, browser] = await Promise.all([signIn(server.url), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** As sent, still compressed. */
  body: Buffer;
}

/** A GET over plain node:http, so the body stays as it travelled (fetch would decode it). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * The page's policy lets its scripts run by the nonce of its render, nothing inline by a hash or
 * 'unsafe-inline', and every script the page runs (all but JSON-LD data) carries that nonce.
 */
function expectPolicyCoversInlineScripts(html: string, policy: string) {
  const scriptSrc = policy.split('; ').find((part) => part.startsWith('script-src ')) ?? '';
  expect(scriptSrc).not.toMatch(/'unsafe-inline'|'sha256-/);
  const nonce = /'nonce-([A-Za-z0-9_-]+)'/.exec(scriptSrc)?.[1];
  expect(nonce).toBeTruthy();
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)]
    .map(([, attributes]) => attributes)
    .filter((attributes) => !/type="application\/ld\+json"/.test(attributes));
  expect(scripts.length).toBeGreaterThan(0);
  for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
}

async function putSettings(key: string, change: Record<string, unknown>) {
  const current = await fetch(`${server.url}/api/settings/${key}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await current.json()) as { data: Record<string, unknown> };
  const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = data;
  const response = await fetch(`${server.url}/api/settings/${key}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...fields, ...change }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

describe('full-page cache', () => {
  it('answers the second GET of / from the cache with the same body', async () => {
    const first = await get('/');
    const second = await get('/');
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.body.toString('utf8')).toContain('</html>');
  });

  it('answers 304 to a request that names the current ETag', async () => {
    const page = await get('/');
    const etag = String(page.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
  });

  it('sends brotli and gzip bodies that decode to the page', async () => {
    const plain = (await get('/')).body.toString('utf8');
    const br = await get('/', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(plain);
    const gzip = await get('/', { 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(plain);
    expect(br.body.length).toBeLessThan(plain.length);
  });

  it('answers HEAD from the cache without a body', async () => {
    await get('/');
    const head = await get('/', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['x-cache']).toBe('HIT');
    expect(head.body.length).toBe(0);
  });

  it('never mixes up the HTML document and the RSC payload of client-side navigation', async () => {
    await get('/');
    // Next sends an RSC request without its cache-busting `_rsc` value to the URL that has it.
    const redirect = await get('/?_rsc=stale', { rsc: '1' });
    const rscPath = redirect.status === 307 ? String(redirect.headers.location) : '/?_rsc=stale';
    const rsc = await get(rscPath, { rsc: '1' });
    expect(rsc.status).toBe(200);
    expect(String(rsc.headers['content-type'])).toContain('text/x-component');
    expect(rsc.headers['x-cache']).toBeUndefined();
    const html = await get('/');
    expect(String(html.headers['content-type'])).toContain('text/html');
    expect(html.headers['x-cache']).toBe('HIT');
  });

  it('is purged by a settings write: the next GET shows it', async () => {
    await get('/');
    expect((await get('/')).headers['x-cache']).toBe('HIT');
    const heroTitle = `Cameras installed this week ${Date.now()}`;
    await putSettings('homepage', { heroTitle });
    // The save is answered once the most visited pages are rendered again (or, past 2 s, once the
    // copies from before are dropped): the next GET shows it either way.
    const after = await get('/');
    expect(after.body.toString('utf8')).toContain(heroTitle);
    expect((await get('/')).headers['x-cache']).toBe('HIT');
    // The server's log says so, at debug level: the purge, then the pages rendered again.
    await expect.poll(() => server.output()).toMatch(/"msg":"page cache purged \(write: [^"]*\)"/);
    await expect
      .poll(() => server.output())
      .toMatch(/"msg":"page refill: \d+ page\(s\) rendered again in \d+ ms"/);
  });

  it('never serves the back office, the API, signed-in or preview requests from the cache', async () => {
    for (const path of ['/admin', '/auth/login', '/api/health', '/?preview=anything', '/?x=junk']) {
      await get(path);
      const again = await get(path);
      expect(again.headers['x-cache'], path).not.toBe('HIT');
    }
    await get('/');
    const signedIn = await get('/', { authorization: `Bearer ${token}` });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers['x-cache']).toBe('BYPASS');
  });

  it('does not cache a missing page', async () => {
    const first = await get('/no-such-page-here');
    const second = await get('/no-such-page-here');
    expect(first.status).toBe(404);
    expect(second.status).toBe(404);
    expect(second.headers['x-cache']).not.toBe('HIT');
  });
});

describe('security headers', () => {
  for (const path of ['/', '/admin', '/auth/login']) {
    it(`${path} carries a CSP that allows the scripts of its render and the usual headers`, async () => {
      const answer = await get(path);
      expect(answer.status).toBe(200);
      const policy = String(answer.headers['content-security-policy']);
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("form-action 'self'");
      expectPolicyCoversInlineScripts(answer.body.toString('utf8'), policy);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['x-powered-by']).toBeUndefined();
    });
  }
});

describe('in the browser, no page breaks its Content-Security-Policy', () => {
  it('the home page, warm from the cache', async () => {
    await get('/');
    const { context, page, errors } = await openPage(browser, server.url);
    try {
      const violations = await watchPolicyViolations(page);
      await page.goto('/', { waitUntil: 'networkidle' });
      expect(await page.locator('h1').count()).toBeGreaterThan(0);
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('signing in on /auth/login, a module list and the rich-text editor', async () => {
    const { context, page, errors } = await openPage(browser, server.url);
    try {
      const violations = await watchPolicyViolations(page);
      await page.goto('/auth/login', { waitUntil: 'networkidle' });
      await page.getByRole('textbox', { name: 'Email address' }).fill(E2E_ADMIN.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(E2E_ADMIN.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await waitForAdminPage(page, /^Welcome back/);
      // Client-side navigation through the sidebar (RSC payloads) after the pages were served once.
      await page
        .getByRole('navigation', { name: 'Admin sections' })
        .getByRole('link', { name: 'Services' })
        .click();
      await waitForAdminPage(page, 'Services');
      await page.locator('table tbody tr.mantine-datatable-row').first().waitFor();
      await page.goto('/admin/blog/add', { waitUntil: 'networkidle' });
      await page.locator('.ProseMirror').first().waitFor();
      await page.locator('.ProseMirror').first().click();
      await page.keyboard.type('Typed in the editor');
      expect(await page.locator('.ProseMirror').first().innerText()).toContain('Typed in the editor');
      // zod is set up not to probe for `new Function` (src/lib/zod.ts): not even that is refused.
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the dashboard opened signed in, and the home page with analytics code set', async () => {
    const { context, page, errors } = await openPage(browser, server.url, { token });
    try {
      const violations = await watchPolicyViolations(page);
      await page.goto('/admin', { waitUntil: 'networkidle' });
      await waitForAdminPage(page, /^Welcome back/);
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);

      await putSettings('analytics', {
        gtmId: 'GTM-ABC1234',
        ga4Id: 'G-ABCDE12345',
        headHtml: '<script>window.siteTagLoaded = true;</script>',
        bodyHtml: '',
      });
      const home = await get('/');
      const html = home.body.toString('utf8');
      expectPolicyCoversInlineScripts(html, String(home.headers['content-security-policy']));
      expect(html).toContain('googletagmanager.com/gtm.js');
      expect(String(home.headers['content-security-policy'])).toContain('https://*.googletagmanager.com');
      // Tag scripts cannot load here (no network); the administrator's inline script runs, allowed by the render's nonce.
      await page.goto('/', { waitUntil: 'load' });
      expect(await page.evaluate(() => (window as { siteTagLoaded?: boolean }).siteTagLoaded)).toBe(true);
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
