import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '@/registry';
import { findMediaUsages } from '@/server/media/usage';
import { createMediaTestContext, jpegFile, type MediaTestContext, png } from './support/media';
import { countRows, latestActivity } from './support/rows';
import { testEngine } from './support/test-database';

/** The media library after upload: list, search, alt text, usages and delete refused while used. */

describe(`media library on ${testEngine}`, () => {
  let t: MediaTestContext;
  let token: string;
  let adminId: number;
  const upload = async (alt: string) => {
    const answer = await t.upload(await jpegFile(), { token, alt });
    expect(answer.status, answer.text).toBe(201);
    return answer.body.data as { id: number; url: string; variants: { url: string }[] };
  };
  beforeAll(async () => {
    t = await createMediaTestContext();
    const admin = await t.createUser({ role: 'admin' });
    token = admin.token;
    adminId = admin.user.id;
  });
  afterAll(() => t.destroy());

  it('lists newest first with paging, and searches the alt text ignoring case', async () => {
    const porch = await upload('Dome camera over a porch');
    const gate = await upload('Gate intercom at dusk');
    const garage = await upload('Bullet CAMERA by the garage');

    const all = await t.call('/api/media?pageSize=2', { token });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(all.body.data.map((item: { id: number }) => item.id)).toEqual([garage.id, gate.id]);
    const second = await t.call('/api/media?pageSize=2&page=2', { token });
    expect(second.body.data.map((item: { id: number }) => item.id)).toEqual([porch.id]);

    const found = await t.call('/api/media?q=camera', { token });
    expect(found.body.total).toBe(2);
    expect(found.body.data.map((item: { id: number }) => item.id).sort()).toEqual(
      [porch.id, garage.id].sort(),
    );
    expect((await t.call('/api/media?q=100%25', { token })).body.total).toBe(0);
  });

  it('refuses a bad list query with 400 and anonymous calls with 401', async () => {
    for (const query of ['pageSize=101', 'page=0', 'sort=alt', 'q=%00']) {
      expect((await t.call(`/api/media?${query}`, { token })).status, query).toBe(400);
    }
    for (const [path, method] of [
      ['/api/media', 'GET'],
      ['/api/media/1', 'GET'],
      ['/api/media/1/usages', 'GET'],
      ['/api/media/1', 'PATCH'],
      ['/api/media/1', 'DELETE'],
    ]) {
      const answer = await t.call(path, { method, ...(method === 'PATCH' ? { json: { alt: 'x' } } : {}) });
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.body).toEqual({ success: false, message: expect.any(String) });
    }
  });

  it('reads one item (200) and answers unknown or malformed ids with 404 / 400', async () => {
    const item = await upload('One item');
    const read = await t.call(`/api/media/${item.id}`, { token });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id: item.id, url: item.url, alt: 'One item' });
    expect((await t.call('/api/media/987654', { token })).status).toBe(404);
    expect((await t.call('/api/media/1e3', { token })).status).toBe(400);
  });

  it('changes the alt text (PATCH), logs it, and refuses a bad body', async () => {
    const item = await upload('Old text');
    const changed = await t.call(`/api/media/${item.id}`, {
      method: 'PATCH',
      json: { alt: ' New text ' },
      token,
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.data).toMatchObject({ id: item.id, alt: 'New text', url: item.url });
    expect(await latestActivity(t.database)).toMatchObject({
      userId: adminId,
      module: 'media',
      recordId: item.id,
      action: 'update',
      changedFields: 'alt',
    });
    for (const body of [{ alt: 'a'.repeat(301) }, { alt: 3 }, {}, { alt: 'x', url: '/etc/passwd' }]) {
      const refused = await t.call(`/api/media/${item.id}`, { method: 'PATCH', json: body, token });
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    expect((await t.call(`/api/media/${item.id}`, { token })).body.data.alt).toBe('New text');
    expect((await t.call('/api/media/987654', { method: 'PATCH', json: { alt: 'x' }, token })).status).toBe(
      404,
    );
  });

  it('refuses to delete an image a service shows (409, naming it), then deletes it once cleared', async () => {
    const item = await upload('Installer on a ladder');
    const service = await t.call('/api/services', {
      method: 'POST',
      json: { title: 'CCTV installation', summary: 'Cameras, installed.', imageId: item.id },
      token,
    });
    expect(service.status, service.text).toBe(201);

    const usages = await t.call(`/api/media/${item.id}/usages`, { token });
    expect(usages.body.data).toEqual([
      expect.objectContaining({
        module: 'services',
        recordId: service.body.data.id,
        title: 'CCTV installation',
        field: 'imageId',
        adminPath: `/admin/services/${service.body.data.id}/edit`,
      }),
    ]);

    const files = await t.storedFiles();
    const refused = await t.call(`/api/media/${item.id}`, { method: 'DELETE', token });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      success: false,
      message: expect.any(String),
      errors: { usedBy: [expect.stringContaining('CCTV installation')] },
    });
    expect((await t.call(`/api/media/${item.id}`, { token })).status).toBe(200);
    expect(await t.storedFiles()).toEqual(files);

    // Changing the alt text refreshes the public pages that show the image.
    t.invalidated.length = 0;
    await t.call(`/api/media/${item.id}`, { method: 'PATCH', json: { alt: 'Installer at work' }, token });
    expect(t.invalidated).toContain(`/services/${service.body.data.slug}`);

    const cleared = await t.call(`/api/services/${service.body.data.id}`, {
      method: 'PATCH',
      json: { imageId: null },
      token,
    });
    expect(cleared.status, cleared.text).toBe(200);
    const rows = await countRows(t.database, 'media');
    const deleted = await t.call(`/api/media/${item.id}`, { method: 'DELETE', token });
    expect(deleted.status, deleted.text).toBe(204);
    expect(await countRows(t.database, 'media')).toBe(rows - 1);
    expect(await latestActivity(t.database)).toMatchObject({
      module: 'media',
      recordId: item.id,
      action: 'delete',
    });
    const stem = item.url.slice('/media/'.length, '/media/'.length + 32);
    expect((await t.storedFiles()).filter((file) => file.startsWith(stem))).toEqual([]);
    expect((await t.call(`/api/media/${item.id}`, { token })).status).toBe(404);
    expect((await t.call(`/api/media/${item.id}`, { method: 'DELETE', token })).status).toBe(404);
  });

  it('refuses to delete an image in a portfolio gallery or on the About page until both let go', async () => {
    const item = await upload('Finished install');
    const other = await upload('Another photo');
    const project = await t.call('/api/portfolios', {
      method: 'POST',
      json: { title: 'Silver Lake residence', imageIds: [other.id, item.id] },
      token,
    });
    expect(project.status, project.text).toBe(201);
    const about = await t.call('/api/settings/about', { method: 'PUT', json: { imageId: item.id }, token });
    expect(about.status, about.text).toBe(200);

    const usages = await t.call(`/api/media/${item.id}/usages`, { token });
    expect(usages.body.data).toEqual([
      expect.objectContaining({
        module: 'portfolios',
        recordId: project.body.data.id,
        field: 'imageIds',
        adminPath: `/admin/portfolio/${project.body.data.id}/edit`,
      }),
      expect.objectContaining({
        module: 'settings/about',
        recordId: null,
        adminPath: '/admin/about/settings',
      }),
    ]);
    const refused = await t.call(`/api/media/${item.id}`, { method: 'DELETE', token });
    expect(refused.status).toBe(409);
    expect(refused.body.errors.usedBy).toHaveLength(2);

    await t.call(`/api/portfolios/${project.body.data.id}`, {
      method: 'PATCH',
      json: { imageIds: [other.id] },
      token,
    });
    expect((await t.call(`/api/media/${item.id}`, { method: 'DELETE', token })).status).toBe(409);
    await t.call('/api/settings/about', { method: 'PUT', json: { imageId: null }, token });
    expect((await t.call(`/api/media/${item.id}`, { method: 'DELETE', token })).status).toBe(204);
    expect((await t.call(`/api/media/${other.id}`, { method: 'DELETE', token })).status).toBe(409);
  });

  it('finds images listed in a JSON list column (imageList) on this engine', async () => {
    const { db } = t.database;
    await db.schema
      .createTable('gallery_probe')
      .addColumn('id', 'integer')
      .addColumn('ids', testEngine === 'postgres' ? 'jsonb' : 'text')
      .execute();
    const probe = db as unknown as import('kysely').Kysely<{ gallery_probe: { id: number; ids: string } }>;
    await probe
      .insertInto('gallery_probe')
      .values([
        { id: 1, ids: '[3, 12, 7]' },
        { id: 2, ids: '[123]' },
        { id: 3, ids: '[]' },
      ])
      .execute();
    const { engineValues } = await import('@/server/db/values');
    const codec = engineValues(t.database.engine);
    const holding = async (mediaId: number) =>
      (
        await probe
          .selectFrom('gallery_probe')
          .select('id')
          .where((eb) => codec.jsonListContains(eb, 'ids', mediaId))
          .orderBy('id')
          .execute()
      ).map((row) => row.id);
    expect(await holding(12)).toEqual([1]);
    expect(await holding(123)).toEqual([2]);
    expect(await holding(1)).toEqual([]);
  });

  it('finds no usage of an unused image', async () => {
    const item = await t.upload({ bytes: await png(), name: 'a.png', type: 'image/png' }, { token });
    expect(await findMediaUsages(t.database, item.body.data.id, registry)).toEqual([]);
  });
});
