import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '@/registry';
import { MAX_JSON_BODY_BYTES } from '@/server/api/middleware';
import { minimalRecord } from './support/fixtures';
import { countRows } from './support/rows';
import { createTestContext, type TestContext } from './support/test-app';

const LEAKED_TEXT = 'SELECT secret FROM hidden_table';
const firstModule = modules[0];

describe('error answers', () => {
  let t: TestContext;
  let token: string;
  beforeAll(async () => {
    t = await createTestContext();
    ({ token } = await t.createUser());
  });
  afterAll(() => t.destroy());

  it('answers an unknown route with 404 JSON, signed in or not', async () => {
    for (const [path, method] of [
      ['/api/no-such-thing', 'GET'],
      ['/api/no-such-thing/12', 'DELETE'],
      ['/api', 'GET'],
    ]) {
      const anonymous = await t.call(path, { method });
      expect(anonymous.status, path).toBe(404);
      expect(anonymous.body).toEqual({ success: false, message: expect.any(String) });
      expect((await t.call(path, { method, token })).status).toBe(404);
    }
  });

  it('answers an unknown record id with 404 JSON', async () => {
    const answer = await t.call(`/api/${firstModule.key}/987654`, { token });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ success: false, message: expect.any(String) });
  });

  it('refuses a JSON body over 1 MB with 413 and stores nothing', async () => {
    const before = await countRows(t.database, firstModule.table);
    const padding = 'x'.repeat(MAX_JSON_BODY_BYTES + 1024);
    const big = JSON.stringify({ ...minimalRecord(firstModule), [firstModule.titleField]: padding });
    const answer = await t.call(`/api/${firstModule.key}`, {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ success: false, message: expect.any(String) });
    const declared = await t.call(`/api/${firstModule.key}`, {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json', 'content-length': String(big.length) },
      body: big,
    });
    expect(declared.status).toBe(413);
    expect(await countRows(t.database, firstModule.table)).toBe(before);
  });

  it('answers malformed JSON (400) and a non-JSON body (415) on module routes too', async () => {
    const malformed = await t.call(`/api/${firstModule.key}`, {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json' },
      body: '{"title": ',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ success: false, message: expect.any(String) });
    const text = await t.call(`/api/${firstModule.key}`, {
      method: 'POST',
      token,
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(minimalRecord(firstModule)),
    });
    expect(text.status).toBe(415);
    expect(text.body).toEqual({ success: false, message: expect.any(String) });
    const noType = await t.call(`/api/${firstModule.key}`, {
      method: 'POST',
      token,
      body: JSON.stringify(minimalRecord(firstModule)),
    });
    expect(noType.status).toBe(415);
  });

  it('answers a JSON body that is not an object, or names inherited properties, with 400', async () => {
    for (const path of [`/api/${firstModule.key}`, '/api/auth/login', '/api/account/register']) {
      for (const body of [
        'null',
        '[]',
        '"text"',
        '42',
        'true',
        '{"__proto__": {"role": "admin"}}',
        '{"constructor": 1}',
      ]) {
        const answer = await t.call(path, {
          method: 'POST',
          token,
          headers: { 'content-type': 'application/json' },
          body,
        });
        expect(answer.status, `${path} ${body}`).toBe(400);
        expect(answer.body).toMatchObject({ success: false, errors: expect.any(Object) });
      }
    }
  });

  it('answers invalid query parameters with 400 and per-parameter errors', async () => {
    const answer = await t.call(`/api/${firstModule.key}?page=0&pageSize=abc&order=sideways&color=red`, {
      token,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(Object.keys(answer.body.errors).sort()).toEqual(['color', 'order', 'page', 'pageSize']);
  });
});

describe('unexpected failures', () => {
  let t: TestContext;
  let token: string;
  beforeAll(async () => {
    t = await createTestContext({
      database: async () => {
        throw new Error(LEAKED_TEXT);
      },
    });
    ({ token } = await t.createUser());
  });
  afterAll(() => t.destroy());

  it('answer 500 "Something went wrong" with no SQL or stack, on open and guarded routes', async () => {
    const calls: [string, Parameters<TestContext['call']>[1]][] = [
      [`/api/${firstModule.key}`, { token }],
      [`/api/${firstModule.key}`, { method: 'POST', token, json: minimalRecord(firstModule) }],
      ['/api/auth/login', { token }],
      ['/api/auth/login', { method: 'POST', json: { email: 'someone@example.com', password: 'a password' } }],
      ['/api/account/setup', {}],
    ];
    for (const [path, init] of calls) {
      const answer = await t.call(path, init);
      expect(answer.status, `${init?.method ?? 'GET'} ${path}`).toBe(500);
      expect(answer.body).toEqual({ success: false, message: 'Something went wrong' });
      expect(answer.text).not.toMatch(/SELECT|secret|hidden_table|\bat \w|\.ts:\d/);
    }
  });

  it('reports the database as down on GET /api/health with 503', async () => {
    const answer = await t.call('/api/health');
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ status: 'error', db: 'error' });
    expect(answer.text).not.toContain('secret');
  });
});

describe('health and the API description', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.destroy());

  it('reports a healthy server and database on GET /api/health', async () => {
    const answer = await t.call('/api/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok', db: 'ok' });
  });

  it('reports the database as down once its connection has closed (the check reaches the driver)', async () => {
    const closing = await createTestContext();
    // Closed (and on PostgreSQL dropped) as the run's end does: the app still holds the database.
    await closing.destroy();
    const answer = await closing.call('/api/health');
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ status: 'error', db: 'error' });
    expect(answer.headers.get('retry-after')).toBe('5');
  });

  it('describes the auth calls and every module call in /api/openapi.json', async () => {
    const answer = await t.call('/api/openapi.json');
    expect(answer.status).toBe(200);
    const paths = answer.body.paths as Record<string, Record<string, unknown>>;
    const methods = (path: string) => Object.keys(paths[path] ?? {}).sort();
    expect(methods('/api/auth/login')).toEqual(['get', 'post']);
    expect(methods('/api/account/register')).toEqual(['post']);
    expect(methods('/api/account/setup')).toEqual(['get']);
    expect(methods('/api/health')).toEqual(['get']);
    for (const module of modules) {
      expect(methods(`/api/${module.key}`), module.key).toEqual(['get', 'post']);
      expect(methods(`/api/${module.key}/{id}`), module.key).toEqual(['delete', 'get', 'patch', 'put']);
      expect(methods(`/api/${module.key}/reorder`), module.key).toEqual(
        module.sortOrderField ? ['post'] : [],
      );
    }
    expect(answer.body.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
  });

  it('reads every call of /api/openapi.json in plain English: an inquiry, an FAQ, a user, CCTV as written', async () => {
    const paths = (await t.call('/api/openapi.json')).body.paths as Record<
      string,
      Record<string, { summary?: string }>
    >;
    const summaries = Object.values(paths).flatMap((methods) =>
      Object.values(methods).map((operation) => operation.summary ?? ''),
    );
    for (const summary of summaries) {
      expect(summary, summary).not.toMatch(/\ba (?!one|us|uni|eu)[aeiou]/i);
      expect(summary, summary).not.toMatch(/\ban (?!hour|honest)[b-df-hj-np-tv-z]/);
      expect(summary, summary).not.toMatch(/\b(faq|cctv)/);
    }
    expect(summaries).toContain('Create an inquiry (staff), or send the public form (no token)');
    expect(summaries).toContain('Move an FAQ to the trash (restorable for 30 days)');
    expect(summaries).toContain('Create a user');
    expect(summaries).toContain('Get one CCTV package');
  });
});
