import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyModule } from '@/kit/define-module';
import { servicesModule } from '@/modules/services/module';
import { findModuleByKey, modules } from '@/registry';
import { PREVIEW_PARAM, verifyPreviewToken } from '@/server/preview/preview-token';
import { registerPreviewLinkRoute } from '@/server/records/preview-link-route';
import { recordMaker } from './support/fixtures';
import { moduleApi } from './support/module-api';
import { createTestContext, TEST_SECRET, type TestContext } from './support/test-app';

/**
 * `POST /api/{module}/{id}/preview-link`: staff get a signed link to a
 * record's public page, which the public site honours for that record only, published or not.
 */

const PUBLIC_URL = 'https://cams.example.com';

// A module of records with public pages that only administrators may use (none is registered so).
const adminOnlyServices: AnyModule = { ...servicesModule, key: 'admin-only-services', access: 'admin' };

let t: TestContext;
let adminToken: string;
let editorToken: string;
beforeAll(async () => {
  t = await createTestContext({ publicUrl: PUBLIC_URL });
  registerPreviewLinkRoute(t.app, adminOnlyServices);
  adminToken = (await t.createUser({ role: 'admin' })).token;
  editorToken = (await t.createUser({ role: 'editor' })).token;
});
afterAll(() => t.destroy());

const previewLink = (moduleKey: string, id: number | string, token?: string) =>
  t.call(`/api/${moduleKey}/${id}/preview-link`, { method: 'POST', json: {}, token });

const tokenOf = (url: string) => new URL(url).searchParams.get(PREVIEW_PARAM) ?? '';

async function unpublishedService() {
  return moduleApi(t, servicesModule, editorToken).created({
    title: 'Doorbell camera upgrade',
    summary: 'Not announced yet.',
    published: false,
  });
}

describe('preview links', () => {
  for (const module of modules.filter((candidate) => candidate.sitePath)) {
    it(`${module.key}: link to the record's public page with a token for that record`, async () => {
      const make = await recordMaker(t, module, adminToken);
      const record = await moduleApi(t, module, adminToken).created(make.minimal());
      const answer = await previewLink(module.key, record.id, editorToken);
      expect(answer.status, answer.text).toBe(200);
      const url = new URL(answer.body.data.url);
      expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}${module.sitePath?.(record)}`);
      expect([...url.searchParams.keys()]).toEqual([PREVIEW_PARAM]);
      expect(await verifyPreviewToken(tokenOf(answer.body.data.url), TEST_SECRET)).toEqual({
        module: module.key,
        recordId: record.id,
      });
    });
  }

  it('is issued for an unpublished record, and its token opens that record only', async () => {
    const hidden = await unpublishedService();
    const other = await unpublishedService();
    const answer = await previewLink('services', hidden.id, adminToken);
    expect(answer.status).toBe(200);
    expect(answer.body.data.url).toBe(
      `${PUBLIC_URL}/services/${hidden.slug}?preview=${encodeURIComponent(tokenOf(answer.body.data.url))}`,
    );
    const grant = await verifyPreviewToken(tokenOf(answer.body.data.url), TEST_SECRET);
    expect(grant).toEqual({ module: 'services', recordId: hidden.id });
    expect(grant).not.toEqual({ module: 'services', recordId: other.id });
  });

  it('is refused without a token, with a bad one, or with a preview token in its place', async () => {
    const hidden = await unpublishedService();
    const anonymous = await previewLink('services', hidden.id);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ success: false });
    expect((await previewLink('services', hidden.id, `${adminToken}x`)).status).toBe(401);
    const preview = tokenOf((await previewLink('services', hidden.id, adminToken)).body.data.url);
    // A preview link in the wrong hands signs nobody in.
    expect((await previewLink('services', hidden.id, preview)).status).toBe(401);
    expect((await t.call('/api/services', { token: preview })).status).toBe(401);
  });

  it('answers 403 to a role that may not use the module', async () => {
    const hidden = await unpublishedService();
    const refused = await previewLink(adminOnlyServices.key, hidden.id, editorToken);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false });
    const allowed = await previewLink(adminOnlyServices.key, hidden.id, adminToken);
    expect(allowed.status).toBe(200);
    expect(await verifyPreviewToken(tokenOf(allowed.body.data.url), TEST_SECRET)).toEqual({
      module: adminOnlyServices.key,
      recordId: hidden.id,
    });
  });

  it('answers 404 for an unknown record and for a module whose records have no public page', async () => {
    const missing = await previewLink('services', 987_654, adminToken);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: 'Service not found' });
    const slider = await moduleApi(t, findModuleByKey('sliders') as AnyModule, adminToken).created({
      title: 'Night vision',
    });
    const noPage = await previewLink('sliders', slider.id, adminToken);
    expect(noPage.status).toBe(404);
    expect(noPage.body).toMatchObject({ success: false });
    expect((await previewLink('services', 'abc', adminToken)).status).toBe(400);
  });

  it('gives tokens that a tampered copy or an access token cannot pass for', async () => {
    const hidden = await unpublishedService();
    const token = tokenOf((await previewLink('services', hidden.id, adminToken)).body.data.url);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, rid: claims.rid + 1 })).toString('base64url');
    expect(await verifyPreviewToken(`${header}.${forged}.${signature}`, TEST_SECRET)).toBeNull();
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await verifyPreviewToken(`${header}.${payload}.${flipped}`, TEST_SECRET)).toBeNull();
    const otherSecret = new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256');
    expect(await verifyPreviewToken(token, otherSecret)).toBeNull();
    expect(await verifyPreviewToken(adminToken, TEST_SECRET)).toBeNull();
  });

  it('is described in the OpenAPI document for the modules that have public pages only', async () => {
    const { paths } = (await t.call('/api/openapi.json')).body;
    for (const module of modules) {
      const route = paths[`/api/${module.key}/{id}/preview-link`]?.post;
      if (!module.sitePath) {
        expect(route, module.key).toBeUndefined();
        continue;
      }
      expect(route.security).toEqual([{ bearerAuth: [] }]);
      expect(Object.keys(route.responses).sort()).toEqual([
        '200',
        '400',
        '401',
        '403',
        '404',
        '413',
        '415',
        '500',
        '503',
      ]);
      expect(route.responses['200'].content['application/json'].schema).toBeDefined();
    }
  });
});
