import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyModule } from '@/kit/define-module';
import type { OpenPreviewLink } from '@/lib/preview-links';
import type { TrashEntry } from '@/lib/trash';
import { servicesModule } from '@/modules/services/module';
import { findModuleByKey } from '@/registry';
import { listOpenPreviewLinks, openPreviewGrant } from '@/server/preview/preview-links';
import { PREVIEW_PARAM } from '@/server/preview/preview-token';
import { registerPreviewLinkRoute } from '@/server/records/preview-link-route';
import { moduleApi } from './support/module-api';
import { activityOf } from './support/rows';
import { createTestContext, TEST_SECRET, type TestContext } from './support/test-app';
import { testEngine } from './support/test-database';

/**
 * Preview links are recorded so staff can list and revoke them, and they stop working when their
 * issuer is deactivated, deleted or changes password, and when the record goes to the trash (also
 * once it is back).
 */

const adminOnlyServices: AnyModule = { ...servicesModule, key: 'admin-only-services', access: 'admin' };
const PASSWORD = 'correct horse battery staple';

let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await createTestContext();
  registerPreviewLinkRoute(t.app, adminOnlyServices);
  adminToken = (await t.createUser({ role: 'admin' })).token;
});
afterAll(() => t.destroy());

const tokenOf = (url: string) => new URL(url).searchParams.get(PREVIEW_PARAM) ?? '';
const makeLink = (id: number, token: string, moduleKey = 'services') =>
  t.call(`/api/${moduleKey}/${id}/preview-link`, { method: 'POST', json: {}, token });
const listLinks = (id: number, token: string, moduleKey = 'services') =>
  t.call(`/api/${moduleKey}/${id}/preview-links`, { token });
const revokeOne = (id: number, linkId: number, token: string, moduleKey = 'services') =>
  t.call(`/api/${moduleKey}/${id}/preview-links/${linkId}`, { method: 'DELETE', token });
const revokeAll = (id: number, token: string) =>
  t.call(`/api/services/${id}/preview-links`, { method: 'DELETE', token });

/** Whether the public site would show the record through this link (what the modules' record pages ask). */
const opens = async (url: string) => (await openPreviewGrant(t.database, tokenOf(url), TEST_SECRET)) !== null;

async function hiddenService(token = adminToken) {
  return moduleApi(t, servicesModule, token).created({
    title: `Doorbell camera upgrade ${Math.random().toString(36).slice(2, 8)}`,
    summary: 'Not announced yet.',
    published: false,
  });
}

async function madeLink(id: number, token: string) {
  const answer = await makeLink(id, token);
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data as { id: number; url: string; expiresAt: string };
}

async function openLinkIds(id: number) {
  const answer = await listLinks(id, adminToken);
  expect(answer.status, answer.text).toBe(200);
  return (answer.body.data as OpenPreviewLink[]).map((link) => link.id);
}

