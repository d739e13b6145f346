import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyModule } from '@/kit/define-module';
import { modules } from '@/registry';
import { serverModules } from '@/registry/server';
import { registerModuleRoutes } from '@/server/records/routes';
import {
  fieldNamesOfKind,
  keptOnReplaceKinds,
  neverNullKinds,
  type RecordMaker,
  recordMaker,
  requiredFieldNames,
  titleValue,
  wrongTypeValues,
} from './support/fixtures';
import { type ModuleApi, moduleApi, type StoredRecord } from './support/module-api';
import { countRows } from './support/rows';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * What every registered module refuses: calls without a valid token
 * (401), roles without access (403), invalid bodies (400 with per-field errors) and taken slugs
 * (409); and a refused request changes nothing.
 */

const errorKeys = (answer: { body: { errors?: Record<string, string[]> } }) =>
  Object.keys(answer.body.errors ?? {}).sort();

/**
 * Every collection call of a module; each must be refused with `status`. A create without any
 * token is left out for a module with a public form (its own tests cover that form).
 */
async function expectEveryCallRefused(
  api: ModuleApi,
  module: AnyModule,
  make: RecordMaker,
  record: StoredRecord,
  status: number,
  { anonymous = false } = {},
) {
  const publicForm =
    anonymous && serverModules.find((entry) => entry.module === module)?.rules.publicCreate !== undefined;
  const answers = {
    list: await api.list(),
    get: await api.get(record.id),
    ...(publicForm ? {} : { create: await api.create(make.minimal()) }),
    put: await api.replace(record.id, make.minimal()),
    patch: await api.patch(record.id, { [module.titleField]: titleValue(module, 'Changed') }),
    delete: await api.remove(record.id),
    ...(module.sortOrderField ? { reorder: await api.reorder([record.id]) } : {}),
  };
  for (const [call, answer] of Object.entries(answers)) {
    expect(answer.status, call).toBe(status);
    expect(answer.body, call).toEqual({ success: false, message: expect.any(String) });
  }
}

