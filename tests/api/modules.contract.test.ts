import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyModule } from '@/modules/kit/define-module';
import { modules } from '@/modules/registry';
import { fieldNamesOfKind, fullRecord, minimalRecord, titledRecord, type Values } from './support/fixtures';
import { type ModuleApi, moduleApi } from './support/module-api';
import { countRows, emptyTable, latestActivity } from './support/rows';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * The collection contract every registered module keeps (PRODUCT.md section 4): reads, writes,
 * paging, search, sorting, filters, reordering, access, activity log and cache invalidation.
 * Input validation and slugs: modules.input.contract.test.ts.
 */

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** What a field holds when a whole-record write left it out. */
function defaultOf(module: AnyModule, name: string): unknown {
  const definition = module.fields[name];
  if (definition.kind === 'boolean') return definition.default;
  if (definition.kind === 'stringList') return [];
  if (definition.kind === 'enum') return definition.default ?? null;
  return null;
}

const titles = (answer: { body: { data: Values[] } }, module: AnyModule) =>
  answer.body.data.map((record) => record[module.titleField]);

for (const module of modules) {
  describe(`module ${module.key}: collection contract`, () => {
    let t: TestContext;
    let api: ModuleApi;
    let adminId: number;
    beforeAll(async () => {
      t = await createTestContext();
      const admin = await t.createUser({ role: 'admin' });
      adminId = admin.user.id;
      api = moduleApi(t, module, admin.token);
    });
    afterAll(() => t.destroy());

    it('creates a record (201 {data}) whose values round-trip, and reads it back (200)', async () => {
      const values = fullRecord(module);
      const created = await api.create(values);
      expect(created.status, created.text).toBe(201);
      expect(Object.keys(created.body)).toEqual(['data']);
      const record = created.body.data;
      expect(Object.keys(record).sort()).toEqual(
        ['createdAt', 'id', 'updatedAt', ...Object.keys(module.fields)].sort(),
      );
      expect(record.id).toEqual(expect.any(Number));
      expect(record.createdAt).toMatch(ISO_TIMESTAMP);
      expect(record.updatedAt).toMatch(ISO_TIMESTAMP);
      for (const [name, value] of Object.entries(values)) expect(record[name], name).toEqual(value);
      for (const name of fieldNamesOfKind(module, 'boolean')) expect(typeof record[name]).toBe('boolean');
      for (const name of fieldNamesOfKind(module, 'stringList'))
        expect(Array.isArray(record[name])).toBe(true);

      const read = await api.get(record.id);
      expect(read.status).toBe(200);
      expect(read.body).toEqual({ data: record });
    });

    it('fills the declared defaults for fields left out on create', async () => {
      const values = minimalRecord(module);
      const record = await api.created(values);
      for (const name of Object.keys(module.fields)) {
        const kind = module.fields[name].kind;
        if (name in values) expect(record[name], name).toEqual(values[name]);
        else if (kind === 'slug') expect(record[name]).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        else if (kind === 'sortOrder') expect(record[name]).toEqual(expect.any(Number));
        else expect(record[name], name).toEqual(defaultOf(module, name));
      }
    });

    it('lists in pages with total, page and pageSize', async () => {
      await emptyTable(t.database, module.table);
      const ids = [];
      for (let n = 0; n < 3; n++) ids.push((await api.created(minimalRecord(module))).id);
      const first = await api.list('page=1&pageSize=2');
      expect(first.status).toBe(200);
      expect(Object.keys(first.body).sort()).toEqual(['data', 'page', 'pageSize', 'total']);
      expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(first.body.data).toHaveLength(2);
      const second = await api.list('page=2&pageSize=2');
      expect(second.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(second.body.data).toHaveLength(1);
      const seen = [...first.body.data, ...second.body.data].map((record: Values) => record.id);
      expect(seen.sort()).toEqual(ids.sort());
      expect((await api.list('page=3&pageSize=2')).body).toMatchObject({ total: 3, data: [] });
    });

    it('searches the search fields with q, ignoring case, and treats % and _ literally', async () => {
      await emptyTable(t.database, module.table);
      const [searchField] = module.searchFields;
      await api.created(minimalRecord(module, { [searchField]: 'Night Camera Mounting' }));
      await api.created(minimalRecord(module, { [searchField]: 'Door lock service' }));
      const found = await api.list('q=cAMERA');
      expect(found.status).toBe(200);
      expect(found.body.total).toBe(1);
      expect(found.body.data[0][searchField]).toBe('Night Camera Mounting');
      expect((await api.list('q=DOOR%20LOCK')).body.total).toBe(1);
      expect((await api.list('q=no-such-words')).body.total).toBe(0);
      expect((await api.list('q=%25')).body.total).toBe(0);
      expect((await api.list('q=_')).body.total).toBe(0);
    });

    it('sorts by the title field ascending and descending', async () => {
      await emptyTable(t.database, module.table);
      for (const title of ['Bravo', 'Charlie', 'Alpha']) await api.created(titledRecord(module, title));
      const ascending = await api.list(`sort=${module.titleField}&order=asc`);
      expect(ascending.status).toBe(200);
      expect(titles(ascending, module)).toEqual(['Alpha', 'Bravo', 'Charlie']);
      expect(titles(await api.list(`sort=${module.titleField}&order=desc`), module)).toEqual([
        'Charlie',
        'Bravo',
        'Alpha',
      ]);
    });

    const filterFields = [...fieldNamesOfKind(module, 'boolean'), ...fieldNamesOfKind(module, 'enum')];
    if (filterFields.length) {
      it(`filters by ${filterFields.join(', ')}`, async () => {
        for (const name of filterFields) {
          await emptyTable(t.database, module.table);
          const definition = module.fields[name];
          const [one, other] = definition.kind === 'enum' ? definition.options : [true, false];
          await api.created(minimalRecord(module, { [name]: one }));
          await api.created(minimalRecord(module, { [name]: other }));
          await api.created(minimalRecord(module, { [name]: other }));
          const filtered = await api.list(`${name}=${one}`);
          expect(filtered.status, filtered.text).toBe(200);
          expect(filtered.body.total, name).toBe(1);
          expect(filtered.body.data[0][name]).toBe(one);
          expect((await api.list(`${name}=${other}`)).body.total, name).toBe(2);
          expect((await api.list(`${name}=not-a-value`)).status).toBe(400);
        }
      });
    }

    it('refuses pageSize over 100 and an unknown sort field with 400', async () => {
      const tooBig = await api.list('pageSize=101');
      expect(tooBig.status).toBe(400);
      expect(Object.keys(tooBig.body.errors)).toEqual(['pageSize']);
      expect((await api.list('pageSize=100')).status).toBe(200);
      const unknownSort = await api.list('sort=passwordHash');
      expect(unknownSort.status).toBe(400);
      expect(Object.keys(unknownSort.body.errors)).toEqual(['sort']);
    });

    it('replaces the whole record with PUT: fields left out return to their defaults', async () => {
      const original = await api.created(fullRecord(module));
      const replacement = minimalRecord(module);
      const replaced = await api.replace(original.id, replacement);
      expect(replaced.status, replaced.text).toBe(200);
      const record = replaced.body.data;
      expect(record.id).toBe(original.id);
      expect(record.createdAt).toBe(original.createdAt);
      for (const name of Object.keys(module.fields)) {
        const kind = module.fields[name].kind;
        if (name in replacement) expect(record[name], name).toEqual(replacement[name]);
        else if (kind === 'sortOrder') expect(record[name]).toBe(original[name]);
        else if (kind === 'slug') expect(record[name]).toEqual(expect.any(String));
        else expect(record[name], name).toEqual(defaultOf(module, name));
      }
      expect((await api.get(original.id)).body.data).toEqual(record);
    });

    it('changes only the sent field with PATCH', async () => {
      const original = await api.created(fullRecord(module));
      const patched = await api.patch(original.id, { [module.titleField]: 'Patched title' });
      expect(patched.status, patched.text).toBe(200);
      const { updatedAt: _before, ...unchanged } = original;
      const { updatedAt: _after, ...after } = patched.body.data;
      expect(after).toEqual({ ...unchanged, [module.titleField]: 'Patched title' });
      expect((await api.get(original.id)).body.data).toEqual(patched.body.data);
    });

    it('deletes with 204; the record is then gone (get and delete 404)', async () => {
      const record = await api.created(minimalRecord(module));
      const deleted = await api.remove(record.id);
      expect(deleted.status).toBe(204);
      expect(deleted.text).toBe('');
      expect((await api.get(record.id)).status).toBe(404);
      const again = await api.remove(record.id);
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ success: false, message: expect.any(String) });
    });

    it('answers a non-numeric or non-positive id with 400', async () => {
      for (const id of ['abc', '1.5', '0', '-3', '1e3', '0x10', '%2012', '99999999999']) {
        for (const answer of [
          await api.get(id),
          await api.replace(id, minimalRecord(module)),
          await api.patch(id, { [module.titleField]: 'x' }),
          await api.remove(id),
        ]) {
          expect(answer.status, id).toBe(400);
          expect(Object.keys(answer.body.errors)).toEqual(['id']);
        }
      }
    });

    it('logs every write in the activity log and invalidates the public paths', async () => {
      const expectLogged = async (action: string, recordId: number, changed?: string[]) => {
        const row = await latestActivity(t.database);
        expect(row).toMatchObject({ userId: adminId, module: module.key, recordId, action });
        if (changed) expect(row?.changedFields?.split(',').sort()).toEqual(changed.sort());
      };
      const expectInvalidated = (since: number, ...records: Values[]) => {
        const paths = t.invalidated.slice(since);
        for (const record of records)
          for (const path of module.publicPaths(record)) expect(paths).toContain(path);
      };

      let mark = t.invalidated.length;
      const values = fullRecord(module);
      const record = await api.created(values);
      await expectLogged('create', record.id, Object.keys(module.fields));
      expectInvalidated(mark, record);

      mark = t.invalidated.length;
      // A whole new set of values: a renamed slug must invalidate the old address and the new one.
      const patch = fullRecord(module);
      const patched = (await api.patch(record.id, patch)).body.data;
      const changed = Object.keys(patch).filter(
        (name) => JSON.stringify(patch[name]) !== JSON.stringify(record[name]),
      );
      await expectLogged('update', record.id, changed);
      expectInvalidated(mark, record, patched);

      mark = t.invalidated.length;
      const replaced = (await api.replace(record.id, values)).body.data;
      await expectLogged('update', record.id);
      expectInvalidated(mark, patched, replaced);

      mark = t.invalidated.length;
      expect((await api.remove(record.id)).status).toBe(204);
      await expectLogged('delete', record.id);
      expectInvalidated(mark, replaced);
    });

    if (module.sortOrderField) {
      const sortOrderField = module.sortOrderField;
      it('reorders records (the list follows the new order); an unknown id is 400 and changes nothing', async () => {
        await emptyTable(t.database, module.table);
        const [a, b, c] = [
          await api.created(titledRecord(module, 'First')),
          await api.created(titledRecord(module, 'Second')),
          await api.created(titledRecord(module, 'Third')),
        ];
        const inOrder = async () => titles(await api.list(`sort=${sortOrderField}&order=asc`), module);
        expect(await inOrder()).toEqual(['First', 'Second', 'Third']);
        const mark = t.invalidated.length;
        const reordered = await api.reorder([c.id, a.id, b.id]);
        expect(reordered.status, reordered.text).toBe(200);
        expect(reordered.body).toEqual({ success: true });
        expect(await inOrder()).toEqual(['Third', 'First', 'Second']);
        expect(t.invalidated.length).toBeGreaterThan(mark);
        expect(await latestActivity(t.database)).toMatchObject({
          userId: adminId,
          module: module.key,
          action: 'reorder',
        });

        const activityBefore = await countRows(t.database, 'activity_log');
        for (const ids of [[a.id, 999_999], [a.id, a.id], []]) {
          const refused = await api.reorder(ids);
          expect(refused.status, JSON.stringify(ids)).toBe(400);
          expect(Object.keys(refused.body.errors)).toEqual(['ids']);
        }
        for (const ids of [['x'], [2 ** 31], [a.id, Number.MAX_SAFE_INTEGER]]) {
          expect((await api.reorder(ids)).status, JSON.stringify(ids)).toBe(400);
        }
        expect(await inOrder()).toEqual(['Third', 'First', 'Second']);
        expect(await countRows(t.database, 'activity_log')).toBe(activityBefore);
      });
    }
  });
}
