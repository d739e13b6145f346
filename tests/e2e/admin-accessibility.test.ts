import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogPath } from '@/admin/activity-log/activity-log-path';
import { adminNavigation } from '@/admin/navigation';
import { COLOR_SCHEME_STORAGE_KEY } from '@/admin/providers/color-scheme';
import type { AnyModule } from '@/kit/define-module';
import { ACCESS_TOKEN_KEY } from '@/lib/constants';
import { modules, registry } from '@/registry';
import { minimalRecord, type ReferenceIds } from '../api/support/fixtures';
import {
  api,
  mainHeading,
  pathOf,
  type Viewport,
  waitForAdminPage,
  watchConsoleErrors,
} from './support/admin';
import { axeViolations, WCAG_21_AA } from './support/axe';
import { launchBrowser, VIEWPORTS } from './support/browser';
import { headings, modulePagePaths, sidebarHeading, trackApiCalls } from './support/module-pages';
import { type ApiRecord, firstRecord, send } from './support/records';
import { type RunningServer, signIn, startServer } from './support/server';

/**
 * Every back-office page opens with its heading and no console error, and passes axe (WCAG 2.1 A and
 * AA in the light scheme, contrast again in the dark one): each module's list, add, edit and view
 * pages from the registry, every settings and tool page of the sidebar (Site surveys, Survey
 * availability, Lead analytics, Estimate rules, Media library, Trash), a user's activity log, a
 * record's revisions and a comparison. The first opens at its address, the others through the back
 * office's navigation in the same tab, as its links do: the whole back office is one route, so an
 * address loads the same code either way (admin-modules opens the sidebar's pages, the lists and the
 * add forms at their addresses). The scheme is the one staff choose with the
 * back office's own switch (kept in localStorage), set against the system's, so a colour that follows
 * only the system's setting shows up; a third check makes sure an untouched back office follows a
 * dark system.
 */

let server: RunningServer;
let browser: Browser;
let token: string;

/** A page to check: its path and heading, worked out once the records exist. */
interface AdminPage {
  name: string;
  open: () => Promise<{ path: string; heading: string | RegExp }>;
}

const records = new Map<string, Promise<ApiRecord>>();

/** A record of the module to open its edit and view pages: the demo's first, or a minimal new one. */
function someRecord(module: AnyModule): Promise<ApiRecord> {
  let record = records.get(module.key);
  if (!record) {
    record = (async () => {
      const existing = await firstRecord(server.url, token, module);
      if (existing) return existing;
      const references: ReferenceIds = {};
      for (const definition of Object.values(module.fields)) {
        if (definition.kind === 'reference' && definition.required) {
          const referenced = modules.find((candidate) => candidate.key === definition.module)!;
          references[definition.module] = (await someRecord(referenced)).id;
        }
      }
      const { data } = await send(
        server.url,
        token,
        'POST',
        `/${module.key}`,
        minimalRecord(module, {}, references),
      );
      return data;
    })();
    records.set(module.key, record);
  }
  return record;
}

const modulePages: AdminPage[] = modules.flatMap((module) =>
  modulePagePaths(module, 0)
    .filter(({ path }) => !path.endsWith('/list'))
    .map(({ page }) => ({
      name: `${module.label.plural}: ${page}`,
      open: async () => {
        const record = page === 'edit' || page === 'view' ? await someRecord(module) : null;
        const path = modulePagePaths(module, record?.id ?? 0).find((entry) => entry.page === page)!.path;
        const heading =
          page === 'view'
            ? headings.view(module, record!)
            : headings[page as 'list' | 'add' | 'edit'](module);
        return { path, heading };
      },
    })),
);

const moduleListPaths = new Set(modules.map((module) => `/admin/${module.adminPath}`));
const sidebarPages: AdminPage[] = [
  ...new Set(adminNavigation(registry).links.map((link) => link.path.replace(/(.)\/+$/, '$1'))),
]
  .filter((path) => !moduleListPaths.has(path) && !path.endsWith('/add'))
  .map((path) => ({ name: path, open: async () => ({ path, heading: sidebarHeading(path) }) }));

