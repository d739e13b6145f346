import type { Browser, Page, Response } from 'playwright-core';
import { ACCESS_TOKEN_KEY } from '@/lib/constants';
import { VIEWPORTS } from './browser';

export interface LoadedScript {
  url: string;
  /** Bytes of the body as sent over the wire (compressed), headers left out. */
  transferBytes: number;
  /** The Content-Encoding it came with (gzip, br), empty when sent uncompressed. */
  encoding: string;
  /** The decoded source, to look inside for a library's fingerprint. */
  source: string;
}

/**
 * Every script the page downloads from now on, with its compressed size. The bodies are read as they
 * arrive: Chromium may drop a body once the page navigates on.
 */
function recordScripts(page: Page) {
  const pending: Promise<LoadedScript>[] = [];
  const read = async (response: Response): Promise<LoadedScript> => {
    await response.finished();
    const [sizes, source, encoding] = await Promise.all([
      response.request().sizes(),
      response.text().catch(() => ''),
      response.headerValue('content-encoding'),
    ]);
    return { url: response.url(), transferBytes: sizes.responseBodySize, encoding: encoding ?? '', source };
  };
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') pending.push(read(response));
  });
  return () => Promise.all(pending);
}

/**
 * Opens `path` and waits until it has settled: its heading shown and no request in flight for
 * `quietMs`, so chunks asked for only once the session is known are counted too.
 */
async function openAndSettle(page: Page, path: string, quietMs = 750) {
  let inFlight = 0;
  let quietSince = Date.now();
  const started = () => {
    inFlight += 1;
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    quietSince = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
    const deadline = Date.now() + 30_000;
    while (inFlight > 0 || Date.now() - quietSince < quietMs) {
      if (Date.now() > deadline) throw new Error(`requests still in flight at ${page.url()}`);
      await page.waitForTimeout(50);
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * The scripts a first visit to `path` downloads (fresh context, empty cache), signed in when a token
 * is given. Compression is asked for as Chromium asks for it by default.
 */
export async function scriptsOfPage(browser: Browser, baseURL: string, path: string, token?: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: VIEWPORTS.desktop,
    extraHTTPHeaders: { 'Accept-Encoding': 'gzip, br' },
    storageState: token
      ? {
          cookies: [],
          origins: [{ origin: baseURL, localStorage: [{ name: ACCESS_TOKEN_KEY, value: token }] }],
        }
      : undefined,
  });
  try {
    const page = await context.newPage();
    const recorded = recordScripts(page);
    await openAndSettle(page, path);
    return await recorded();
  } finally {
    await context.close();
  }
}

export function totalTransferBytes(scripts: LoadedScript[]): number {
  return scripts.reduce((sum, script) => sum + script.transferBytes, 0);
}