describe(`preview links are recorded and revocable (${testEngine})`, () => {
  it('lists the open links with issuer and expiry, and hands the same person their open link again', async () => {
    const service = await hiddenService();
    const editor = await t.createUser({ role: 'editor', firstName: 'Ana', lastName: 'Reyes' });
    const first = await madeLink(service.id, editor.token);
    expect(await opens(first.url)).toBe(true);
    expect(Date.parse(first.expiresAt) - Date.now()).toBeGreaterThan(47 * 3600 * 1000);
    // Opening the record's page again does not pile up links.
    expect(await madeLink(service.id, editor.token)).toEqual(first);
    const other = await madeLink(service.id, adminToken);
    expect(other.id).not.toBe(first.id);

    const answer = await listLinks(service.id, editor.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(2);
    expect(answer.body.data).toContainEqual({
      id: first.id,
      issuedBy: { id: editor.user.id, name: 'Ana Reyes' },
      createdAt: expect.any(String),
      expiresAt: first.expiresAt,
    });
    // Only a hash of the token is kept.
    const rows = await t.database.db.selectFrom('preview_links').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(tokenOf(first.url));
  });

  it('a revoked link stops working and leaves the list; revoking all ends every link of the record', async () => {
    const service = await hiddenService();
    const other = await hiddenService();
    const editor = await t.createUser({ role: 'editor' });
    const mine = await madeLink(service.id, editor.token);
    const theirs = await madeLink(service.id, adminToken);
    const elsewhere = await madeLink(other.id, adminToken);

    const revoked = await revokeOne(service.id, mine.id, editor.token);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ success: true, revoked: 1 });
    expect(await opens(mine.url)).toBe(false);
    expect(await opens(theirs.url)).toBe(true);
    expect(await openLinkIds(service.id)).toEqual([theirs.id]);
    expect((await activityOf(t.database, 'services')).map((entry) => entry.action)).toContain(
      'revoke-preview-link',
    );
    // Gone, or a link of another record: not found.
    expect((await revokeOne(service.id, mine.id, editor.token)).status).toBe(404);
    expect((await revokeOne(service.id, elsewhere.id, editor.token)).body).toEqual({
      success: false,
      message: 'Preview link not found',
    });

    // A new link for the same person right after a revoke (the same second) is another link: the
    // revoked one does not come back.
    const again = await madeLink(service.id, editor.token);
    expect(again.id).not.toBe(mine.id);
    expect(tokenOf(again.url)).not.toBe(tokenOf(mine.url));
    expect(await opens(mine.url)).toBe(false);
    const all = await revokeAll(service.id, editor.token);
    expect(all.body).toEqual({ success: true, revoked: 2 });
    expect(await opens(theirs.url)).toBe(false);
    expect(await opens(again.url)).toBe(false);
    expect(await openLinkIds(service.id)).toEqual([]);
    expect(await opens(elsewhere.url)).toBe(true);
  });

  it("stops a deactivated issuer's links, and they stay dead once the issuer is active again", async () => {
    const service = await hiddenService();
    const editor = await t.createUser({ role: 'editor' });
    const link = await madeLink(service.id, editor.token);
    const users = moduleApi(t, findModuleByKey('users') as AnyModule, adminToken);
    expect((await users.patch(editor.user.id, { active: false })).status).toBe(200);
    expect(await opens(link.url)).toBe(false);
    expect(await openLinkIds(service.id)).toEqual([]);
    expect((await users.patch(editor.user.id, { active: true })).status).toBe(200);
    expect(await opens(link.url)).toBe(false);
  });

  it('stops the links of an issuer who changes password, or who is deleted', async () => {
    const service = await hiddenService();
    const changing = await t.createUser({ role: 'editor', password: PASSWORD });
    const leaving = await t.createUser({ role: 'editor' });
    const before = await madeLink(service.id, changing.token);
    const departed = await madeLink(service.id, leaving.token);

    const changed = await t.call('/api/account/password', {
      method: 'POST',
      token: changing.token,
      json: { currentPassword: PASSWORD, newPassword: 'a brand new passphrase 42' },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(await opens(before.url)).toBe(false);
    // Links made with the new password work.
    const after = await madeLink(service.id, changed.body.accessToken);
    expect(await opens(after.url)).toBe(true);

    const users = moduleApi(t, findModuleByKey('users') as AnyModule, adminToken);
    expect((await users.remove(leaving.user.id)).status).toBe(204);
    expect(await opens(departed.url)).toBe(false);
    expect(await openLinkIds(service.id)).toEqual([after.id]);
  });

  it('stops every link of a record moved to the trash, also after it is restored', async () => {
    const service = await hiddenService();
    const link = await madeLink(service.id, adminToken);
    expect(await opens(link.url)).toBe(true);
    expect((await moduleApi(t, servicesModule, adminToken).remove(service.id)).status).toBe(204);
    expect(await opens(link.url)).toBe(false);

    const trash = await t.call('/api/trash?pageSize=100', { token: adminToken });
    const entry = (trash.body.data as TrashEntry[]).find(
      (candidate) => candidate.module === 'services' && candidate.recordId === service.id,
    );
    const restored = await t.call(`/api/trash/${entry?.id}/restore`, {
      method: 'POST',
      token: adminToken,
      json: {},
    });
    expect(restored.status, restored.text).toBe(200);
    expect(await opens(link.url)).toBe(false);
    expect(await openLinkIds(service.id)).toEqual([]);
    // A new link of the restored record works.
    expect(await opens((await madeLink(service.id, adminToken)).url)).toBe(true);
  });

  it('lists open links only: an expired one is left out', async () => {
    const service = await hiddenService();
    const link = await madeLink(service.id, adminToken);
    const grant = { module: 'services', recordId: service.id };
    expect((await listOpenPreviewLinks(t.database, grant)).map((open) => open.id)).toEqual([link.id]);
    const afterExpiry = new Date(Date.parse(link.expiresAt) + 1000);
    expect(await listOpenPreviewLinks(t.database, grant, afterExpiry)).toEqual([]);
    expect(await openPreviewGrant(t.database, tokenOf(link.url), TEST_SECRET, afterExpiry)).toBeNull();
  });

  it('lets whoever may edit the module list and revoke, nobody else', async () => {
    const service = await hiddenService();
    const editor = await t.createUser({ role: 'editor' });
    const link = await madeLink(service.id, adminToken);
    expect((await t.call(`/api/services/${service.id}/preview-links`)).status).toBe(401);
    expect(
      (await t.call(`/api/services/${service.id}/preview-links/${link.id}`, { method: 'DELETE' })).status,
    ).toBe(401);
    expect((await listLinks(service.id, editor.token, adminOnlyServices.key)).status).toBe(403);
    expect((await revokeOne(service.id, link.id, editor.token, adminOnlyServices.key)).status).toBe(403);
    expect(await opens(link.url)).toBe(true);
    expect((await listLinks(987_654, adminToken)).status).toBe(404);
    expect((await revokeOne(service.id, Number.NaN, adminToken)).status).toBe(400);
  });

  it('is described in the OpenAPI document', async () => {
    const { paths } = (await t.call('/api/openapi.json')).body;
    const list = paths['/api/services/{id}/preview-links'];
    expect(Object.keys(list.get.responses).sort()).toEqual(['200', '400', '401', '403', '404', '500', '503']);
    expect(list.delete.security).toEqual([{ bearerAuth: [] }]);
    expect(
      paths['/api/services/{id}/preview-links/{linkId}'].delete.parameters.map(
        (p: { name: string }) => p.name,
      ),
    ).toEqual(['id', 'linkId']);
    expect(paths['/api/sliders/{id}/preview-links']).toBeUndefined();
  });
});
