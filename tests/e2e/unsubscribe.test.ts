import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, VIEWPORTS, watchConsole } from './support/browser';
import { type RunningServer, startServer } from './support/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ env: { SEED_DEMO: 'false' } });
});
afterAll(() => server.stop());

/** The token of a subscriber, read from the server's own database file (the API never shows it). */
function tokenOf(email: string): { token: string; status: string } {
  const db = new Sqlite(path.join(server.dataDir, 'site.db'), { readonly: true });
  try {
    const row = db.prepare('select unsubscribeToken, status from subscribers where email = ?').get(email) as {
      unsubscribeToken: string;
      status: string;
    };
    return { token: row.unsubscribeToken, status: row.status };
  } finally {
    db.close();
  }
}

describe('the unsubscribe page', () => {
  it('unsubscribes the reader of a newsletter link with one click, and refuses a made-up link', async () => {
    const signUp = await fetch(`${server.url}/api/subscribers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'reader@example.com' }),
    });
    expect(signUp.status).toBe(201);
    const { token } = tokenOf('reader@example.com');

    const browser = await launchBrowser();
    try {
      const page = await browser.newPage({ viewport: VIEWPORTS.phone });
      const errors = watchConsole(page);
      await page.goto(`${server.url}/unsubscribe?token=${token}`);
      await expect(page.title()).resolves.toContain('Unsubscribe');
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await page.getByRole('status').filter({ hasText: 'You are unsubscribed' }).waitFor();
      expect(tokenOf('reader@example.com').status).toBe('unsubscribed');
      expect(errors).toEqual([]);

      await page.goto(`${server.url}/unsubscribe?token=${'0'.repeat(32)}`);
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await page.getByRole('status').filter({ hasText: 'not valid' }).waitFor();
    } finally {
      await browser.close();
    }
  });

  it('without JavaScript: the button is a form post that answers with the page, in its language', async () => {
    for (const email of ['plain@example.com', 'lector@example.com']) {
      const signUp = await fetch(`${server.url}/api/subscribers`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      expect(signUp.status).toBe(201);
    }
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({ viewport: VIEWPORTS.phone, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${server.url}/unsubscribe?token=${tokenOf('plain@example.com').token}`);
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await page.waitForURL((url) => url.pathname === '/unsubscribe' && url.search === '?status=done');
      await page.getByRole('status').filter({ hasText: 'You are unsubscribed' }).waitFor();
      expect(tokenOf('plain@example.com').status).toBe('unsubscribed');
      // Reloaded or opened again, the answer holds and nothing is sent twice.
      await page.reload();
      await page.getByRole('status').filter({ hasText: 'You are unsubscribed' }).waitFor();

      await page.goto(`${server.url}/es/unsubscribe?token=${tokenOf('lector@example.com').token}`);
      await page.getByRole('button', { name: 'Cancelar suscripción' }).click();
      await page.waitForURL((url) => url.pathname === '/es/unsubscribe' && url.search === '?status=done');
      await page.getByRole('status').filter({ hasText: 'Listo: canceló su suscripción.' }).waitFor();
      expect(tokenOf('lector@example.com').status).toBe('unsubscribed');

      await page.goto(`${server.url}/unsubscribe?token=${'0'.repeat(32)}`);
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await page.waitForURL((url) => url.search === '?status=invalid');
      await page.getByRole('status').filter({ hasText: 'not valid' }).waitFor();
      await context.close();
    } finally {
      await browser.close();
    }
    // A post from another site changes nothing.
    const forged = await fetch(`${server.url}/unsubscribe/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: `token=${'1'.repeat(32)}`,
      redirect: 'manual',
    });
    expect(forged.status).toBe(403);
  });
});