const blogs = modules.find((module) => module.key === 'blogs')!;
const otherPages: AdminPage[] = [
  {
    name: 'activity log of a user',
    open: async () => {
      const { body } = await api(server.url, token, '/auth/login');
      return { path: activityLogPath(body.user.id), heading: /^Activity log/ };
    },
  },
  {
    name: 'revisions of a blog post',
    open: async () => ({
      path: `/admin/blog/${(await someRecord(blogs)).id}/revisions`,
      heading: 'Revisions',
    }),
  },
  {
    name: 'a blog post compared with one of its revisions',
    open: async () => {
      const post = await someRecord(blogs);
      const { data } = await send<{ data: ApiRecord[] }>(
        server.url,
        token,
        'GET',
        `/blogs/${post.id}/revisions`,
      );
      return { path: `/admin/blog/${post.id}/revisions/${data[0]!.id}`, heading: 'Compare with current' };
    },
  },
];

const PAGES = [...sidebarPages, ...modulePages, ...otherPages];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  token = await signIn(server.url);
  // What the pages show beyond the demo content: a request from the site's form, a booked survey,
  // a FAQ in the trash, a blog post with a revision.
  await send(server.url, null, 'POST', '/inquiries', {
    name: 'Grace Kim',
    email: 'grace.kim@example.com',
    phone: '(213) 555-0164',
    service: 'Home Complete',
    message: 'Four cameras and a doorbell for a house in Silver Lake.',
    formStartedAt: Date.now() - 60_000,
  });
  const { body: slots } = await api(server.url, token, '/survey-slots');
  const slot = slots.data.days[0]?.slots[0];
  if (slot) {
    // Booked through the site's own form with an estimate it cannot keep: the newest lead, whose
    // pages are checked, carries the "Estimate not kept" badge and note.
    const booked = await fetch(`${server.url}/free-quote/book`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: server.url },
      body: new URLSearchParams({
        surveyStartsAt: slot.startsAt,
        name: 'Luis Ortega',
        email: 'luis.ortega@example.com',
        phone: '(818) 555-0131',
        address: '5120 Van Nuys Blvd, Los Angeles',
        postalCode: '91403',
        formStartedAt: String(Date.now() - 60_000),
        estimate: 'property=residential&indoor=99&outdoor=4&days=30&monitoring=no',
      }),
    });
    expect(booked.status).toBe(303);
  }
  const { data: faq } = await send(server.url, token, 'POST', '/faqs', {
    question: 'Do cameras work at night?',
    answer: '<p>Yes.</p>',
  });
  await send(server.url, token, 'DELETE', `/faqs/${faq.id}`, undefined, 204);
  const post = await someRecord(blogs);
  await send(server.url, token, 'PATCH', `/blogs/${post.id}`, { author: 'Dana Brooks' });
  // A server and a browser of its own start slowly on a machine busy with other files.
}, 300_000);

afterAll(async () => {
  if (server && server.process.exitCode !== null) console.error(`the server exited:\n${server.output()}`);
  await browser?.close();
  await server?.stop();
});

/** WCAG 2.1 A and AA violations (or those of the rules named), one line each with the elements and why. */
const violations = (page: Page, rules?: string[]) =>
  axeViolations(page, rules ? { rules, why: true } : { tags: WCAG_21_AA, why: true });

const schemeOf = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));

/**
 * A signed-in tab whose system scheme is `system` and whose back-office choice is `chosen` (absent:
 * none, the back office follows the system).
 */
async function signedInTab(
  system: 'light' | 'dark',
  chosen?: 'light' | 'dark',
  viewport: Viewport = VIEWPORTS.desktop,
) {
  const localStorage = [{ name: ACCESS_TOKEN_KEY, value: token }];
  if (chosen) localStorage.push({ name: COLOR_SCHEME_STORAGE_KEY, value: chosen });
  const context = await browser.newContext({
    baseURL: server.url,
    viewport,
    colorScheme: system,
    reducedMotion: 'reduce',
    storageState: { cookies: [], origins: [{ origin: server.url, localStorage }] },
  });
  const page = await context.newPage();
  return { context, page, calls: trackApiCalls(page), errors: watchConsoleErrors(page) };
}

const STILL_LOADING =
  'main .mantine-Loader-root, main .mantine-Skeleton-root[data-visible="true"], main [aria-busy="true"]';

/**
 * Opens a page as staff reach it (typed, or through the back office's own navigation, as a link does,
 * without loading the document again) and waits until it shows its data.
 */
