import { expect } from 'vitest';
import type { AnyModule } from '@/kit/define-module';
import { columnOf, WRITE_ONLY_KINDS } from '@/kit/fields';
import type { Values } from './fixtures';
import type { Answer, TestContext } from './test-app';

/** A record as the API returns it. */
export type StoredRecord = Values & { id: number; createdAt: string; updatedAt: string };

/** Names an answer must never carry: write-only fields, the columns they are stored in, server-only columns. */
export function hiddenNames(module: AnyModule): string[] {
  const writeOnly = Object.entries(module.fields).filter(([, definition]) =>
    WRITE_ONLY_KINDS.includes(definition.kind),
  );
  return [
    ...writeOnly.flatMap(([name, definition]) => [name, columnOf(name, definition)]),
    ...module.internalColumns,
  ];
}

/**
 * Fails when a successful answer shows a write-only field: by name, by its column, by a server-only
 * column, as a hash, or as the very value that was sent.
 */
export function expectNothingWriteOnly(module: AnyModule, answer: Answer, sent?: unknown) {
  if (answer.status >= 300) return;
  const data = answer.body?.data;
  const records: Values[] = Array.isArray(data) ? data : data ? [data] : [];
  for (const record of records) {
    for (const name of hiddenNames(module)) expect(record, `answer shows ${name}`).not.toHaveProperty(name);
  }
  expect(answer.text).not.toMatch(/\$argon2/);
  if (sent && typeof sent === 'object') {
    for (const [name, definition] of Object.entries(module.fields)) {
      const value = (sent as Values)[name];
      if (WRITE_ONLY_KINDS.includes(definition.kind) && typeof value === 'string' && value) {
        expect(answer.text, `answer shows the ${name} sent`).not.toContain(value);
      }
    }
  }
}

/**
 * The collection calls of one module, made as one user (or anonymously without a token). Every
 * successful answer is checked for write-only values.
 */
export function moduleApi(t: TestContext, module: AnyModule, token?: string) {
  const base = `/api/${module.key}`;
  const call = async (path: string, method = 'GET', json?: unknown): Promise<Answer> => {
    const answer = await t.call(path, { method, token, json });
    expectNothingWriteOnly(module, answer, json);
    return answer;
  };
  return {
    list: (query = '') => call(`${base}${query ? `?${query}` : ''}`),
    get: (id: number | string) => call(`${base}/${id}`),
    create: (json: unknown) => call(base, 'POST', json),
    replace: (id: number | string, json: unknown) => call(`${base}/${id}`, 'PUT', json),
    patch: (id: number | string, json: unknown) => call(`${base}/${id}`, 'PATCH', json),
    remove: (id: number | string) => call(`${base}/${id}`, 'DELETE'),
    reorder: (ids: unknown[]) => call(`${base}/reorder`, 'POST', { ids }),
    /** Creates a record and returns it, failing loudly when the API refuses. */
    async created(values: Values): Promise<StoredRecord> {
      const answer = await call(base, 'POST', values);
      if (answer.status !== 201) throw new Error(`create answered ${answer.status}: ${answer.text}`);
      return answer.body.data;
    },
  };
}

export type ModuleApi = ReturnType<typeof moduleApi>;
