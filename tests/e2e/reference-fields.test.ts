import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN_ROOT } from '@/lib/constants';
import { api, eventually, openPage, toast, waitForAdminPage } from './support/admin';
import { launchBrowser } from './support/browser';
import { trackApiCalls } from './support/module-pages';
import { type ApiRecord, send } from './support/records';
import { signIn } from './support/server';

const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36).slice(-6);
/** Every name made here starts with it, so a list search shows this test's records only. */
const prefix = `Ref ${stamp}`;
let browser: Browser;
let token: string;
const categories: ApiRecord[] = [];
const products: ApiRecord[] = [];

/** Unpublished, so the public catalogue never shows them while the test runs. */
const createCategory = async (name: string) =>
  (await send(baseUrl, token, 'POST', '/product-categories', { name, published: false })).data;

beforeAll(async () => {
  [browser, token] = await Promise.all([launchBrowser(), signIn(baseUrl)]);
  for (const zone of ['Attic', 'Basement', 'Carport', 'Driveway', 'Entrance', 'Fence'])
    categories.push(await createCategory(`${prefix} ${zone}`));
  for (const [index, category] of categories.entries()) {
    for (const model of ['Dome', 'Bullet']) {
      const { data } = await send(baseUrl, token, 'POST', '/products', {
        name: `${prefix} ${model} ${index + 1}`,
        categoryId: category.id,
        published: false,
      });
      products.push(data);
    }
  }
});

afterAll(async () => {
  for (const product of products)
    await send(baseUrl, token, 'DELETE', `/products/${product.id}`).catch(() => {});
  for (const category of categories.reverse())
    await send(baseUrl, token, 'DELETE', `/product-categories/${category.id}`).catch(() => {});
  await browser?.close();
});

/** Paths of the requests a page makes to one module's API (`/api/product-categories...`). */
function recordRequests(page: Page, moduleKey: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === `/api/${moduleKey}` || url.pathname.startsWith(`/api/${moduleKey}/`))
      seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

const productRow = (page: Page, name: string) =>
  page.locator('table tbody tr.mantine-datatable-row').filter({ hasText: name });

const categoryName = (id: unknown) => String(categories.find((category) => category.id === id)?.name);

describe('reference fields in the back office', () => {
  it('a products list asks for the categories its rows show in one request', async () => {
    const { context, page, errors } = await openPage(browser, baseUrl, { token });
    const calls = trackApiCalls(page);
    const categoryRequests = recordRequests(page, 'product-categories');
    try {
      await page.goto(`${ADMIN_ROOT}/product?q=${encodeURIComponent(prefix)}`);
      await waitForAdminPage(page, 'Products');
      for (const product of products)
        await productRow(page, String(product.name)).getByText(categoryName(product.categoryId)).waitFor();
      await calls.settled(300);

      expect(products).toHaveLength(12);
      expect(new Set(products.map((product) => product.categoryId)).size).toBe(6);
      expect(categoryRequests).toHaveLength(1);
      expect(categoryRequests[0]).toMatch(/^\/api\/product-categories\?/);
      // Exactly the six categories the rows show, by id.
      const asked = new URLSearchParams(categoryRequests[0].split('?')[1]).get('ids')?.split(',');
      expect(asked?.map(Number).sort()).toEqual(
        [...new Set(products.map((product) => product.categoryId))].sort(),
      );
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a product form offers the category that shares the product’s id', async () => {
    const list = async (key: string) =>
      (await api(baseUrl, token, `/${key}?pageSize=100&sort=id&order=asc`)).body.data as ApiRecord[];
    const [allProducts, allCategories] = await Promise.all([list('products'), list('product-categories')]);
    // A product in another category, so the twin is offered as a search result, not as the current value.
    const product = allProducts.find(
      (candidate) =>
        candidate.categoryId !== candidate.id && allCategories.some((other) => other.id === candidate.id),
    );
    const twin = allCategories.find((category) => category.id === product?.id);
    if (!product || !twin) throw new Error('no product shares its id with a category');

    const { context, page, errors } = await openPage(browser, baseUrl, { token });
    try {
      await page.goto(`${ADMIN_ROOT}/product/${product.id}/edit`);
      await waitForAdminPage(page, 'Edit product');
      const picker = page.getByRole('main').getByRole('combobox', { name: 'Category', exact: true });
      await picker.click();
      await picker.fill(String(twin.name));
      await page
        .getByRole('listbox')
        .getByRole('option', { name: String(twin.name), exact: true })
        .waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the category picker finds, by typing, a category beyond the first 100', async () => {
    // Enough categories that the far one is past the 100th by title and by age.
    for (let count = 1; count <= 100; count++)
      categories.push(await createCategory(`${prefix} Bulk ${String(count).padStart(3, '0')}`));
    const far = await createCategory(`${prefix} Rooftop Corner`);
    categories.push(far);
    const total = (await api(baseUrl, token, '/product-categories?pageSize=1')).body.total;
    expect(total).toBeGreaterThan(100);

    const product = products[0];
    const { context, page, errors } = await openPage(browser, baseUrl, { token });
    const calls = trackApiCalls(page);
    try {
      await page.goto(`${ADMIN_ROOT}/product/${product.id}/edit`);
      await waitForAdminPage(page, 'Edit product');
      const picker = page.getByRole('main').getByRole('combobox', { name: 'Category', exact: true });
      // The chosen category reads by its title before any option is loaded.
      await eventually(() => picker.inputValue()).toBe(categoryName(product.categoryId));

      await picker.click();
      await picker.fill('rooftop corn');
      const option = page.getByRole('listbox').getByRole('option', { name: far.name as string, exact: true });
      await option.click();
      await expect.poll(() => picker.inputValue()).toBe(far.name);
      await page.getByRole('main').getByRole('button', { name: 'Save changes', exact: true }).click();
      await toast(page, 'Changes saved').waitFor();
      await eventually(
        async () => (await api(baseUrl, token, `/products/${product.id}`)).body.data.categoryId,
      ).toBe(far.id);

      // In the list, a category far down the categories still reads by its title.
      await page.goto(`${ADMIN_ROOT}/product?q=${encodeURIComponent(prefix)}`);
      await waitForAdminPage(page, 'Products');
      await productRow(page, String(product.name)).getByText(String(far.name)).waitFor();

      // The list's category filter searches the same way.
      const filter = page.getByRole('combobox', { name: 'Filter by category' });
      await filter.click();
      await filter.fill('rooftop');
      await page
        .getByRole('listbox')
        .getByRole('option', { name: far.name as string, exact: true })
        .click();
      await eventually(() => page.locator('table tbody tr.mantine-datatable-row').count()).toBe(1);
      await productRow(page, String(product.name)).waitFor();
      await calls.settled(300);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
