import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyRecord } from '@/kit/record-types';
import { modules } from '@/registry';
import {
  defaultOf,
  fieldNamesOfKind,
  keptOnReplaceKinds,
  orderedTitles,
  type RecordMaker,
  readableFieldNames,
  recordKeys,
  recordMaker,
  titleValue,
  type Values,
  wordsSearchField,
  wordsValue,
} from './support/fixtures';
import { hiddenNames, type ModuleApi, moduleApi } from './support/module-api';
import { countRows, emptyTable, latestActivity } from './support/rows';
import { ACCOUNTS_TABLE, createTestContext, type TestContext } from './support/test-app';

/**
 * The collection contract every registered module keeps: reads, writes,
 * paging, search, sorting, filters, reordering, activity log and cache invalidation. Every answer of
 * `moduleApi` is also checked for write-only values (module-api.ts). Refused requests, stored values
 * and the shape of answers: the other modules.*.contract.test.ts files.
 */

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * Fields a module's server rules fill in when left out, instead of the declared default: a blog
 * post's author is the user who saves it, and a post published without a time is published now
 * (tests/api/publishing.test.ts).
 */
const FILLED_BY_RULES: Record<string, string[]> = { blogs: ['author', 'publishedAt'] };
const filledByRules = (moduleKey: string, name: string) =>
  FILLED_BY_RULES[moduleKey]?.includes(name) ?? false;

