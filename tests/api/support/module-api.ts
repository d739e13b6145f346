import type { AnyModule } from '@/modules/kit/define-module';
import type { Values } from './fixtures';
import type { Answer, TestContext } from './test-app';

/** A record as the API returns it. */
export type StoredRecord = Values & { id: number; createdAt: string; updatedAt: string };

/** The collection calls of one module, made as one user (or anonymously without a token). */
export function moduleApi(t: TestContext, module: AnyModule, token?: string) {
  const base = `/api/${module.key}`;
  return {
    list: (query = ''): Promise<Answer> => t.call(`${base}${query ? `?${query}` : ''}`, { token }),
    get: (id: number | string) => t.call(`${base}/${id}`, { token }),
    create: (json: unknown) => t.call(base, { method: 'POST', token, json }),
    replace: (id: number | string, json: unknown) => t.call(`${base}/${id}`, { method: 'PUT', token, json }),
    patch: (id: number | string, json: unknown) => t.call(`${base}/${id}`, { method: 'PATCH', token, json }),
    remove: (id: number | string) => t.call(`${base}/${id}`, { method: 'DELETE', token }),
    reorder: (ids: unknown[]) => t.call(`${base}/reorder`, { method: 'POST', token, json: { ids } }),
    /** Creates a record and returns it, failing loudly when the API refuses. */
    async created(values: Values): Promise<StoredRecord> {
      const answer = await t.call(base, { method: 'POST', token, json: values });
      if (answer.status !== 201) throw new Error(`create answered ${answer.status}: ${answer.text}`);
      return answer.body.data;
    },
  };
}

export type ModuleApi = ReturnType<typeof moduleApi>;
