import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordActivity } from '@/server/activity-log/record';
import type { UserRecord } from '@/server/auth/users';
import { emptyTable } from './support/rows';
import { createTestContext, type TestContext } from './support/test-app';

/** GET /api/activity-log: who changed what, newest first; admins read all of it, editors their own. */

const ENTRY_KEYS = [
  'action',
  'changedFields',
  'createdAt',
  'id',
  'ip',
  'module',
  'recordId',
  'recordTitle',
  'revisionId',
  'userEmail',
  'userId',
  'userName',
].sort();

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

interface Actor {
  user: UserRecord;
  token: string;
  password: string;
}

describe('GET /api/activity-log', () => {
  let t: TestContext;
  let admin: Actor;
  let editor: Actor;
  let otherEditor: Actor;
  let keptFaqId: number;
  let deletedFaqId: number;

  const log = (query: string, token: string) => t.call(`/api/activity-log${query}`, { token });
  const faq = (token: string, question: string, ip: string) =>
    t.call('/api/faqs', { method: 'POST', token, ip, json: { question, answer: '<p>Yes.</p>' } });

  beforeAll(async () => {
    t = await createTestContext();
    admin = await t.createUser({ role: 'admin', firstName: 'Ada', lastName: 'Admin' });
    editor = await t.createUser({ role: 'editor', firstName: 'Eddie', lastName: 'Editor' });
    otherEditor = await t.createUser({ role: 'editor', firstName: 'Olga', lastName: 'Other' });

    // In this order, so newest-first is known: admin creates and renames one FAQ, creates and deletes
    // another; the editor creates one; a stranger fails to sign in; the editor signs in.
    keptFaqId = (await faq(admin.token, 'Do you install cameras?', '10.1.0.1')).body.data.id;
    await t.call(`/api/faqs/${keptFaqId}`, {
      method: 'PATCH',
      token: admin.token,
      ip: '10.1.0.1',
      json: { question: 'Do you install 4K cameras?', category: 'Installation' },
    });
    deletedFaqId = (await faq(admin.token, 'Soon gone?', '10.1.0.1')).body.data.id;
    await t.call(`/api/faqs/${deletedFaqId}`, { method: 'DELETE', token: admin.token, ip: '10.1.0.1' });
    await faq(editor.token, 'Do you offer monitoring?', '10.2.0.2');
    await faq(otherEditor.token, 'Are you licensed?', '10.3.0.3');
    await t.call('/api/auth/login', {
      method: 'POST',
      ip: '10.9.9.9',
      json: { email: 'stranger@example.com', password: 'not a password' },
    });
    await t.call('/api/auth/login', {
      method: 'POST',
      ip: '10.2.0.2',
      json: { email: editor.user.email, password: editor.password },
    });
  });
  afterAll(() => t.destroy());

  it('answers 401 without a valid token', async () => {
    expect((await t.call('/api/activity-log')).status).toBe(401);
    expect((await log('', 'not.a.token')).status).toBe(401);
  });

  it("gives an administrator everyone's entries, newest first, with user, record and changed fields", async () => {
    const answer = await log('?pageSize=100', admin.token);
    expect(answer.status, answer.text).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['data', 'page', 'pageSize', 'total']);
    expect(answer.body).toMatchObject({ total: 8, page: 1, pageSize: 100 });
    const entries = answer.body.data;
    for (const entry of entries) {
      expect(Object.keys(entry).sort()).toEqual(ENTRY_KEYS);
      expect(entry.createdAt).toMatch(ISO_TIMESTAMP);
    }
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual([
      'login',
      'login-failed',
      'create',
      'create',
      'delete',
      'create',
      'update',
      'create',
    ]);
    const ids = entries.map((entry: { id: number }) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const [signIn, failedSignIn, , editorCreate, deletion, deletedCreate, update] = entries;
    expect(signIn).toMatchObject({
      userId: editor.user.id,
      userName: 'Eddie Editor',
      userEmail: editor.user.email,
      module: 'auth',
      recordId: null,
      recordTitle: null,
      changedFields: [],
      ip: '10.2.0.2',
    });
    expect(failedSignIn).toMatchObject({ userId: null, userName: null, userEmail: null, ip: '10.9.9.9' });
    expect(editorCreate).toMatchObject({
      userId: editor.user.id,
      module: 'faqs',
      recordTitle: 'Do you offer monitoring?',
    });
    expect(update).toMatchObject({
      userId: admin.user.id,
      userName: 'Ada Admin',
      module: 'faqs',
      recordId: keptFaqId,
      // The record's title as it is now, after the rename.
      recordTitle: 'Do you install 4K cameras?',
      ip: '10.1.0.1',
    });
    expect([...update.changedFields].sort()).toEqual(['category', 'question']);
    // A deleted record has no title any more: the admin shows it without a link.
    expect(deletion).toMatchObject({ action: 'delete', recordId: deletedFaqId, recordTitle: null });
    expect(deletedCreate).toMatchObject({ action: 'create', recordId: deletedFaqId, recordTitle: null });
  });

  it('pages through the entries', async () => {
    const first = await log('?page=1&pageSize=3', admin.token);
    const third = await log('?page=3&pageSize=3', admin.token);
    const beyond = await log('?page=9&pageSize=3', admin.token);
    expect(first.body).toMatchObject({ total: 8, page: 1, pageSize: 3 });
    expect(first.body.data).toHaveLength(3);
    expect(third.body.data).toHaveLength(2);
    expect(beyond.body).toMatchObject({ data: [], total: 8, page: 9 });
    const all = (await log('?pageSize=100', admin.token)).body.data.map((entry: { id: number }) => entry.id);
    expect(third.body.data.map((entry: { id: number }) => entry.id)).toEqual(all.slice(6, 8));
  });

  it('filters by user, module and action', async () => {
    const byUser = await log(`?userId=${editor.user.id}&pageSize=100`, admin.token);
    expect(byUser.body.total).toBe(2);
    expect(byUser.body.data.every((entry: { userId: number }) => entry.userId === editor.user.id)).toBe(true);

    const byAction = await log('?action=create', admin.token);
    expect(byAction.body.total).toBe(4);

    const combined = await log(`?module=faqs&action=create&userId=${admin.user.id}`, admin.token);
    expect(combined.body.total).toBe(2);

    const byModule = await log('?module=auth', admin.token);
    expect(byModule.body.data.map((entry: { action: string }) => entry.action)).toEqual([
      'login',
      'login-failed',
    ]);
  });

  it('gives an editor only their own entries, with or without their own userId', async () => {
    const own = await log('?pageSize=100', editor.token);
    expect(own.status).toBe(200);
    expect(own.body.total).toBe(2);
    expect(own.body.data.every((entry: { userId: number }) => entry.userId === editor.user.id)).toBe(true);

    const ownById = await log(`?userId=${editor.user.id}&action=create`, editor.token);
    expect(ownById.status).toBe(200);
    expect(ownById.body.total).toBe(1);

    // Filters narrow the editor's own entries; they never widen them.
    const otherModule = await log('?module=auth&action=login-failed', editor.token);
    expect(otherModule.body.total).toBe(0);
  });

  it("refuses an editor another user's log with 403", async () => {
    for (const userId of [admin.user.id, otherEditor.user.id]) {
      const answer = await log(`?userId=${userId}`, editor.token);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ success: false, message: expect.any(String) });
    }
  });

  it('names records of administrators-only modules to administrators only', async () => {
    // An editor who was an administrator before keeps the entries of that time.
    await recordActivity(t.database, {
      userId: otherEditor.user.id,
      module: 'users',
      recordId: admin.user.id,
      action: 'update',
      changedFields: ['role'],
    });
    const asEditor = await log('?module=users', otherEditor.token);
    expect(asEditor.body.data).toEqual([
      expect.objectContaining({ recordId: admin.user.id, recordTitle: null, changedFields: ['role'] }),
    ]);
    const asAdmin = await log(`?module=users&userId=${otherEditor.user.id}`, admin.token);
    expect(asAdmin.body.data[0]).toMatchObject({ recordTitle: admin.user.email });
  });

  it('accepts settings module keys such as settings.homepage', async () => {
    await recordActivity(t.database, {
      userId: admin.user.id,
      module: 'settings.homepage',
      action: 'update',
      changedFields: ['siteName', 'phone'],
    });
    const answer = await log('?module=settings.homepage', admin.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      expect.objectContaining({
        module: 'settings.homepage',
        recordId: null,
        changedFields: ['siteName', 'phone'],
      }),
    ]);
  });

  it('answers invalid queries with 400 and per-field errors', async () => {
    const cases: [string, string][] = [
      ['?pageSize=101', 'pageSize'],
      ['?pageSize=0', 'pageSize'],
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
      ['?userId=abc', 'userId'],
      ['?userId=1e3', 'userId'],
      ['?userId=-4', 'userId'],
      ['?module=Drop%20table', 'module'],
      ['?action=%00', 'action'],
      ['?sort=createdAt', 'sort'],
    ];
    for (const [query, field] of cases) {
      const answer = await log(query, admin.token);
      expect(answer.status, query).toBe(400);
      expect(Object.keys(answer.body.errors), query).toEqual([field]);
    }
  });
});

describe('GET /api/activity-log on an empty log', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.destroy());

  it('answers an empty page', async () => {
    const { token } = await t.createUser({ role: 'admin' });
    await emptyTable(t.database, 'activity_log');
    const answer = await t.call('/api/activity-log', { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: [], total: 0, page: 1, pageSize: 20 });
  });
});
