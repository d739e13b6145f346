import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visibilityFilters } from '@/kit/visibility';
import type { TrashEntry } from '@/lib/trash';
import { productCategoriesModule } from '@/modules/product-categories/module';
import { productsModule } from '@/modules/products/module';
import { servicesModule } from '@/modules/services/module';
import { usersModule } from '@/modules/users/module';
import { modules } from '@/registry';
import { listRecords } from '@/server/records/repository';
import { fullRecord, minimalRecord, recordMaker } from './support/fixtures';
import { createMediaTestContext, jpegFile, type MediaTestContext } from './support/media';
import { moduleApi, type StoredRecord } from './support/module-api';
import { activityOf, countRows } from './support/rows';
import { testEngine } from './support/test-database';

/**
 * Deleting a content record moves it to the trash for 30 days: it leaves lists, the public site and
 * reads, and comes back with the same id, fields and references. Staff accounts are deleted at
 * once, as before; leads in the trash are tested in `lead-trash.test.ts`.
 */
describe(`the trash on ${testEngine}`, () => {
  let t: MediaTestContext;
  let admin: string;
  let editor: string;
  let imageIds: number[];

  const upload = async () => {
    const answer = await t.upload(await jpegFile(), { token: admin, alt: 'A camera on a wall' });
    expect(answer.status, answer.text).toBe(201);
    return answer.body.data.id as number;
  };
  const trash = (token = editor) => t.call('/api/trash?pageSize=100', { token });
  const entryOf = async (module: string, recordId: number) =>
    ((await trash()).body.data as TrashEntry[]).find(
      (entry) => entry.module === module && entry.recordId === recordId,
    );
  const restore = (entryId: number, token = editor) =>
    t.call(`/api/trash/${entryId}/restore`, { method: 'POST', token, json: {} });
  /** What the public pages read: the visible records of the module's table. */
  const publicIds = async (module: typeof servicesModule) =>
    (
      await listRecords(t.database, module, {
        page: 1,
        pageSize: 100,
        filters: visibilityFilters(module.fields),
      })
    ).data.map((record) => record.id);
  const backdate = (entryId: number, days: number) =>
    t.database.db
      .updateTable('trash')
      .set({ deletedAt: new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString() })
      .where('id', '=', entryId)
      .execute();

  beforeAll(async () => {
    t = await createMediaTestContext();
    admin = (await t.createUser({ role: 'admin' })).token;
    editor = (await t.createUser({ role: 'editor' })).token;
    imageIds = [await upload(), await upload(), await upload()];
  });
  afterAll(() => t.destroy());

  it('moves a deleted service with its image to the trash, and restores it whole with the same id', async () => {
    const services = moduleApi(t, servicesModule, editor);
    const service = await services.created(
      fullRecord(servicesModule, { title: 'Gate camera install', imageId: imageIds[0], published: true }),
    );
    expect(await publicIds(servicesModule)).toContain(service.id);
    t.invalidated.length = 0;

    expect((await services.remove(service.id)).status).toBe(204);
    expect((await services.get(service.id)).status).toBe(404);
    expect((await services.list('pageSize=100')).body.data.map((row: StoredRecord) => row.id)).not.toContain(
      service.id,
    );
    expect(await publicIds(servicesModule)).not.toContain(service.id);
    expect(t.invalidated).toContain(`/services/${service.slug}`);

    const entry = await entryOf('services', service.id);
    expect(entry).toMatchObject({ title: 'Gate camera install', deletedAt: expect.any(String) });
    const days = (Date.parse(entry!.purgeAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    t.invalidated.length = 0;
    const restored = await restore(entry!.id);
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body.data).toMatchObject({ module: 'services', record: { id: service.id } });
    expect((await services.get(service.id)).body.data).toEqual(service);
    expect(await publicIds(servicesModule)).toContain(service.id);
    expect(t.invalidated).toEqual(expect.arrayContaining(['/', '/services', `/services/${service.slug}`]));
    expect(await entryOf('services', service.id)).toBeUndefined();
    expect((await activityOf(t.database, 'services')).slice(-2)).toMatchObject([
      { action: 'delete', recordId: service.id },
      { action: 'restore', recordId: service.id },
    ]);
  });

  it('restores a product with its category and its list of images', async () => {
    const products = moduleApi(t, productsModule, editor);
    const maker = await recordMaker(t, productsModule, editor);
    const product = await products.created(maker.full({ imageIds: [imageIds[1], imageIds[2]] }));
    expect((await products.remove(product.id)).status).toBe(204);
    const entry = await entryOf('products', product.id);
    expect((await restore(entry!.id)).status).toBe(200);
    const back = (await products.get(product.id)).body.data;
    expect(back).toEqual(product);
    expect(back).toMatchObject({ categoryId: maker.references['product-categories'] });
    expect(back.imageIds).toEqual([imageIds[1], imageIds[2]]);
  });

  it('answers 409 and changes nothing when a new record took the slug meanwhile', async () => {
    const services = moduleApi(t, servicesModule, editor);
    const old = await services.created(minimalRecord(servicesModule, { title: 'Doorbell cameras' }));
    expect((await services.remove(old.id)).status).toBe(204);
    const newer = await services.created(minimalRecord(servicesModule, { title: 'Doorbell cameras' }));
    expect(newer.slug).toBe(old.slug);
    const entry = await entryOf('services', old.id);
    const rows = await countRows(t.database, 'services');
    const activity = await countRows(t.database, 'activity_log');

    const refused = await restore(entry!.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      success: false,
      errors: { slug: [expect.stringContaining(String(old.slug))] },
    });
    expect(refused.body.message).toContain(`the slug “${String(old.slug)}” is now used by another service`);
    expect(await countRows(t.database, 'services')).toBe(rows);
    expect(await countRows(t.database, 'activity_log')).toBe(activity);
    expect(await entryOf('services', old.id)).toMatchObject({ id: entry!.id });
    expect((await services.get(old.id)).status).toBe(404);
  });

  it('keeps an image in the library while a record in the trash uses it, and frees it when that record goes for good', async () => {
    const services = moduleApi(t, servicesModule, editor);
    const image = await upload();
    const service = await services.created(
      minimalRecord(servicesModule, { title: 'Trashed gate', imageId: image }),
    );
    expect((await services.remove(service.id)).status).toBe(204);
    const deleteImage = () => t.call(`/api/media/${image}`, { method: 'DELETE', token: admin });
    const refused = await deleteImage();
    expect(refused.status).toBe(409);
    expect(refused.body.errors.usedBy).toEqual(['Service in the trash “Trashed gate” (Image)']);
    const usages = await t.call(`/api/media/${image}/usages`, { token: admin });
    expect(usages.body.data).toEqual([
      expect.objectContaining({ module: 'services', recordId: service.id, adminPath: '/admin/trash' }),
    ]);
    const entry = await entryOf('services', service.id);
    expect((await t.call(`/api/trash/${entry!.id}`, { method: 'DELETE', token: admin })).status).toBe(204);
    expect((await deleteImage()).status).toBe(204);
  });

  it('answers 409 when an image the record used is gone from the library', async () => {
    const services = moduleApi(t, servicesModule, editor);
    const lonelyImage = await upload();
    const service = await services.created(minimalRecord(servicesModule, { imageId: lonelyImage }));
    expect((await services.remove(service.id)).status).toBe(204);
    // The library refuses to delete it while the trash holds the record: remove it underneath.
    await t.database.db.deleteFrom('media').where('id', '=', lonelyImage).execute();
    const entry = await entryOf('services', service.id);
    const refused = await restore(entry!.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: 'Cannot restore: something this service refers to no longer exists',
      errors: { imageId: [expect.stringContaining(String(lonelyImage))] },
    });
    expect(await entryOf('services', service.id)).toBeDefined();
  });

  it('keeps the reference rules: a category used by products is not deleted, nor trashed', async () => {
    const maker = await recordMaker(t, productsModule, editor);
    await moduleApi(t, productsModule, editor).created(maker.minimal());
    const categoryId = maker.references['product-categories'];
    const refused = await moduleApi(t, productCategoriesModule, editor).remove(categoryId);
    expect(refused.status).toBe(409);
    expect(await entryOf('product-categories', categoryId)).toBeUndefined();
  });

  it('deletes for good for administrators only, with the kept versions', async () => {
    const services = moduleApi(t, servicesModule, editor);
    const service = await services.created(minimalRecord(servicesModule));
    expect((await services.patch(service.id, { summary: 'A changed summary.' })).status).toBe(200);
    expect(await countRows(t.database, 'revisions')).toBeGreaterThan(0);
    expect((await services.remove(service.id)).status).toBe(204);
    const entry = await entryOf('services', service.id);

    const byEditor = await t.call(`/api/trash/${entry!.id}`, { method: 'DELETE', token: editor });
    expect(byEditor.status).toBe(403);
    expect(await entryOf('services', service.id)).toBeDefined();

    const byAdmin = await t.call(`/api/trash/${entry!.id}`, { method: 'DELETE', token: admin });
    expect(byAdmin.status).toBe(204);
    expect(await entryOf('services', service.id)).toBeUndefined();
    expect((await restore(entry!.id)).status).toBe(404);
    const kept = await t.database.db
      .selectFrom('revisions')
      .select('id')
      .where('module', '=', 'services')
      .where('recordId', '=', service.id)
      .execute();
    expect(kept).toEqual([]);
    expect((await activityOf(t.database, 'services')).at(-1)).toMatchObject({
      action: 'delete-forever',
      recordId: service.id,
    });
  });

  it('purges entries older than 30 days (and their versions) and keeps younger ones', async () => {
    const services = moduleApi(t, servicesModule, editor);
    const old = await services.created(minimalRecord(servicesModule));
    const young = await services.created(minimalRecord(servicesModule));
    expect((await services.patch(old.id, { summary: 'Edited once.' })).status).toBe(200);
    for (const record of [old, young]) expect((await services.remove(record.id)).status).toBe(204);
    await backdate((await entryOf('services', old.id))!.id, 31);
    await backdate((await entryOf('services', young.id))!.id, 29);

    expect(await entryOf('services', old.id)).toBeUndefined();
    expect(await entryOf('services', young.id)).toBeDefined();
    const kept = await t.database.db
      .selectFrom('revisions')
      .select('id')
      .where('module', '=', 'services')
      .where('recordId', '=', old.id)
      .execute();
    expect(kept).toEqual([]);
  });

  it('deletes staff accounts at once, as before (no trash entry)', async () => {
    const users = moduleApi(t, usersModule, admin);
    const user = await users.created(minimalRecord(usersModule));
    const rows = await countRows(t.database, 'users');
    expect((await users.remove(user.id)).status).toBe(204);
    expect(await countRows(t.database, 'users')).toBe(rows - 1);
    expect(await entryOf('users', user.id)).toBeUndefined();
    expect((await users.get(user.id)).status).toBe(404);
    const trashed = await t.database.db
      .selectFrom('trash')
      .select('module')
      .where('module', '=', 'users')
      .execute();
    expect(trashed).toEqual([]);
  });

  it('describes the trash and revision calls in /api/openapi.json', async () => {
    const paths = (await t.call('/api/openapi.json')).body.paths as Record<string, Record<string, unknown>>;
    const methods = (path: string) => Object.keys(paths[path] ?? {}).sort();
    expect(methods('/api/trash')).toEqual(['get']);
    expect(methods('/api/trash/{id}/restore')).toEqual(['post']);
    expect(methods('/api/trash/{id}')).toEqual(['delete']);
    for (const module of modules) {
      const expected = module.trash ? [['get'], ['get'], ['post']] : [[], [], []];
      expect(
        [
          methods(`/api/${module.key}/{id}/revisions`),
          methods(`/api/${module.key}/{id}/revisions/{revisionId}`),
          methods(`/api/${module.key}/{id}/revisions/{revisionId}/restore`),
        ],
        module.key,
      ).toEqual(expected);
    }
    expect(
      modules
        .filter((module) => !module.trash)
        .map((module) => module.key)
        .sort(),
    ).toEqual(['users']);
  });

  it('refuses bad ids with 400 and unknown entries with 404', async () => {
    expect((await t.call('/api/trash/abc/restore', { method: 'POST', token: editor, json: {} })).status).toBe(
      400,
    );
    expect((await restore(999_999)).status).toBe(404);
    expect((await t.call('/api/trash?page=0', { token: editor })).status).toBe(400);
    expect((await t.call('/api/trash')).status).toBe(401);
  });
});