async function openAdminPage(
  tab: Awaited<ReturnType<typeof signedInTab>>,
  {
    path,
    heading,
    reached,
  }: { path: string; heading: string | RegExp; reached: 'by address' | 'in the app' },
) {
  if (reached === 'by address') {
    await tab.page.goto(path);
  } else {
    await tab.page.evaluate((to) => (window as unknown as NextWindow).next.router.push(to), path);
    await tab.page.waitForURL((url) => url.pathname === path);
  }
  await waitForAdminPage(tab.page, heading);
  expect(pathOf(tab.page), 'the page keeps its address').toBe(path);
  await tab.calls.settled();
  // Settled calls are not a drawn page on a busy machine: the data may still be on its way into the
  // screen, behind a loader or skeletons. The check is of the page as staff read it. (Not the
  // browser's "network idle": half a second of waiting per page that the two checks already cover.)
  await expect
    .poll(() => tab.page.locator(STILL_LOADING).count(), { timeout: 30_000, interval: 100 })
    .toBe(0);
  await tab.calls.settled();
  expect(await mainHeading(tab.page, heading).isVisible()).toBe(true);
}

/** Next's client router, which its links use, as the production build exposes it on `window`. */
interface NextWindow {
  next: { router: { push(href: string): void } };
}

/**
 * Chooses a scheme with the back office's own switch in the header, with the system set to the
 * other one, so what follows only the system's setting shows up.
 */
async function chooseScheme(page: Page, scheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: scheme === 'light' ? 'dark' : 'light' });
  await page.getByRole('button', { name: /^Color scheme:/ }).click();
  await page.getByRole('menuitem', { name: scheme === 'light' ? 'Light' : 'Dark' }).click();
  await expect.poll(() => schemeOf(page)).toBe(scheme);
  await page.keyboard.press('Escape');
  // Checked once the menu has closed: the page as staff read it, not the menu on its way out.
  await page.getByRole('menu').waitFor({ state: 'detached' });
}

describe('every back-office page at 1440 px in the light and the dark scheme chosen in the back office', () => {
  let tab: Awaited<ReturnType<typeof signedInTab>>;
  /** The scheme last chosen with the switch, which the next page opens in. */
  let chosen: 'light' | 'dark' = 'light';
  beforeAll(async () => {
    tab = await signedInTab('dark', chosen);
  });
  afterAll(async () => {
    await tab?.context.close();
  });

  // Each page is opened once and checked in both schemes: in the one the page before left chosen,
  // then in the other, chosen on the open page as staff do. Only colours differ between the schemes:
  // the light one is checked with every WCAG rule, the dark one for contrast.
  PAGES.forEach((adminPage, index) => {
    it(`${adminPage.name} passes axe in both schemes`, async () => {
      const { path, heading } = await adminPage.open();
      tab.errors.length = 0;
      await openAdminPage(tab, { path, heading, reached: index === 0 ? 'by address' : 'in the app' });
      expect(await schemeOf(tab.page), 'the page opens in the scheme chosen before').toBe(chosen);
      const checkIn = async (scheme: 'light' | 'dark') => {
        const found = await violations(tab.page, scheme === 'dark' ? ['color-contrast'] : undefined);
        expect(found, `${path} (${scheme}):\n  ${found.join('\n  ')}\n`).toEqual([]);
      };
      await checkIn(chosen);
      const other = chosen === 'light' ? 'dark' : 'light';
      await chooseScheme(tab.page, other);
      chosen = other;
      await checkIn(chosen);
      expect(tab.errors).toEqual([]);
    });
  });
});

describe('the scheme of an untouched back office', () => {
  let context: BrowserContext | undefined;
  afterAll(async () => {
    await context?.close();
  });

  it('follows a dark system, and its pages pass axe there (dashboard, a list, a form) at 390 and 1440 px', async () => {
    const found: string[] = [];
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      const tab = await signedInTab('dark', undefined, viewport);
      context = tab.context;
      for (const adminPage of [
        sidebarPages[0]!,
        ...modulePages.filter((entry) => /^Inquiries: (list|view)|^Blogs: edit/.test(entry.name)),
      ]) {
        const { path, heading } = await adminPage.open();
        await openAdminPage(tab, { path, heading, reached: 'by address' });
        expect(await schemeOf(tab.page)).toBe('dark');
        found.push(...(await violations(tab.page)).map((line) => `${path} at ${viewport.width} px: ${line}`));
      }
      await tab.context.close();
      context = undefined;
    }
    expect(found, `\n  ${found.join('\n  ')}\n`).toEqual([]);
    // Six pages, each opened and checked with every WCAG rule: a page took a median 16.5 s beside
    // the other browser-test files on two busy cores.
  }, 240_000);
});
