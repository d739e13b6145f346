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
});