for (const module of modules) {
  describe(`module ${module.key}: refused requests`, () => {
    let t: TestContext;
    let api: ModuleApi;
    let editorApi: ModuleApi;
    let make: RecordMaker;
    let witness: StoredRecord;
    let other: StoredRecord;
    let before: { rows: number; activity: number; invalidated: number };
    beforeAll(async () => {
      t = await createTestContext();
      const admin = await t.createUser({ role: 'admin' });
      api = moduleApi(t, module, admin.token);
      editorApi = moduleApi(t, module, (await t.createUser({ role: 'editor' })).token);
      make = await recordMaker(t, module, admin.token);
      witness = await api.created(make.full());
      other = await api.created(make.full());
      before = {
        rows: await countRows(t.database, module.table),
        activity: await countRows(t.database, 'activity_log'),
        invalidated: t.invalidated.length,
      };
    });
    afterAll(() => t.destroy());

    it('answers every call without a valid token with 401', async () => {
      await expectEveryCallRefused(moduleApi(t, module), module, make, witness, 401, { anonymous: true });
      await expectEveryCallRefused(moduleApi(t, module, 'not.a.token'), module, make, witness, 401);
    });

    if (module.access === 'admin') {
      it('answers every call of an editor with 403', async () => {
        await expectEveryCallRefused(editorApi, module, make, witness, 403);
      });
    }

    it('refuses missing required fields with 400 and an error for each', async () => {
      const required = requiredFieldNames(module);
      const created = await api.create({});
      expect(created.status).toBe(400);
      expect(created.body).toMatchObject({ success: false, message: expect.any(String) });
      expect(errorKeys(created)).toEqual([...required].sort());
      // PUT is the whole record, but a field kept when left out (a password) is not needed.
      const requiredOnReplace = required.filter(
        (name) => !keptOnReplaceKinds.includes(module.fields[name].kind),
      );
      expect(errorKeys(await api.replace(witness.id, {}))).toEqual(requiredOnReplace.sort());
      for (const name of required) {
        for (const empty of [null, '', '   ']) {
          const patched = await api.patch(witness.id, { [name]: empty });
          expect(patched.status, `${name}: ${JSON.stringify(empty)}`).toBe(400);
          expect(errorKeys(patched)).toEqual([name]);
        }
      }
      const nothing = await api.patch(witness.id, {});
      expect(nothing.status).toBe(400);
      expect(nothing.body.errors).toBeDefined();
    });

    it('refuses a value of the wrong type (or outside an enum) in each field, naming that field', async () => {
      for (const [name, definition] of Object.entries(module.fields)) {
        const wrong = wrongTypeValues[definition.kind];
        const created = await api.create(make.full({ [name]: wrong }));
        expect(created.status, `${name}: ${JSON.stringify(wrong)}`).toBe(400);
        expect(errorKeys(created)).toEqual([name]);
        expect(errorKeys(await api.patch(witness.id, { [name]: wrong }))).toEqual([name]);
      }
      const allWrong = Object.fromEntries(
        Object.entries(module.fields).map(([name, definition]) => [name, wrongTypeValues[definition.kind]]),
      );
      expect(errorKeys(await api.create(allWrong))).toEqual(Object.keys(module.fields).sort());
    });

    it('refuses null for fields that always hold a value (booleans, lists, sort order)', async () => {
      for (const [name, definition] of Object.entries(module.fields)) {
        if (!neverNullKinds.includes(definition.kind)) continue;
        const created = await api.create(make.full({ [name]: null }));
        expect(created.status, name).toBe(400);
        expect(errorKeys(created)).toEqual([name]);
        expect((await api.patch(witness.id, { [name]: null })).status, name).toBe(400);
      }
    });

    it('refuses unknown fields, naming each of them', async () => {
      const extra = { passwordHash: 'x', notAField: 1 };
      for (const answer of [
        await api.create(make.full(extra)),
        await api.replace(witness.id, make.full(extra)),
        await api.patch(witness.id, { ...extra, [module.titleField]: titleValue(module, 'Valid title') }),
      ]) {
        expect(answer.status).toBe(400);
        expect(errorKeys(answer)).toEqual(['notAField', 'passwordHash']);
      }
      const system = await api.create(make.full({ id: 12345, createdAt: '2020-01-01T00:00:00.000Z' }));
      expect(errorKeys(system)).toEqual(['createdAt', 'id']);
      const inherited = await api.patch(witness.id, {
        ...JSON.parse('{"__proto__": {"admin": true}}'),
        constructor: 1,
        toString: 'x',
        [module.titleField]: titleValue(module, 'Valid title'),
      });
      expect(inherited.status).toBe(400);
      expect(errorKeys(inherited)).toEqual(['__proto__', 'constructor', 'toString']);
      const onlyUnknown = await api.patch(witness.id, extra);
      expect(onlyUnknown.status).toBe(400);
      expect(onlyUnknown.body.errors).toMatchObject({
        notAField: expect.any(Array),
        passwordHash: expect.any(Array),
      });
    });

    it('refuses texts containing a NUL character, in fields and in the search query', async () => {
      const textKinds = ['text', 'textarea', 'richText', 'slug'] as const;
      for (const [name, definition] of Object.entries(module.fields)) {
        if (!textKinds.some((kind) => kind === definition.kind)) continue;
        const answer = await api.create(make.full({ [name]: 'nul\u0000byte' }));
        expect(answer.status, name).toBe(400);
        expect(errorKeys(answer)).toEqual([name]);
      }
      const inLists = {
        stringList: ['nul\u0000byte'],
        specList: [{ label: 'Resolution', value: 'nul\u0000byte' }],
      };
      for (const [kind, value] of Object.entries(inLists)) {
        for (const name of fieldNamesOfKind(module, kind as keyof typeof inLists)) {
          const answer = await api.create(make.full({ [name]: value }));
          expect(answer.status, name).toBe(400);
          expect(errorKeys(answer)).toEqual([name]);
        }
      }
      const search = await api.list('q=nul%00byte');
      expect(search.status).toBe(400);
      expect(errorKeys(search)).toEqual(['q']);
    });

    const referenceFields = fieldNamesOfKind(module, 'image', 'imageList', 'reference');
    if (referenceFields.length) {
      it(`refuses ${referenceFields.join(', ')} naming a missing record or an id out of range`, async () => {
        for (const name of referenceFields) {
          const asValue = (id: number) => (module.fields[name].kind === 'imageList' ? [id] : id);
          const dangling = await api.create(make.full({ [name]: asValue(999_999) }));
          expect(dangling.status, name).toBe(400);
          expect(errorKeys(dangling)).toEqual([name]);
          expect(errorKeys(await api.patch(witness.id, { [name]: asValue(999_999) }))).toEqual([name]);
          for (const id of [2 ** 31, Number.MAX_SAFE_INTEGER, 0, 1.5]) {
            const outOfRange = await api.create(make.full({ [name]: asValue(id) }));
            expect(outOfRange.status, `${name}: ${id}`).toBe(400);
            expect(errorKeys(outOfRange)).toEqual([name]);
          }
        }
      });
    }

    const requiredRichText = fieldNamesOfKind(module, 'richText').filter(
      (name) => module.fields[name].required,
    );
    if (requiredRichText.length) {
      it('refuses required rich text that is empty once sanitised', async () => {
        for (const name of requiredRichText) {
          for (const html of [
            '<script>alert(1)</script>',
            '<p></p>',
            '<p>&nbsp;</p><p><br></p>',
            '<a href="javascript:x()"></a>',
          ]) {
            const created = await api.create(make.full({ [name]: html }));
            expect(created.status, html).toBe(400);
            expect(errorKeys(created)).toEqual([name]);
            expect((await api.patch(witness.id, { [name]: html })).status).toBe(400);
          }
        }
      });
    }

    if (module.slugField) {
      const slugField = module.slugField;
      it('answers a slug already taken with 409 and errors.slug', async () => {
        const taken = witness[slugField];
        for (const answer of [
          await api.create(make.full({ [slugField]: taken })),
          await api.patch(other.id, { [slugField]: taken }),
          await api.replace(other.id, make.full({ [slugField]: taken })),
        ]) {
          expect(answer.status, answer.text).toBe(409);
          expect(answer.body).toMatchObject({ success: false, message: expect.any(String) });
          expect(errorKeys(answer)).toEqual([slugField]);
        }
      });
    }

    it('changed nothing with any of the refused requests above', async () => {
      expect(await countRows(t.database, module.table)).toBe(before.rows);
      expect(await countRows(t.database, 'activity_log')).toBe(before.activity);
      expect(t.invalidated.length).toBe(before.invalidated);
      expect((await api.get(witness.id)).body.data).toEqual(witness);
      expect((await api.get(other.id)).body.data).toEqual(other);
    });

    if (module.access === 'staff') {
      it('lets an editor use every call of a staff module', async () => {
        const record = await editorApi.created(make.minimal());
        expect((await editorApi.list()).status).toBe(200);
        expect((await editorApi.get(record.id)).status).toBe(200);
        expect((await editorApi.replace(record.id, make.minimal())).status).toBe(200);
        const title = titleValue(module, 'By an editor');
        expect((await editorApi.patch(record.id, { [module.titleField]: title })).status).toBe(200);
        if (module.sortOrderField)
          expect((await editorApi.reorder([record.id, witness.id])).status).toBe(200);
        expect((await editorApi.remove(record.id)).status).toBe(204);
      });
    }
  });
}

describe('a module with admin access', () => {
  const [base] = modules;
  const adminOnly: AnyModule = { ...base, key: `${base.key}-admin-only`, access: 'admin' };
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
    registerModuleRoutes(t.app, { module: adminOnly, rules: {} });
  });
  afterAll(() => t.destroy());

  it('answers every call of an editor with 403 and changes nothing, while an admin gets through', async () => {
    const { token } = await t.createUser({ role: 'admin' });
    const admin = moduleApi(t, adminOnly, token);
    const make = await recordMaker(t, adminOnly, token);
    const record = await admin.created(make.full());
    const rows = await countRows(t.database, adminOnly.table);
    const editor = moduleApi(t, adminOnly, (await t.createUser({ role: 'editor' })).token);
    await expectEveryCallRefused(editor, adminOnly, make, record, 403);
    expect(await countRows(t.database, adminOnly.table)).toBe(rows);
    expect((await admin.get(record.id)).body.data).toEqual(record);
  });
});