for (const module of modules) {
  describe(`module ${module.key}: collection contract`, () => {
    let t: TestContext;
    let api: ModuleApi;
    let make: RecordMaker;
    let adminId: number;
    /** Deletes the module's records but those the suite stands on (signed-in users, referenced records). */
    let clear: () => Promise<void>;
    beforeAll(async () => {
      t = await createTestContext();
      const admin = await t.createUser({ role: 'admin' });
      adminId = admin.user.id;
      api = moduleApi(t, module, admin.token);
      make = await recordMaker(t, module, admin.token);
      const keep = [...make.ownRecordIds, ...(module.table === ACCOUNTS_TABLE ? [adminId] : [])];
      clear = () => emptyTable(t.database, module.table, keep);
    });
    afterAll(() => t.destroy());

    it('creates a record (201 {data}) whose values round-trip, and reads it back (200)', async () => {
      const values = make.full();
      const created = await api.create(values);
      expect(created.status, created.text).toBe(201);
      expect(Object.keys(created.body)).toEqual(['data']);
      const record = created.body.data;
      expect(Object.keys(record).sort()).toEqual(recordKeys(module));
      expect(record.id).toEqual(expect.any(Number));
      expect(record.createdAt).toMatch(ISO_TIMESTAMP);
      expect(record.updatedAt).toMatch(ISO_TIMESTAMP);
      for (const name of readableFieldNames(module)) expect(record[name], name).toEqual(values[name]);
      for (const name of fieldNamesOfKind(module, 'boolean')) expect(typeof record[name]).toBe('boolean');
      for (const name of fieldNamesOfKind(module, 'stringList', 'imageList', 'specList'))
        expect(Array.isArray(record[name])).toBe(true);

      const read = await api.get(record.id);
      expect(read.status).toBe(200);
      expect(read.body).toEqual({ data: record });
    });

    it('fills the declared defaults for fields left out on create', async () => {
      const values = make.minimal();
      const record = await api.created(values);
      for (const name of readableFieldNames(module)) {
        const definition = module.fields[name];
        if (name in values) expect(record[name], name).toEqual(values[name]);
        else if (filledByRules(module.key, name)) expect(record[name], name).toEqual(expect.any(String));
        else if (definition.kind === 'slug') expect(record[name]).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        else if (definition.kind === 'sortOrder') expect(record[name]).toEqual(expect.any(Number));
        else expect(record[name], name).toEqual(defaultOf(definition));
      }
    });

    if (module.slugField && module.fields[module.titleField].kind === 'text') {
      const slugField = module.slugField;
      it('makes the slug of the words of a title, not of markup typed into it', async () => {
        const titled = make.minimal({ [module.titleField]: '<i>Night</i> vision & <b>4K</b> > 1080p' });
        delete titled[slugField];
        const record = await api.created(titled);
        expect(record[slugField]).toBe('night-vision-and-4k-1080p');
      });
    }

    it('lists in pages with total, page and pageSize', async () => {
      await clear();
      const total = (await countRows(t.database, module.table)) + 3;
      const ids = [];
      for (let n = 0; n < 3; n++) ids.push((await api.created(make.minimal())).id);
      const first = await api.list('page=1&pageSize=2');
      expect(first.status).toBe(200);
      expect(Object.keys(first.body).sort()).toEqual(['data', 'page', 'pageSize', 'total']);
      const pages = Math.ceil(total / 2);
      const seen: number[] = [];
      for (let page = 1; page <= pages; page++) {
        const answer = await api.list(`page=${page}&pageSize=2`);
        expect(answer.body).toMatchObject({ total, page, pageSize: 2 });
        expect(answer.body.data).toHaveLength(Math.min(2, total - (page - 1) * 2));
        seen.push(...answer.body.data.map((record: Values) => record.id));
      }
      expect(new Set(seen).size).toBe(total);
      expect(seen).toEqual(expect.arrayContaining(ids));
      expect((await api.list(`page=${pages + 1}&pageSize=2`)).body).toMatchObject({ total, data: [] });
    });

    it('searches the search fields with q, ignoring case, and treats % and _ literally', async () => {
      await clear();
      const searchField = wordsSearchField(module);
      const definition = module.fields[searchField];
      const camera = await api.created(
        make.minimal({ [searchField]: wordsValue(definition, 'Night Camera Mounting') }),
      );
      const door = await api.created(
        make.minimal({ [searchField]: wordsValue(definition, 'Door lock service') }),
      );
      const found = await api.list('q=cAMERA');
      expect(found.status).toBe(200);
      expect(found.body.total).toBe(1);
      expect(found.body.data[0].id).toBe(camera.id);
      const stored = String(door[searchField]);
      const start = stored.toLowerCase().indexOf('door');
      const twoWords = stored.slice(start, start + 'door lock'.length).toUpperCase();
      expect((await api.list(`q=${encodeURIComponent(twoWords)}`)).body.total).toBe(1);
      expect((await api.list('q=no-such-words')).body.total).toBe(0);
      expect((await api.list('q=%25')).body.total).toBe(0);
      expect((await api.list('q=_')).body.total).toBe(0);
    });

    it('sorts by the title field ascending and descending', async () => {
      await clear();
      const ordered = orderedTitles(module);
      const ids = new Set<number>();
      for (const title of [ordered[1], ordered[2], ordered[0]])
        ids.add((await api.created(make.minimal({ [module.titleField]: title }))).id);
      const titlesOf = async (order: string) =>
        (await api.list(`sort=${module.titleField}&order=${order}&pageSize=100`)).body.data
          .filter((record: Values) => ids.has(record.id as number))
          .map((record: Values) => record[module.titleField]);
      expect(await titlesOf('asc')).toEqual(ordered);
      expect(await titlesOf('desc')).toEqual([...ordered].reverse());
    });

    const filterFields = fieldNamesOfKind(module, 'boolean', 'enum');
    if (filterFields.length) {
      it(`filters by ${filterFields.join(', ')}`, async () => {
        for (const name of filterFields) {
          await clear();
          const definition = module.fields[name];
          const [one, other] = definition.kind === 'enum' ? definition.options : [true, false];
          const totalOf = async (value: unknown) => (await api.list(`${name}=${value}`)).body.total as number;
          const before = { one: await totalOf(one), other: await totalOf(other) };
          await api.created(make.minimal({ [name]: one }));
          await api.created(make.minimal({ [name]: other }));
          await api.created(make.minimal({ [name]: other }));
          const filtered = await api.list(`${name}=${one}`);
          expect(filtered.status, filtered.text).toBe(200);
          expect(filtered.body.total, name).toBe(before.one + 1);
          for (const record of filtered.body.data) expect(record[name]).toBe(one);
          expect(await totalOf(other), name).toBe(before.other + 2);
          expect((await api.list(`${name}=not-a-value`)).status).toBe(400);
        }
      });
    }

    it('refuses pageSize over 100 and an unknown or hidden sort field with 400', async () => {
      const tooBig = await api.list('pageSize=101');
      expect(tooBig.status).toBe(400);
      expect(Object.keys(tooBig.body.errors)).toEqual(['pageSize']);
      expect((await api.list('pageSize=100')).status).toBe(200);
      for (const name of ['passwordHash', ...hiddenNames(module)]) {
        const unknownSort = await api.list(`sort=${name}`);
        expect(unknownSort.status, name).toBe(400);
        expect(Object.keys(unknownSort.body.errors)).toEqual(['sort']);
      }
    });

    it('replaces the whole record with PUT: fields left out return to their defaults', async () => {
      const original = await api.created(make.full());
      const replacement = make.minimal();
      const replaced = await api.replace(original.id, replacement);
      expect(replaced.status, replaced.text).toBe(200);
      const record = replaced.body.data;
      expect(record.id).toBe(original.id);
      expect(record.createdAt).toBe(original.createdAt);
      for (const name of readableFieldNames(module)) {
        const definition = module.fields[name];
        if (name in replacement) expect(record[name], name).toEqual(replacement[name]);
        else if (filledByRules(module.key, name)) expect(record[name], name).toEqual(expect.any(String));
        else if (definition.kind === 'slug') expect(record[name]).toEqual(expect.any(String));
        else if (keptOnReplaceKinds.includes(definition.kind)) expect(record[name]).toEqual(original[name]);
        else expect(record[name], name).toEqual(defaultOf(definition));
      }
      expect((await api.get(original.id)).body.data).toEqual(record);
    });

    it('changes only the sent field with PATCH', async () => {
      const original = await api.created(make.full());
      const title = titleValue(module, 'Patched title');
      const patched = await api.patch(original.id, { [module.titleField]: title });
      expect(patched.status, patched.text).toBe(200);
      const { updatedAt: _before, ...unchanged } = original;
      const { updatedAt: _after, ...after } = patched.body.data;
      expect(after).toEqual({ ...unchanged, [module.titleField]: title });
      expect((await api.get(original.id)).body.data).toEqual(patched.body.data);
    });

    it('deletes with 204; the record is then gone (get and delete 404)', async () => {
      const record = await api.created(make.minimal());
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
          await api.replace(id, make.minimal()),
          await api.patch(id, { [module.titleField]: titleValue(module, 'x') }),
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
      const expectInvalidated = (since: number, ...records: AnyRecord[]) => {
        const paths = t.invalidated.slice(since);
        for (const record of records)
          for (const path of module.publicPaths(record)) expect(paths).toContain(path);
      };

      let mark = t.invalidated.length;
      const values = make.full();
      const record = await api.created(values);
      await expectLogged('create', record.id, Object.keys(module.fields));
      expectInvalidated(mark, record);

      mark = t.invalidated.length;
      // A whole new set of values: a renamed slug must invalidate the old address and the new one.
      // A write-only value sent counts as changed (the record never shows it).
      const patch = make.full();
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
        await clear();
        const [a, b, c] = [
          await api.created(make.titled('First')),
          await api.created(make.titled('Second')),
          await api.created(make.titled('Third')),
        ];
        const inOrder = async () =>
          (await api.list(`sort=${sortOrderField}&order=asc&pageSize=100`)).body.data
            .map((record: Values) => record.id)
            .filter((id: number) => [a.id, b.id, c.id].includes(id));
        expect(await inOrder()).toEqual([a.id, b.id, c.id]);
        const mark = t.invalidated.length;
        const reordered = await api.reorder([c.id, a.id, b.id]);
        expect(reordered.status, reordered.text).toBe(200);
        expect(reordered.body).toEqual({ success: true });
        expect(await inOrder()).toEqual([c.id, a.id, b.id]);
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
        expect(await inOrder()).toEqual([c.id, a.id, b.id]);
        expect(await countRows(t.database, 'activity_log')).toBe(activityBefore);
      });
    }
  });
}
