import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productCategoriesModule } from '@/modules/product-categories/module';
import { productsModule } from '@/modules/products/module';
import { findModuleByKey, modules } from '@/registry';
import { minimalRecord, recordMaker, type Values } from './support/fixtures';
import { createMediaTestContext, jpegFile, type MediaTestContext } from './support/media';
import { type ModuleApi, moduleApi, type StoredRecord } from './support/module-api';
import { countRows } from './support/rows';
import { createTestContext, type TestContext } from './support/test-app';
import { testEngine } from './support/test-database';

/**
 * References between records: a product's category and images, nested
 * product categories. A reference must point at a record that exists, a record in use cannot be
 * deleted, nesting cannot loop, and lists filter by reference.
 */

const errorKeys = (answer: { body: { errors?: Record<string, string[]> } }) =>
  Object.keys(answer.body.errors ?? {}).sort();

describe(`references between records on ${testEngine}`, () => {
  let t: MediaTestContext;
  let token: string;
  let categories: ModuleApi;
  let products: ModuleApi;
  const category = (values: Values = {}) =>
    categories.created(minimalRecord(productCategoriesModule, values));
  /** A product's values, in the category with this id. */
  const productOf = (categoryId: number, values: Values = {}) =>
    minimalRecord(productsModule, values, { [productCategoriesModule.key]: categoryId });
  const product = (categoryId: number, values: Values = {}) =>
    products.created(productOf(categoryId, values));
  /** Rows and activity, to show a refused request changed nothing. */
  const snapshot = async () => ({
    products: await countRows(t.database, 'products'),
    categories: await countRows(t.database, 'product_categories'),
    activity: await countRows(t.database, 'activity_log'),
  });

  beforeAll(async () => {
    t = await createMediaTestContext();
    token = (await t.createUser({ role: 'editor' })).token;
    categories = moduleApi(t, productCategoriesModule, token);
    products = moduleApi(t, productsModule, token);
  });
  afterAll(() => t.destroy());

  it('refuses a product whose category does not exist with 400 on categoryId, changing nothing', async () => {
    const cameras = await category({ name: 'Cameras' });
    const existing = await product(cameras.id);
    const before = await snapshot();
    for (const answer of [
      await products.create(productOf(999_999)),
      await products.replace(existing.id, productOf(999_999)),
      await products.patch(existing.id, { categoryId: 999_999 }),
    ]) {
      expect(answer.status, answer.text).toBe(400);
      expect(answer.body).toMatchObject({ success: false, message: expect.any(String) });
      expect(errorKeys(answer)).toEqual(['categoryId']);
    }
    expect(await snapshot()).toEqual(before);
    expect((await products.get(existing.id)).body.data).toEqual(existing);
  });

  it('refuses to delete a category a product uses (409), and deletes it once unused', async () => {
    const locks = await category({ name: 'Locks' });
    const doors = await category({ name: 'Doors' });
    const deadbolt = await product(locks.id, { name: 'Deadbolt' });
    const before = await snapshot();
    const refused = await categories.remove(locks.id);
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body).toMatchObject({ success: false, message: expect.any(String) });
    expect(await snapshot()).toEqual(before);
    expect((await categories.get(locks.id)).status).toBe(200);

    const moved = await products.patch(deadbolt.id, { categoryId: doors.id });
    expect(moved.body.data.categoryId).toBe(doors.id);
    expect((await categories.remove(locks.id)).status).toBe(204);
    expect((await products.get(deadbolt.id)).body.data.categoryId).toBe(doors.id);
  });

  it('nests categories under a parent that exists, and refuses to delete a parent with children', async () => {
    const indoor = await category({ name: 'Indoor' });
    const dome = await category({ name: 'Dome', parentId: indoor.id });
    expect(dome.parentId).toBe(indoor.id);
    expect((await categories.get(dome.id)).body.data.parentId).toBe(indoor.id);

    const orphan = await categories.create(minimalRecord(productCategoriesModule, { parentId: 999_999 }));
    expect(orphan.status).toBe(400);
    expect(errorKeys(orphan)).toEqual(['parentId']);

    expect((await categories.remove(indoor.id)).status).toBe(409);
    const topLevel = await categories.patch(dome.id, { parentId: null });
    expect(topLevel.status).toBe(200);
    expect(topLevel.body.data.parentId).toBeNull();
    expect((await categories.remove(indoor.id)).status).toBe(204);
  });

  it('refuses to make a category its own parent or the child of its own descendant (400 on parentId)', async () => {
    const outdoor = await category({ name: 'Outdoor' });
    const bullet = await category({ name: 'Bullet', parentId: outdoor.id });
    const longRange = await category({ name: 'Long range', parentId: bullet.id });
    const before = await snapshot();
    const asWhole = (record: StoredRecord, parentId: number) =>
      categories.replace(record.id, { name: record.name, slug: record.slug, parentId });
    for (const answer of [
      await categories.patch(outdoor.id, { parentId: outdoor.id }),
      await categories.patch(outdoor.id, { parentId: bullet.id }),
      await categories.patch(outdoor.id, { parentId: longRange.id }),
      await categories.patch(bullet.id, { parentId: longRange.id }),
      await asWhole(outdoor, longRange.id),
      await asWhole(bullet, bullet.id),
    ]) {
      expect(answer.status, answer.text).toBe(400);
      expect(errorKeys(answer)).toEqual(['parentId']);
    }
    expect(await snapshot()).toEqual(before);
    expect((await categories.get(outdoor.id)).body.data.parentId).toBeNull();

    // Moving a branch elsewhere, or a leaf under a sibling's branch, is fine.
    const other = await category({ name: 'Other' });
    expect((await categories.patch(bullet.id, { parentId: other.id })).status).toBe(200);
    expect((await categories.patch(outdoor.id, { parentId: longRange.id })).status).toBe(200);
    expect((await categories.patch(other.id, { parentId: outdoor.id })).status).toBe(400);
  });

  it('keeps the images of a product in order, refusing a media id that does not exist', async () => {
    const upload = async () => {
      const answer = await t.upload(await jpegFile(), { token, alt: 'Camera' });
      expect(answer.status, answer.text).toBe(201);
      return answer.body.data.id as number;
    };
    const [first, second] = [await upload(), await upload()];
    const cameras = await category({ name: 'Gallery cameras' });
    const shown = await product(cameras.id, { imageIds: [second, first] });
    expect(shown.imageIds).toEqual([second, first]);
    expect((await products.get(shown.id)).body.data.imageIds).toEqual([second, first]);

    const before = await snapshot();
    for (const answer of [
      await products.create(productOf(cameras.id, { imageIds: [first, 999_999] })),
      await products.patch(shown.id, { imageIds: [999_999] }),
      await products.patch(shown.id, { imageIds: [first, first] }),
    ]) {
      expect(answer.status, answer.text).toBe(400);
      expect(errorKeys(answer)).toEqual(['imageIds']);
    }
    expect(await snapshot()).toEqual(before);
    expect((await products.get(shown.id)).body.data.imageIds).toEqual([second, first]);
  });

  it('filters a list by reference: products of a category, sub-categories of a parent', async () => {
    const alarms = await category({ name: 'Alarms' });
    const sensors = await category({ name: 'Sensors', parentId: alarms.id });
    const sirens = await category({ name: 'Sirens', parentId: alarms.id });
    const inAlarms = [await product(alarms.id), await product(alarms.id)];
    await product(sensors.id);

    const filtered = await products.list(`categoryId=${alarms.id}&pageSize=100`);
    expect(filtered.status).toBe(200);
    expect(filtered.body.total).toBe(2);
    expect(filtered.body.data.map((record: Values) => record.id).sort()).toEqual(
      inAlarms.map((record) => record.id).sort(),
    );
    expect((await products.list(`categoryId=${sensors.id}`)).body.total).toBe(1);
    expect((await products.list('categoryId=999999')).body).toMatchObject({ total: 0, data: [] });

    const children = await categories.list(`parentId=${alarms.id}&sort=name`);
    expect(children.body.data.map((record: Values) => record.id)).toEqual([sensors.id, sirens.id]);

    for (const value of ['abc', '0', '-1', '1.5', String(2 ** 31)]) {
      const refused = await products.list(`categoryId=${value}`);
      expect(refused.status, value).toBe(400);
      expect(errorKeys(refused)).toEqual(['categoryId']);
    }
  });

  it('lists just the records named by ids, so a page can read every record it refers to in one call', async () => {
    const [alarms, doorbells, intercoms] = [
      await category({ name: 'Alarms' }),
      await category({ name: 'Doorbells' }),
      await category({ name: 'Intercoms' }),
    ];
    const named = await categories.list(`ids=${intercoms.id},${alarms.id},${intercoms.id}&pageSize=100`);
    expect(named.status, named.text).toBe(200);
    expect(named.body.data.map((record: StoredRecord) => record.id).sort()).toEqual(
      [alarms.id, intercoms.id].sort(),
    );
    expect(named.body.total).toBe(2);
    expect((await categories.list(`ids=${doorbells.id}&q=alarm`)).body.total).toBe(0);

    const tooMany = Array.from({ length: 101 }, (_, index) => index + 1).join(',');
    for (const ids of ['', 'x', '1,,2', '-1', '0', tooMany, '99999999999']) {
      const refused = await categories.list(`ids=${encodeURIComponent(ids)}`);
      expect(refused.status, ids).toBe(400);
      expect(errorKeys(refused), ids).toEqual(['ids']);
    }
  });
});

/** Every reference field of the registry, with the module it points at. */
const referenceFields = modules.flatMap((module) =>
  Object.entries(module.fields).flatMap(([name, definition]) =>
    definition.kind === 'reference' ? [{ module, name, target: definition.module }] : [],
  ),
);

describe(`every reference field of the registry on ${testEngine}`, () => {
  let t: TestContext;
  let token: string;
  beforeAll(async () => {
    t = await createTestContext();
    token = (await t.createUser({ role: 'admin' })).token;
  });
  afterAll(() => t.destroy());

  for (const { module, name, target } of referenceFields) {
    it(`${module.key}.${name}: the ${target} record it names cannot be deleted while used (409)`, async () => {
      const make = await recordMaker(t, module, token);
      const record = await moduleApi(t, module, token).created(make.full());
      const targetApi = moduleApi(t, findModuleByKey(target)!, token);
      const refused = await targetApi.remove(record[name] as number);
      expect(refused.status, refused.text).toBe(409);
      expect((await targetApi.get(record[name] as number)).status).toBe(200);
    });
  }
});
