import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '@/registry';
import { type RecordMaker, recordMaker, titleValue } from './support/fixtures';
import { type ModuleApi, moduleApi } from './support/module-api';
import { countRows } from './support/rows';
import { createTestContext, type TestContext } from './support/test-app';
import { testEngine } from './support/test-database';

/** Concurrent writes all land (nothing a visitor or staff sends is lost). */

const WRITERS = 50;
/** Fifty writes (for accounts, fifty password hashes) on a loaded machine: more than the default 5 s. */
const TIMEOUT = 60_000;

for (const module of modules) {
  describe(`module ${module.key}: ${WRITERS} concurrent writes (${testEngine})`, () => {
    let t: TestContext;
    let api: ModuleApi;
    let make: RecordMaker;
    beforeAll(async () => {
      t = await createTestContext();
      const { token } = await t.createUser();
      api = moduleApi(t, module, token);
      make = await recordMaker(t, module, token);
    });
    afterAll(() => t.destroy());

    it(
      'stores every concurrent create, each with its own id',
      async () => {
        const before = await countRows(t.database, module.table);
        const answers = await Promise.all(Array.from({ length: WRITERS }, () => api.create(make.minimal())));
        expect(answers.map((answer) => answer.status)).toEqual(Array(WRITERS).fill(201));
        const ids = new Set(answers.map((answer) => answer.body.data.id));
        expect(ids.size).toBe(WRITERS);
        expect(await countRows(t.database, module.table)).toBe(before + WRITERS);
        for (const id of ids) expect((await api.get(id)).status).toBe(200);
        if (module.sortOrderField) {
          const positions = new Set(answers.map((answer) => answer.body.data[module.sortOrderField!]));
          expect(positions.size).toBe(WRITERS);
        }
      },
      TIMEOUT,
    );

    if (module.slugField) {
      const slugField = module.slugField;
      it(
        'gives concurrent creates of the same title distinct slugs, losing none',
        async () => {
          const answers = await Promise.all(
            Array.from({ length: WRITERS }, () => api.create(make.titled('Same Title Everywhere'))),
          );
          expect(answers.map((answer) => answer.status)).toEqual(Array(WRITERS).fill(201));
          const slugs = new Set(answers.map((answer) => answer.body.data[slugField]));
          expect(slugs.size).toBe(WRITERS);
          expect(slugs).toContain('same-title-everywhere');
          expect(slugs).toContain(`same-title-everywhere-${WRITERS}`);
        },
        TIMEOUT,
      );
    }

    it(
      'applies every concurrent patch of one record and logs each',
      async () => {
        const record = await api.created(make.minimal());
        const activityBefore = await countRows(t.database, 'activity_log');
        const answers = await Promise.all(
          Array.from({ length: WRITERS }, (_, n) =>
            api.patch(record.id, { [module.titleField]: titleValue(module, `Edit ${n}`) }),
          ),
        );
        expect(answers.map((answer) => answer.status)).toEqual(Array(WRITERS).fill(200));
        expect(await countRows(t.database, 'activity_log')).toBe(activityBefore + WRITERS);
        const final = (await api.get(record.id)).body.data[module.titleField];
        expect(answers.map((answer) => answer.body.data[module.titleField])).toContain(final);
      },
      TIMEOUT,
    );
  });
}
