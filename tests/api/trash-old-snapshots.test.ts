import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrashEntry } from '@/lib/trash';
import { servicesModule } from '@/modules/services/module';
import { decodeJson, engineValues } from '@/server/db/values';
import { minimalRecord } from './support/fixtures';
import { moduleApi } from './support/module-api';
import { countRows } from './support/rows';
import { createTestContext, type TestContext } from './support/test-app';
import { testEngine } from './support/test-database';

/**
 * A record trashed by an earlier version of the site lacks the fields added since: restoring it
 * fills each missing field with its declared default, and one that cannot be filled is named in a
 * 409 instead of a database error.
 */
describe(`restoring a trashed record kept before its fields changed, on ${testEngine}`, () => {
  let t: TestContext;
  let editor: string;

  beforeAll(async () => {
    t = await createTestContext();
    editor = (await t.createUser({ role: 'editor' })).token;
  });
  afterAll(() => t.destroy());

  /** Trashes a new service and rewrites its kept snapshot without `dropped`, as an old one would be. */
  async function trashedWithout(title: string, dropped: string[]) {
    const services = moduleApi(t, servicesModule, editor);
    const service = await services.created(minimalRecord(servicesModule, { title }));
    expect((await services.remove(service.id)).status).toBe(204);
    const entries = (await t.call('/api/trash?pageSize=100', { token: editor })).body.data as TrashEntry[];
    const entry = entries.find((item) => item.module === 'services' && item.recordId === service.id)!;
    const stored = await t.database.db
      .selectFrom('trash')
      .select('record')
      .where('id', '=', entry.id)
      .executeTakeFirstOrThrow();
    const snapshot = decodeJson<Record<string, unknown>>(stored.record, {});
    for (const name of dropped) delete snapshot[name];
    await t.database.db
      .updateTable('trash')
      .set({ record: engineValues(t.database.engine).encodeJson(snapshot) })
      .where('id', '=', entry.id)
      .execute();
    return { service, entryId: entry.id };
  }

  const restore = (entryId: number) =>
    t.call(`/api/trash/${entryId}/restore`, { method: 'POST', token: editor, json: {} });

  it('fills fields missing from the snapshot with their declared defaults', async () => {
    const { service, entryId } = await trashedWithout('Old garage cameras', ['sortOrder', 'featured']);

    const restored = await restore(entryId);
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body.data.record).toMatchObject({
      id: service.id,
      title: 'Old garage cameras',
      sortOrder: 0,
      featured: false,
    });
    const read = await moduleApi(t, servicesModule, editor).get(service.id);
    expect(read.body.data).toMatchObject({ sortOrder: 0, featured: false, slug: service.slug });
  });

  it('answers 409 naming a required field the snapshot lacks, and changes nothing', async () => {
    const { service, entryId } = await trashedWithout('Old porch cameras', ['title']);
    const rows = await countRows(t.database, 'services');
    const activity = await countRows(t.database, 'activity_log');

    const refused = await restore(entryId);
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body).toMatchObject({ success: false, errors: { title: [expect.any(String)] } });
    expect(refused.body.message).toContain('Title');
    expect(await countRows(t.database, 'services')).toBe(rows);
    expect(await countRows(t.database, 'activity_log')).toBe(activity);
    expect(await countRows(t.database, 'trash')).toBeGreaterThan(0);
    const entries = (await t.call('/api/trash?pageSize=100', { token: editor })).body.data as TrashEntry[];
    expect(entries.some((item) => item.id === entryId)).toBe(true);
    expect((await moduleApi(t, servicesModule, editor).get(service.id)).status).toBe(404);
  });
});
