import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN_ROOT } from '@/lib/constants';
import { productsModule } from '@/modules/products/module';
import { fieldError, signedInContext, toast, waitForAdminPage, watchConsoleErrors } from './support/admin';
import { launchBrowser, VIEWPORTS } from './support/browser';
import { trackApiCalls } from './support/module-pages';
import {
  type ApiRecord,
  createInquiry,
  deleteForGood,
  firstRecord,
  sampleInquiries,
  send,
} from './support/records';
import { imagesLoaded, saveTallScreenshot } from './support/screens';
import { signIn } from './support/server';

const baseUrl = inject('baseUrl');
let browser: Browser;
let token: string;
let inquiries: ApiRecord[];
let product: ApiRecord;
/** A post whose title, in the breadcrumbs of its form, is longer than a phone is wide. */
let longPost: ApiRecord;

beforeAll(async () => {
  [browser, token] = await Promise.all([launchBrowser(), signIn(baseUrl)]);
  product = (await firstRecord(baseUrl, token, productsModule))!;
  longPost = (
    await send(baseUrl, token, 'POST', '/blogs', {
      title: 'What a four-camera system with night vision and two-way audio costs a Los Angeles homeowner',
      body: '<p>Prices, options and what the installation includes.</p>',
      status: 'draft',
    })
  ).data;
  inquiries = [];
  for (const values of sampleInquiries()) inquiries.push(await createInquiry(baseUrl, token, values));
});

afterAll(async () => {
  await browser?.close();
  if (longPost) await deleteForGood(baseUrl, token, [{ module: 'blogs', id: longPost.id }], []);
});

const rows = (page: Page) => page.locator('table tbody tr.mantine-datatable-row');

interface Shot {
  name: string;
  path: () => string;
  heading: string | RegExp;
  /** What must be on screen before the picture is taken. */
  ready: (page: Page) => Promise<unknown>;
}

const shots: Shot[] = [
  {
    name: 'products-list',
    path: () => `${ADMIN_ROOT}/product`,
    heading: 'Products',
    ready: (page) => rows(page).first().waitFor(),
  },
  {
    name: 'product-form-errors',
    path: () => `${ADMIN_ROOT}/product/add`,
    heading: 'Add product',
    ready: async (page) => {
      await page.getByRole('main').getByRole('button', { name: 'Add product', exact: true }).click();
      await toast(page, 'Check the form').waitFor();
      const name = page.getByRole('main').getByRole('textbox', { name: 'Name', exact: true });
      await expect.poll(() => fieldError(name)).toBe('Name is required');
      // Back to the top, where the first problem is, as a person would look at it.
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  },
  {
    name: 'product-form-picker',
    path: () => `${ADMIN_ROOT}/product/${product.id}/edit`,
    heading: 'Edit product',
    ready: async (page) => {
      const picker = page.getByRole('main').getByRole('combobox', { name: 'Category', exact: true });
      await expect.poll(() => picker.inputValue()).not.toBe('');
      await picker.click();
      await picker.fill('cam');
      await page.getByRole('listbox').getByRole('option').first().waitFor();
    },
  },
  {
    name: 'blog-form-long-title',
    path: () => `${ADMIN_ROOT}/blog/${longPost.id}/edit`,
    heading: /^Edit /,
    ready: (page) => page.getByRole('main').getByRole('textbox', { name: 'Title', exact: true }).waitFor(),
  },
  {
    name: 'media-library',
    path: () => `${ADMIN_ROOT}/file`,
    heading: 'Media library',
    ready: (page) => page.getByText(/^\d+ images?$/).waitFor(),
  },
  {
    name: 'inquiries-inbox',
    path: () => `${ADMIN_ROOT}/inquiries`,
    heading: 'Inquiries',
    // The newest first: other files running beside this one may have pushed the samples to page 2.
    ready: (page) => rows(page).first().waitFor(),
  },
  {
    name: 'inquiry-view',
    path: () => `${ADMIN_ROOT}/inquiries/${inquiries.find((row) => row.name === 'Kevin Park')?.id}/view`,
    heading: 'Kevin Park',
    ready: (page) =>
      page.getByText('Called back, wants a site visit before the board meeting.').first().waitFor(),
  },
  {
    name: 'lead-analytics',
    path: () => `${ADMIN_ROOT}/analytics`,
    heading: 'Lead analytics',
    ready: (page) => page.locator('.recharts-surface').first().waitFor(),
  },
  {
    name: 'booking-calendar',
    path: () => `${ADMIN_ROOT}/booking`,
    heading: 'Site surveys',
    ready: (page) => page.getByText('Maria Gonzalez').filter({ visible: true }).first().waitFor(),
  },
];

describe('screenshots of the back office for people to review', () => {
  it.each([
    ['phone', VIEWPORTS.phone],
    ['desktop', VIEWPORTS.desktop],
  ] as const)(
    'lists, forms, media, inbox, analytics and bookings (%s)',
    async (name, viewport) => {
      const context = await signedInContext(browser, baseUrl, token, viewport);
      const page = await context.newPage();
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const errors = watchConsoleErrors(page);
      const calls = trackApiCalls(page);
      try {
        for (const shot of shots) {
          await page.goto(shot.path());
          await waitForAdminPage(page, shot.heading);
          await shot.ready(page);
          await calls.settled(300);
          await imagesLoaded(page);
          // Nothing sticks out sideways: a phone never scrolls the page to the right.
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(width, `${shot.name} is ${width}px wide`).toBeLessThanOrEqual(viewport.width);
          await saveTallScreenshot(page, `${shot.name}-${name}`);
          expect({ page: shot.name, errors }).toEqual({ page: shot.name, errors: [] });
        }
      } finally {
        await context.close();
      }
    },
    90_000,
  );
});
