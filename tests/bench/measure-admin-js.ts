/**
 * Compressed JavaScript each back-office page downloads, measured in Chromium against the production
 * build (run `npm run build` first): `npm run measure:admin-js [path ...]`. Paths under /auth/ are
 * opened signed out, the others signed in as the administrator.
 */
import type { Browser } from 'playwright-core';
import { ACCESS_TOKEN_KEY } from '../../src/lib/constants';
import { launchBrowser, VIEWPORTS } from '../e2e/support/browser';
import { openAndSettle, recordScripts, totalTransferBytes } from '../e2e/support/script-transfer';
import { signIn, startServer } from '../e2e/support/server';

const DEFAULT_PAGES = ['/auth/login', '/admin', '/admin/services', '/admin/blog/add'];

async function measure(browser: Browser, baseURL: string, token: string, path: string) {
  const signedIn = !path.startsWith('/auth/');
  // A fresh context per page: an empty cache, as on a first visit.
  const context = await browser.newContext({
    baseURL,
    viewport: VIEWPORTS.desktop,
    extraHTTPHeaders: { 'Accept-Encoding': 'gzip, br' },
    storageState: signedIn
      ? {
          cookies: [],
          origins: [{ origin: baseURL, localStorage: [{ name: ACCESS_TOKEN_KEY, value: token }] }],
        }
      : undefined,
  });
  try {
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await openAndSettle(page, path);
    const loaded = await scripts.take();
    const bytes = totalTransferBytes(loaded);
    const encodings = [...new Set(loaded.map((script) => script.encoding || 'identity'))].join('+');
    const who = signedIn ? 'signed in' : 'signed out';
    console.log(
      `${path.padEnd(20)} ${who.padEnd(10)} ${(bytes / 1000).toFixed(1).padStart(7)} kB` +
        ` (${bytes} bytes in ${loaded.length} scripts, ${encodings})`,
    );
  } finally {
    await context.close();
  }
}

async function main() {
  const pages = process.argv.length > 2 ? process.argv.slice(2) : DEFAULT_PAGES;
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const token = await signIn(server.url);
    for (const path of pages) await measure(browser, server.url, token, path);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
