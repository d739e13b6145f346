import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { send } from './support/records';
import { type RunningServer, signIn, startServer } from './support/server';

/**
 * The site's header holds the business name, the whole menu (from 1280 px), the phone number and the
 * quote button on one row. The heading font is `display: optional`: when it is late the page keeps
 * the fallback for good, which is wider, so the row must fit with either; and staff may give the
 * business a long name. Found before this test: sideways scrolling at 1400 and 1440 px (up to 22 px)
 * and at 768-788 px (the Menu button cut off) with the fallback; at exactly 1399 px with either font
 * (the number's breakpoint was one pixel short); at 320 px; and at every width from 768 px with a
 * long name, which pushed the quote button and the Menu button off the screen.
 */
const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const WIDTHS = [320, 390, 768, 1024, 1279, 1280, 1366, 1399, 1400, 1440, 1536, 1920];

/** Each width at which the header does not keep to the window, with what was wrong. */
async function headerProblems(site: string, refuseFont: boolean, nameOnOneLineFrom: number) {
  const context = await browser.newContext({ baseURL: site, viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    if (refuseFont) await page.route('**/*.woff2', (route) => route.abort());
    await page.goto('/');
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('700 20px manrope'))).toBe(!refuseFont);
    const problems: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const header = await page.evaluate(() => {
        const row = document.querySelector('header > div')!;
        const name = row.querySelector('a[href="/"] span')!;
        const parts = Array.from(row.children)
          .map((child) => child.getBoundingClientRect())
          .filter((part) => part.width > 0);
        return {
          pageWidth: document.documentElement.scrollWidth,
          // The row's shown parts in order, none reaching past the next or past the row's own edge.
          inOrder: parts.every(
            (part, index) =>
              part.right <= (parts[index + 1]?.left ?? row.getBoundingClientRect().right) + 0.5,
          ),
          nameLines: Math.round(
            name.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(name).lineHeight),
          ),
        };
      });
      const maxLines = width >= nameOnOneLineFrom ? 1 : 2;
      if (header.pageWidth > width || !header.inOrder || header.nameLines > maxLines) {
        problems.push(
          `${width} px: page ${header.pageWidth} px wide, parts in order: ${header.inOrder}, name on ${header.nameLines} lines`,
        );
      }
    }
    return problems;
  } finally {
    await context.close();
  }
}

describe('the site header at every width', () => {
  it('keeps to the window with the demo name and the heading font, the name on one line from 1024 px', async () => {
    expect(await headerProblems(baseUrl, false, 1024)).toEqual([]);
  });

  // The fallback is wider: beside the full menu the name may take its second line.
  it('keeps to the window with the demo name and the fallback font (the heading font refused)', async () => {
    expect(await headerProblems(baseUrl, true, Number.POSITIVE_INFINITY)).toEqual([]);
  });

  describe('with a long business name set in Home page settings', () => {
    // A server of its own: the name shows on every page of the site the other files read.
    let server: RunningServer;
    beforeAll(async () => {
      server = await startServer();
      const token = await signIn(server.url);
      const { data } = await send<{ data: Record<string, unknown> }>(
        server.url,
        token,
        'GET',
        '/settings/homepage',
      );
      const { updatedAt: _updatedAt, ...values } = data;
      await send(server.url, token, 'PUT', '/settings/homepage', {
        ...values,
        siteName: 'Pacific Shield Security Camera Installation of Greater Los Angeles',
      });
    }, 120_000);
    afterAll(async () => {
      await server?.stop();
    });

    it.each([
      ['with the heading font', false],
      ['with the fallback font', true],
    ])('keeps to the window %s, the name on at most two lines', async (_, refuseFont) => {
      const html = await (await fetch(`${server.url}/`)).text();
      expect(html).toContain('Pacific Shield Security Camera Installation of Greater Los Angeles');
      expect(await headerProblems(server.url, refuseFont, Number.POSITIVE_INFINITY)).toEqual([]);
    });
  });
});
