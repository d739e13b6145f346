import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.destroy());

describe('smoke', () => {
  it('answers health and the service list', async () => {
    expect(await (await t.request('/api/health')).json()).toEqual({ status: 'ok', db: 'ok' });
    const { token } = await t.createUser();
    const created = await t.request('/api/services', { method: 'POST', token, json: { title: 'CCTV Installation', summary: 'Cameras' } });
    const body = await created.json();
    expect(created.status, JSON.stringify(body)).toBe(201);
    expect(body.data.slug).toBe('cctv-installation');
    const list = await (await t.request('/api/services?q=cctv', { token })).json();
    expect(list.total).toBe(1);
    const login = await t.request('/api/auth/login', { method: 'POST', json: { email: 'x@y.com', password: 'nope' } });
    expect(login.status).toBe(401);
    expect((await t.request('/api/openapi.json')).status).toBe(200);
  });
});
