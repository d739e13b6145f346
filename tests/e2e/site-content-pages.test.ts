import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { businessToday } from '@/lib/calendar-dates';
import { launchBrowser, VIEWPORTS } from './support/browser';
import { type ApiRecord, send } from './support/records';
import { signIn } from './support/server';

/**
 * The catalogue, portfolio, blog, careers, reviews, FAQs and content pages as a visitor uses them:
 * what is published is listed, a card opens its page, hidden and scheduled items answer 404, and the
 * category drill-down works in place with JavaScript and as plain links without.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
let token: string;

/** A name no other test uses, so a rerun on the same server makes new records. */
const run = Date.now().toString(36);
const created: Record<string, ApiRecord> = {};

async function create(module: string, values: Record<string, unknown>) {
  const { data } = await send(baseUrl, token, 'POST', `/${module}`, values);
  return data;
}

/** The published records of a module, read through the API as staff see them. */
async function listed(module: string, query: string) {
  const body = await send<{ data: ApiRecord[] }>(baseUrl, token, 'GET', `/${module}?pageSize=100&${query}`);
  return body.data;
}

beforeAll(async () => {
  [browser, token] = await Promise.all([launchBrowser(), signIn(baseUrl)]);
  const parent = await create('product-categories', { name: `Drill Cameras ${run}`, published: true });
  const child = await create('product-categories', {
    name: `Drill Domes ${run}`,
    parentId: parent.id,
    published: true,
  });
  created.parent = parent;
  created.child = child;
  created.dome = await create('products', {
    name: `Drill Dome ${run}`,
    categoryId: child.id,
    priceCents: 24_900,
    summary: 'A dome inside a subcategory.',
    published: true,
  });
  created.hiddenProduct = await create('products', {
    name: `Hidden Camera ${run}`,
    categoryId: parent.id,
    published: false,
  });
  created.hiddenCategory = await create('product-categories', {
    name: `Hidden Shelf ${run}`,
    published: false,
  });
  created.orphan = await create('products', {
    name: `Orphan Camera ${run}`,
    categoryId: created.hiddenCategory.id,
    published: true,
  });
  created.draft = await create('blogs', {
    title: `Draft post ${run}`,
    body: '<p>Not ready.</p>',
    status: 'draft',
  });
  created.scheduled = await create('blogs', {
    title: `Scheduled post ${run}`,
    body: '<p>Tomorrow.</p>',
    status: 'published',
    publishedAt: new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString(),
  });
});

afterAll(async () => {
  await browser?.close();
});

async function openPage(path: string, width: 'phone' | 'desktop', javaScriptEnabled = true) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: VIEWPORTS[width],
    javaScriptEnabled,
  });
  const page = await context.newPage();
  const response = await page.goto(path);
  return { context, page, response };
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** Opens an item's page from its card in a list and checks where the visitor landed. */
async function openFromCard(page: Page, name: string, path: string) {
  await page.getByRole('main').getByRole('link', { name, exact: true }).first().click();
  await page.waitForURL(`${baseUrl}${path}`);
  await expect(h1(page).textContent()).resolves.toBe(name);
}

const now = () => Date.now();

