import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainHeading, openPage } from './support/admin';
import { launchBrowser, saveScreenshot, VIEWPORTS } from './support/browser';
import { watchPolicyViolations } from './support/policy';
import { type RunningServer, signIn, startServer } from './support/server';

/**
 * Pages used the way people use them: opened, reloaded (the browser revalidates what it kept and
 * applies the answer's headers to it), left and come back to. Every kind of page keeps working after
 * a reload with no policy violation; a script that got into stored content never runs; a page
 * cached for one visitor holds nothing of that visitor's address. On a server of its own: this file
 * writes into the database behind the API's back.
 */

let server: RunningServer;
let token: string;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  [token, browser] = await Promise.all([signIn(server.url), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Next's bootstrap ran (so did every script of the page) and the page's styles apply. */
async function expectScriptsAndStylesWork(page: Page, ready: Locator) {
  await ready.waitFor({ timeout: 15_000 });
  await page.waitForFunction(() => Boolean((window as { next?: { version?: string } }).next?.version));
  const styled = await page.evaluate(() => document.styleSheets.length);
  expect(styled).toBeGreaterThan(0);
  expect(await page.getByText('Loading ...', { exact: true }).count()).toBe(0);
}

/** An admin write: the page cache is purged on every instance. */
async function purgePages() {
  const response = await fetch(`${server.url}/api/settings/analytics`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await response.json()) as { data: Record<string, unknown> };
  const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = data;
  const saved = await fetch(`${server.url}/api/settings/analytics`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(fields),
  });
  expect(saved.status).toBe(200);
}

type Kind = 'public' | 'sign-in' | 'admin';
const PAGES: { kind: Kind; path: string; ready: (page: Page) => Locator }[] = [
  { kind: 'public', path: '/', ready: (page) => page.locator('h1').first() },
  { kind: 'public', path: '/services', ready: (page) => page.locator('h1').first() },
  { kind: 'public', path: '/blog', ready: (page) => page.locator('h1').first() },
  {
    kind: 'public',
    path: '/free-quote',
    ready: (page) => page.getByRole('button', { name: /quote/i }).first(),
  },
  { kind: 'sign-in', path: '/auth/login', ready: (page) => mainHeading(page, 'Admin Login') },
  {
    kind: 'sign-in',
    path: '/auth/register',
    ready: (page) => page.getByText("Don't have an account? Contact Administrator").first(),
  },
  {
    kind: 'sign-in',
    path: '/auth/reset-password',
    ready: (page) => page.getByRole('textbox', { name: /email/i }).first(),
  },
  { kind: 'admin', path: '/admin', ready: (page) => mainHeading(page, /^Welcome back/) },
  { kind: 'admin', path: '/admin/services', ready: (page) => mainHeading(page, 'Services') },
];

describe('every kind of page still works after a reload', () => {
  for (const { kind, path: pagePath, ready } of PAGES) {
    it(`${kind} ${pagePath}: open, reload twice, no policy violation`, async () => {
      const { context, page, errors } = await openPage(browser, server.url, {
        token: kind === 'admin' ? token : undefined,
      });
      try {
        const violations = await watchPolicyViolations(page);
        await page.goto(pagePath, { waitUntil: 'networkidle' });
        await expectScriptsAndStylesWork(page, ready(page));
        for (let reload = 0; reload < 2; reload++) {
          const answer = await page.reload({ waitUntil: 'networkidle' });
          expect([200, 304]).toContain(answer?.status());
          await expectScriptsAndStylesWork(page, ready(page));
        }
        if (pagePath === '/auth/login') {
          // The form is alive: its validation runs in the page's own script.
          const email = page.getByRole('textbox', { name: 'Email address' });
          await email.fill('not an address');
          await email.blur();
          await page.getByText('Enter a valid email', { exact: true }).waitFor();
        }
        expect(violations).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('the sign-in page at 390 and 1440 px after a reload, then back from /admin', async () => {
    for (const [name, viewport] of [
      ['phone', VIEWPORTS.phone],
      ['desktop', VIEWPORTS.desktop],
    ] as const) {
      const { context, page, errors } = await openPage(browser, server.url, { viewport });
      try {
        const violations = await watchPolicyViolations(page);
        await page.goto('/auth/login', { waitUntil: 'networkidle' });
        await page.reload({ waitUntil: 'networkidle' });
        await expectScriptsAndStylesWork(page, mainHeading(page, 'Admin Login'));
        await saveScreenshot(page, `login-after-reload-${name}`);
        await page.goto('/', { waitUntil: 'networkidle' });
        await page.goBack({ waitUntil: 'networkidle' });
        await expectScriptsAndStylesWork(page, mainHeading(page, 'Admin Login'));
        expect(violations).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('a revalidation carries the same security headers as the page it stands for', async () => {
    for (const { kind, path: pagePath } of PAGES) {
      const full = await fetch(`${server.url}${pagePath}`);
      await full.arrayBuffer();
      const again = await fetch(`${server.url}${pagePath}`, {
        headers: { 'if-none-match': full.headers.get('etag') ?? 'W/"none"' },
      });
      const body = await again.text();
      if (again.status === 304) {
        for (const name of [
          'content-security-policy',
          'x-frame-options',
          'x-content-type-options',
          'referrer-policy',
        ]) {
          expect(again.headers.get(name), `${pagePath} ${name}`).toBe(full.headers.get(name));
        }
      } else {
        // Rendered anew: its own policy allows the scripts of that render.
        expect(again.status, pagePath).toBe(200);
        const nonce = /<script[^>]* nonce="([^"]+)"/.exec(body)?.[1];
        expect(again.headers.get('content-security-policy'), pagePath).toContain(`'nonce-${nonce}'`);
      }
      if (kind === 'public') expect(again.status, pagePath).toBe(304);
    }
  });
});

describe('only the scripts the server writes run', () => {
  it('a script smuggled into a stored service body does not run, and the page still works', async () => {
    const database = new Database(path.join(server.dataDir, 'site.db'));
    let slug: string;
    try {
      const service = database.prepare('select id, slug from services where published = 1 limit 1').get() as {
        id: number;
        slug: string;
      };
      slug = service.slug;
      database
        .prepare('update services set body = body || ? where id = ?')
        .run('<p>x</p><script>window.smuggledRan = true</script>', service.id);
    } finally {
      database.close();
    }
    await purgePages();
    const { context, page, errors } = await openPage(browser, server.url);
    try {
      const violations = await watchPolicyViolations(page);
      await page.goto(`/services/${slug}`, { waitUntil: 'networkidle' });
      await expectScriptsAndStylesWork(page, page.locator('h1').first());
      expect(await page.content()).toContain('window.smuggledRan = true');
      expect(await page.evaluate(() => (window as { smuggledRan?: boolean }).smuggledRan)).toBeUndefined();
      expect(violations.some((line) => /script-src/.test(line))).toBe(true);
      expect(errors.filter((line) => !/Content Security Policy|Refused to/.test(line))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("a cached page holds nothing of the visitor's address", () => {
  it("the first visit's tracking identifiers are not served to the next visitor", async () => {
    await purgePages();
    const first = await openPage(browser, server.url);
    try {
      await first.page.goto('/?utm_source=newsletter&mc_eid=SUBSCRIBER123&gclid=CLICK456', {
        waitUntil: 'networkidle',
      });
      await first.page.locator('h1').first().waitFor();
      // The visitor's own address bar keeps them, for the page's own scripts.
      expect(first.page.url()).toContain('mc_eid=SUBSCRIBER123');
    } finally {
      await first.context.close();
    }
    const next = await openPage(browser, server.url);
    try {
      const answer = await next.page.goto('/', { waitUntil: 'networkidle' });
      expect(answer?.headers()['x-cache']).toBe('HIT');
      const html = (await answer?.text()) ?? '';
      expect(html).not.toMatch(/SUBSCRIBER123|CLICK456|utm_source/);
      expect(await next.page.content()).not.toMatch(/SUBSCRIBER123|CLICK456|utm_source/);
      expect(next.errors).toEqual([]);
    } finally {
      await next.context.close();
    }
  });
});
