import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { paths } from '@/lib/api-types.generated';
import { modules } from '@/registry';
import { SOCKET_ADDRESS_HEADER } from '@/server/api/client-ip';
import { recordMaker, titleValue } from './support/fixtures';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * The API as a client generated from its OpenAPI document sees it: `openapi-fetch` typed by
 * src/lib/api-types.generated.ts (`npm run api:types`), calling every registered module's list, get,
 * create, update and delete on the engine of the run. A path or parameter the document lacks fails
 * the typecheck; an answer that differs from it fails here.
 */

type DocumentedPath = keyof paths;

/** The modules whose record calls the generated types describe: `/api/{key}/{id}` with get, put, patch and delete. */
type ModuleKey = {
  [P in DocumentedPath]: P extends `/api/${infer Key}/{id}`
    ? Key extends `${string}/${string}`
      ? never
      : paths[P] extends { get: unknown; put: unknown; patch: unknown; delete: unknown }
        ? Key
        : never
    : never;
}[DocumentedPath];

type CollectionPath = `/api/${ModuleKey}`;
type RecordPath = `/api/${ModuleKey}/{id}`;
type CreateBody = NonNullable<paths[CollectionPath]['post']['requestBody']>['content']['application/json'];
type UpdateBody = NonNullable<paths[RecordPath]['patch']['requestBody']>['content']['application/json'];

describe('a client generated from the OpenAPI document', () => {
  let t: TestContext;
  let client: ReturnType<typeof createClient<paths>>;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestContext();
    adminToken = (await t.createUser({ role: 'admin' })).token;
    client = createClient<paths>({
      baseUrl: 'http://localhost',
      fetch: async (request) => t.app.request(request),
      headers: { authorization: `Bearer ${adminToken}`, [SOCKET_ADDRESS_HEADER]: '127.0.0.1' },
    });
  });

  afterAll(() => t.destroy());

  it('has typed calls for exactly the registered modules', async () => {
    const document = (await client.GET('/api/openapi.json')).data ?? {};
    const documentedPaths = Object.keys((document as { paths: Record<string, unknown> }).paths);
    const recordPaths = documentedPaths.filter((path) => /^\/api\/[^/]+\/\{id\}$/.test(path));
    const withRecordCalls = recordPaths.filter((path) => {
      const item = (document as { paths: Record<string, Record<string, unknown>> }).paths[path];
      return ['get', 'put', 'patch', 'delete'].every((method) => method in item);
    });
    expect(withRecordCalls.map((path) => path.split('/')[2]).sort()).toEqual(
      modules.map((module) => module.key).sort(),
    );
  });

  it('reads the signed-in user and a sorted list with the types of the document', async () => {
    const signedIn = await client.GET('/api/auth/login');
    expect(signedIn.response.status).toBe(200);
    expect(signedIn.data?.user.role).toBe('admin');
    const services = await client.GET('/api/services', {
      params: { query: { sort: 'title', order: 'asc', pageSize: 5 } },
    });
    expect(services.response.status).toBe(200);
    expect(services.data?.pageSize).toBe(5);
    const missing = await client.GET('/api/services/{id}', { params: { path: { id: 987_654 } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.success).toBe(false);
  });

  for (const module of modules) {
    it(`lists, gets, creates, updates and deletes ${module.key}`, async () => {
      const collection = `/api/${module.key}` as CollectionPath;
      const one = `/api/${module.key}/{id}` as RecordPath;
      const make = await recordMaker(t, module, adminToken);

      const created = await client.POST(collection, { body: make.full() as CreateBody });
      expect(created.response.status, JSON.stringify(created.error)).toBe(201);
      const id = created.data?.data.id ?? Number.NaN;
      expect(id).toBeGreaterThan(0);

      const listed = await client.GET(collection, { params: { query: { ids: String(id) } } });
      expect(listed.response.status).toBe(200);
      expect(listed.data?.data.map((record) => record.id)).toEqual([id]);
      expect(listed.data?.total).toBe(1);

      const found = await client.GET(one, { params: { path: { id } } });
      expect(found.response.status).toBe(200);
      expect(found.data?.data.id).toBe(id);

      const title = titleValue(module, 'changed through the generated client');
      const updated = await client.PATCH(one, {
        params: { path: { id } },
        body: { [module.titleField]: title } as UpdateBody,
      });
      expect(updated.response.status, JSON.stringify(updated.error)).toBe(200);
      expect((updated.data?.data as Record<string, unknown> | undefined)?.[module.titleField]).toEqual(title);

      const deleted = await client.DELETE(one, { params: { path: { id } } });
      expect(deleted.response.status).toBe(204);
      const gone = await client.GET(one, { params: { path: { id } } });
      expect(gone.response.status).toBe(404);
    });
  }
});