describe.each(['phone', 'desktop'] as const)('the content pages on a %s', (width) => {
  it('lists the top-level categories and featured products, and a category card opens its page', async () => {
    const published = await listed('product-categories', 'published=true');
    const byId = new Map(published.map((category) => [category.id, category]));
    // A category shows when it and every category above it are published.
    const shown = (id: unknown): boolean => {
      const category = byId.get(Number(id));
      return !!category && (category.parentId === null || shown(category.parentId));
    };
    const categories = published.filter((category) => category.parentId === null);
    const featured = (await listed('products', 'published=true&featured=true')).filter((product) =>
      shown(product.categoryId),
    );
    const { context, page, response } = await openPage('/products', width);
    try {
      expect(response?.headers()['set-cookie']).toBeUndefined();
      await expect(h1(page).textContent()).resolves.toBe('Security Camera Products');
      const main = page.getByRole('main');
      for (const category of categories) {
        await expect(
          main.getByRole('link', { name: String(category.name), exact: true }).count(),
        ).resolves.toBe(1);
      }
      for (const product of featured) {
        await expect(
          main.getByRole('link', { name: String(product.name), exact: true }).count(),
        ).resolves.toBe(1);
      }
      await openFromCard(page, `Drill Cameras ${run}`, `/products/category/${created.parent.slug}`);
      await expect(
        page
          .getByRole('main')
          .getByRole('link', { name: `Drill Domes ${run}` })
          .isVisible(),
      ).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });

  it('shows a product with its price, SKU and specifications, opened from its category', async () => {
    const { context, page } = await openPage(`/products/category/${created.child.slug}`, width);
    try {
      await openFromCard(page, `Drill Dome ${run}`, `/products/${created.dome.slug}`);
      await expect(page.getByText('$249').first().isVisible()).resolves.toBe(true);
      const quote = page.getByRole('main').getByRole('link', { name: 'Free quote' }).last();
      await expect(quote.getAttribute('href')).resolves.toBe(
        `/free-quote?${new URLSearchParams({ service: `Drill Dome ${run}` })}`,
      );
    } finally {
      await context.close();
    }
  });

  it('lists the published projects, filters them by category with plain links, and opens one', async () => {
    const projects = await listed('portfolios', 'published=true');
    const { context, page } = await openPage('/portfolio', width);
    try {
      const main = page.getByRole('main');
      for (const project of projects) {
        await expect(
          main.getByRole('link', { name: String(project.title), exact: true }).count(),
        ).resolves.toBe(1);
      }
      const residential = projects.filter((project) => project.category === 'residential');
      // Each filter names its category and how many projects it leads to.
      await main
        .getByRole('link', {
          name: `Residential (${residential.length} ${residential.length === 1 ? 'project' : 'projects'})`,
        })
        .click();
      await page.waitForURL(`${baseUrl}/portfolio?category=residential`);
      await expect(main.getByRole('article').getByRole('heading').allTextContents()).resolves.toEqual(
        residential.map((project) => project.title),
      );
      const first = residential[0] ?? projects[0];
      await openFromCard(page, String(first.title), `/portfolio/${first.slug}`);
    } finally {
      await context.close();
    }
  });

  it('lists the visible posts newest first, without drafts or scheduled posts, and opens one', async () => {
    const visible = (await listed('blogs', 'status=published&sort=publishedAt&order=desc'))
      .filter((post) => !post.publishedAt || new Date(String(post.publishedAt)).getTime() <= now())
      .slice(0, 9);
    const { context, page } = await openPage('/blog', width);
    try {
      const titles = await page.getByRole('main').getByRole('article').getByRole('heading').allTextContents();
      expect(titles).toEqual(visible.map((post) => post.title));
      expect(titles).not.toContain(`Scheduled post ${run}`);
      expect(titles).not.toContain(`Draft post ${run}`);
      await openFromCard(page, String(visible[0].title), `/blog/${visible[0].slug}`);
      await expect(page.getByRole('heading', { name: 'More from the blog' }).isVisible()).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });

  it('lists the open jobs and a job page offers to apply by e-mail', async () => {
    // A job past its closing day (in Los Angeles) is no open position.
    const today = businessToday();
    const jobs = (await listed('jobs', 'active=true')).filter(
      (job) => !job.closesOn || String(job.closesOn) >= today,
    );
    const { context, page } = await openPage('/careers', width);
    try {
      const main = page.getByRole('main');
      for (const job of jobs) {
        await expect(main.getByRole('link', { name: String(job.title), exact: true }).count()).resolves.toBe(
          1,
        );
      }
      await openFromCard(page, String(jobs[0].title), `/careers/${jobs[0].slug}`);
      const apply = page.getByRole('link', { name: 'Apply by e-mail' }).first();
      await expect(apply.getAttribute('href')).resolves.toMatch(
        new RegExp(
          `^mailto:.+\\?subject=${encodeURIComponent(`Application: ${jobs[0].title}`).replace(/[()]/g, '\\$&')}`,
        ),
      );
    } finally {
      await context.close();
    }
  });

  it('shows every published review with its stars, and the average', async () => {
    const reviews = await listed('reviews', 'published=true');
    const { context, page } = await openPage('/reviews', width);
    try {
      const main = page.getByRole('main');
      for (const review of reviews) {
        await expect(main.getByText(String(review.text)).isVisible()).resolves.toBe(true);
      }
      const average =
        Math.round((reviews.reduce((sum, r) => sum + Number(r.rating), 0) / reviews.length) * 10) / 10;
      await expect(main.getByRole('img', { name: `Rated ${average} out of 5` }).isVisible()).resolves.toBe(
        true,
      );
      await expect(
        main.getByRole('img', { name: `Rated ${reviews[0].rating} out of 5` }).count(),
      ).resolves.toBeGreaterThan(0);
      // The site's own reviews, said so: beside the review platform's count they are not the same reviews.
      await expect(
        main.getByText(`Average of the ${reviews.length} reviews on this site`).isVisible(),
      ).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });

  it('shows every published question, opens its answer, and describes them all as an FAQPage', async () => {
    const faqs = await listed('faqs', 'published=true');
    const { context, page } = await openPage('/faqs', width);
    try {
      const main = page.getByRole('main');
      for (const faq of faqs) {
        await expect(main.getByText(String(faq.question), { exact: true }).isVisible()).resolves.toBe(true);
      }
      await main.getByText(String(faqs[0].question), { exact: true }).click();
      const answer = String(faqs[0].answer).replace(/<[^>]+>/g, '');
      await expect(main.getByText(answer).isVisible()).resolves.toBe(true);
      const data = await page.locator('script[type="application/ld+json"]').allTextContents();
      const faqPage = data.map((text) => JSON.parse(text)).find((node) => node['@type'] === 'FAQPage');
      expect(faqPage.mainEntity.map((question: { name: string }) => question.name).sort()).toEqual(
        faqs.map((faq) => faq.question).sort(),
      );
      expect(faqPage.mainEntity[0].acceptedAnswer.text).not.toContain('<');
    } finally {
      await context.close();
    }
  });

  it('shows each published content page with its title', async () => {
    const pages = await listed('contents', 'published=true');
    const { context, page } = await openPage('/', width);
    try {
      for (const content of pages) {
        const response = await page.goto(`/pages/${content.slug}`);
        expect(response?.status()).toBe(200);
        await expect(h1(page).textContent()).resolves.toBe(content.title);
        await expect(page.getByText('Last updated').isVisible()).resolves.toBe(true);
      }
    } finally {
      await context.close();
    }
  });
});

describe('what visitors may not see', () => {
  it('answers 404 for an unpublished product, a product of a hidden category, a draft and a scheduled post', async () => {
    const { context, page } = await openPage('/', 'desktop');
    try {
      for (const path of [
        `/products/${created.hiddenProduct.slug}`,
        `/products/${created.orphan.slug}`,
        `/blog/${created.draft.slug}`,
        `/blog/${created.scheduled.slug}`,
        `/products/category/${created.hiddenCategory.slug}`,
      ]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
      }
      await page.goto(`/products/category/${created.parent.slug}`);
      await expect(h1(page).textContent()).resolves.toBe(`Drill Cameras ${run}`);
      await expect(
        page
          .getByRole('main')
          .getByRole('link', { name: `Hidden Camera ${run}` })
          .count(),
      ).resolves.toBe(0);
      const response = await page.goto('/blog?page=99');
      expect(response?.status()).toBe(404);
    } finally {
      await context.close();
    }
  });
});

describe('the category drill-down', () => {
  it('opens a subcategory in place and Back returns, with JavaScript', async () => {
    const path = `/products/category/${created.parent.slug}`;
    const { context, page } = await openPage(path, 'phone');
    try {
      const main = page.getByRole('main');
      await main.getByRole('link', { name: `Drill Domes ${run}`, exact: true }).click();
      await main.getByRole('heading', { level: 2, name: `Drill Domes ${run}` }).waitFor();
      await expect(
        main.getByRole('link', { name: `Drill Dome ${run}`, exact: true }).isVisible(),
      ).resolves.toBe(true);
      // In place: the same page, its h1 unchanged.
      expect(page.url()).toBe(`${baseUrl}${path}`);
      await expect(h1(page).textContent()).resolves.toBe(`Drill Cameras ${run}`);

      await main.getByRole('button', { name: `Back to Drill Cameras ${run}` }).click();
      await main.getByRole('link', { name: `Drill Domes ${run}`, exact: true }).waitFor();
      await expect(main.getByRole('button', { name: /^Back/ }).count()).resolves.toBe(0);
      expect(page.url()).toBe(`${baseUrl}${path}`);
    } finally {
      await context.close();
    }
  });

  it('works as plain links without JavaScript', async () => {
    const { context, page } = await openPage(`/products/category/${created.parent.slug}`, 'desktop', false);
    try {
      await page
        .getByRole('main')
        .getByRole('link', { name: `Drill Domes ${run}`, exact: true })
        .click();
      await page.waitForURL(`${baseUrl}/products/category/${created.child.slug}`);
      await expect(h1(page).textContent()).resolves.toBe(`Drill Domes ${run}`);
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(
        crumbs.getByRole('link', { name: `Drill Cameras ${run}` }).getAttribute('href'),
      ).resolves.toBe(`/products/category/${created.parent.slug}`);
      await expect(
        page.getByRole('link', { name: `Drill Dome ${run}`, exact: true }).isVisible(),
      ).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });

  it('reads a category from a JSON address that sets no cookie', async () => {
    const response = await fetch(`${baseUrl}/products/category/${created.parent.slug}/items.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    const body = (await response.json()) as { subcategories: { name: string }[] };
    expect(body.subcategories.map((category) => category.name)).toEqual([`Drill Domes ${run}`]);
    const hidden = await fetch(`${baseUrl}/products/category/${created.hiddenCategory.slug}/items.json`);
    expect(hidden.status).toBe(404);
  });
});
