import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '@/registry';
import {
  type RecordMaker,
  recordKeys,
  recordMaker,
  titleValue,
  writeOnlyFieldNames,
} from './support/fixtures';
import { type ModuleApi, moduleApi } from './support/module-api';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * What every registered module's answers show: a record has exactly id, createdAt, updatedAt and
 * the readable fields, never a write-only one (a password hash or any secret
 * is never returned), and /api/openapi.json describes that record as it is answered.
 */

/** Whether an OpenAPI 3.1 schema admits a JSON value (type level). */
// biome-ignore lint/suspicious/noExplicitAny: a JSON schema read from the document.
function admits(schema: any, value: unknown): boolean {
  if (schema.anyOf || schema.oneOf)
    return (schema.anyOf ?? schema.oneOf).some((one: unknown) => admits(one, value));
  const types: string[] = [schema.type].flat();
  // A schema without a type (a computed fact) admits anything, null too, as in JSON Schema.
  if (value === null) return schema.type === undefined || types.includes('null') || schema.nullable === true;
  if (Array.isArray(value))
    return types.includes('array') && value.every((item) => admits(schema.items ?? {}, item));
  if (typeof value === 'number')
    return types.includes('number') || (types.includes('integer') && Number.isInteger(value));
  return types.includes(typeof value) || schema.type === undefined;
}

// Nothing here empties a table: one database serves every module.
let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestContext();
  token = (await t.createUser({ role: 'admin' })).token;
});
afterAll(() => t.destroy());

for (const module of modules) {
  describe(`module ${module.key}: what answers show`, () => {
    let api: ModuleApi;
    let make: RecordMaker;
    beforeAll(async () => {
      api = moduleApi(t, module, token);
      make = await recordMaker(t, module, token);
    });

    const writeOnly = writeOnlyFieldNames(module);
    if (writeOnly.length) {
      it(`never answers with ${writeOnly.join(', ')}: not by name, column or value, in any call`, async () => {
        const created = await api.create(make.full());
        const id = created.body.data.id;
        const renewed = Object.fromEntries(writeOnly.map((name) => [name, `${name} renewed ${id} value`]));
        // Each answer is also searched for the values sent (module-api.ts).
        const answers = [
          created,
          await api.get(id),
          await api.list(`pageSize=100&sort=id&order=desc`),
          await api.replace(id, make.full()),
          await api.replace(id, make.minimal()),
          await api.patch(id, renewed),
          await api.patch(id, { [module.titleField]: titleValue(module, 'Write only check') }),
        ];
        for (const answer of answers) {
          expect(answer.status, answer.text).toBeLessThan(300);
          const data = answer.body.data;
          for (const record of Array.isArray(data) ? data : [data])
            expect(Object.keys(record).sort()).toEqual(recordKeys(module));
        }
      });
    }

    it('is described in the OpenAPI document as it is answered', async () => {
      const document = (await t.call('/api/openapi.json')).body;
      const answer =
        document.paths[`/api/${module.key}/{id}`].get.responses['200'].content['application/json'];
      const reference: string = answer.schema.properties.data.$ref;
      const schema = document.components.schemas[reference.split('/').pop() as string];
      expect(Object.keys(schema.properties).sort()).toEqual(recordKeys(module));
      for (const record of [await api.created(make.full()), await api.created(make.minimal())]) {
        for (const [name, value] of Object.entries(record))
          expect(admits(schema.properties[name], value), `${name}: ${JSON.stringify(value)}`).toBe(true);
      }
    });
  });
}
