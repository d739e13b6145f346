import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersModule } from '@/modules/users/module';
import { decodeBoolean } from '@/server/db/values';
import { type ModuleApi, moduleApi } from './support/module-api';
import { activityOf, countRows } from './support/rows';
import { createTestContext, type TestContext } from './support/test-app';
import { expectNoSecrets, USER_KEYS } from './support/user-shape';

/**
 * The Users module: administrators only, the password write-only and
 * revoking sessions when it changes, unique e-mails ignoring case, the last active administrator
 * kept, nobody deleting or deactivating themselves.
 */

const FIRST_PASSWORD = 'first passphrase 1';
const SECOND_PASSWORD = 'second passphrase 2';

let accounts = 0;
/** A new account's values, with a unique e-mail. */
const account = (overrides: Record<string, unknown> = {}) => {
  accounts += 1;
  return {
    email: `person${accounts}-${Date.now()}@example.com`,
    firstName: 'Dana',
    lastName: `Person ${accounts}`,
    role: 'editor',
    password: FIRST_PASSWORD,
    ...overrides,
  };
};

/** A context whose sign-in limits stay out of the way of the few wrong passwords tried here. */
const usersContext = () =>
  createTestContext({
    rateLimits: { loginFailuresPerEmail: 20, loginFailuresPerIp: 100, loginWindowSeconds: 60 },
  });

function accountHelpers(t: TestContext) {
  return {
    signIn: (email: string, password: string) =>
      t.call('/api/auth/login', { method: 'POST', json: { email, password } }),
    /** The status of `GET /api/auth/login` with this token: 200 while the session lives. */
    session: async (token: string) => (await t.call('/api/auth/login', { token })).status,
    async tokenOf(email: string, password: string): Promise<string> {
      const answer = await t.call('/api/auth/login', { method: 'POST', json: { email, password } });
      expect(answer.status, answer.text).toBe(200);
      return answer.body.accessToken;
    },
  };
}

describe('users: passwords and sessions', () => {
  let t: TestContext;
  let users: ModuleApi;
  let adminId: number;
  let helpers: ReturnType<typeof accountHelpers>;
  beforeAll(async () => {
    t = await usersContext();
    const admin = await t.createUser({ role: 'admin' });
    adminId = admin.user.id;
    users = moduleApi(t, usersModule, admin.token);
    helpers = accountHelpers(t);
  });
  afterAll(() => t.destroy());

  it('never returns the password or its hash: create, get, list, PUT and PATCH', async () => {
    const values = account();
    const created = await users.create(values);
    expect(created.status, created.text).toBe(201);
    const { id } = created.body.data;
    const { password: _password, ...rest } = values;
    const answers = [
      created,
      await users.get(id),
      await users.list('pageSize=100'),
      await users.replace(id, rest),
      await users.replace(id, { ...rest, password: SECOND_PASSWORD }),
      await users.patch(id, { password: FIRST_PASSWORD }),
      await users.patch(id, { lastName: 'Renamed' }),
    ];
    for (const answer of answers) {
      expect(answer.status, answer.text).toBeLessThan(300);
      const data = answer.body.data;
      for (const record of Array.isArray(data) ? data : [data])
        expect(Object.keys(record).sort()).toEqual(USER_KEYS);
      expectNoSecrets(answer.text);
      for (const password of [FIRST_PASSWORD, SECOND_PASSWORD]) expect(answer.text).not.toContain(password);
    }
  });

  it('keeps the password when a PUT leaves it out: the user still signs in, the session lives', async () => {
    const values = account();
    const { id } = await users.created(values);
    const token = await helpers.tokenOf(values.email, FIRST_PASSWORD);
    const { password: _password, ...rest } = values;
    const replaced = await users.replace(id, { ...rest, firstName: 'Renamed' });
    expect(replaced.status, replaced.text).toBe(200);
    expect((await helpers.signIn(values.email, FIRST_PASSWORD)).status).toBe(200);
    expect(await helpers.session(token)).toBe(200);
  });

  it('changes the password with PATCH and PUT, ending the sessions made with the old one', async () => {
    const values = account();
    const { id } = await users.created(values);
    const before = await helpers.tokenOf(values.email, FIRST_PASSWORD);
    const patched = await users.patch(id, { password: SECOND_PASSWORD });
    expect(patched.status, patched.text).toBe(200);
    expect(await helpers.session(before)).toBe(401);
    expect((await helpers.signIn(values.email, FIRST_PASSWORD)).status).toBe(401);
    const after = await helpers.tokenOf(values.email, SECOND_PASSWORD);

    const { password: _password, ...rest } = values;
    expect((await users.replace(id, { ...rest, password: FIRST_PASSWORD })).status).toBe(200);
    expect(await helpers.session(after)).toBe(401);
    expect((await helpers.signIn(values.email, FIRST_PASSWORD)).status).toBe(200);
  });

  it('ends the sessions of a deactivated user, who cannot sign in until reactivated', async () => {
    const values = account();
    const { id } = await users.created(values);
    const token = await helpers.tokenOf(values.email, FIRST_PASSWORD);
    expect((await users.patch(id, { active: false })).status).toBe(200);
    expect(await helpers.session(token)).toBe(401);
    expect((await helpers.signIn(values.email, FIRST_PASSWORD)).status).toBe(401);
    expect((await users.patch(id, { active: true })).status).toBe(200);
    expect(await helpers.session(token)).toBe(401);
    expect((await helpers.signIn(values.email, FIRST_PASSWORD)).status).toBe(200);
  });

  it('refuses a short password with 400 on password', async () => {
    const short = await users.create(account({ password: 'too short' }));
    expect(short.status).toBe(400);
    expect(Object.keys(short.body.errors)).toEqual(['password']);
  });

  it('answers an e-mail already used, in any case, with 409 on email and changes nothing', async () => {
    const taken = account({ email: 'Dana.Case@Example.com' });
    await users.created(taken);
    const other = await users.created(account());
    const rows = await countRows(t.database, 'users');
    const { password: _password, ...otherValues } = account();
    for (const answer of [
      await users.create(account({ email: 'dana.case@example.COM' })),
      await users.patch(other.id, { email: 'DANA.CASE@EXAMPLE.COM' }),
      await users.replace(other.id, { ...otherValues, email: 'dana.case@example.com' }),
    ]) {
      expect(answer.status, answer.text).toBe(409);
      expect(answer.body).toMatchObject({ success: false, message: expect.any(String) });
      expect(Object.keys(answer.body.errors)).toEqual(['email']);
    }
    expect(await countRows(t.database, 'users')).toBe(rows);
    expect((await users.get(other.id)).body.data).toEqual(other);
    // A user may change the case of their own address.
    expect((await users.patch(other.id, { email: String(other.email).toUpperCase() })).status).toBe(200);
  });

  it('logs each change of a user by name of field, never with a password or hash', async () => {
    const values = account();
    const { id } = await users.created(values);
    await users.patch(id, { password: SECOND_PASSWORD });
    await users.patch(id, { role: 'admin', active: false });
    expect((await users.remove(id)).status).toBe(204);
    const rows = (await activityOf(t.database, 'users')).filter((row) => row.recordId === id);
    expect(rows.map((row) => [row.userId, row.action, row.changedFields?.split(',').sort()])).toEqual([
      // A create stores every field: those sent and the defaults (active).
      [adminId, 'create', ['active', ...Object.keys(values)].sort()],
      [adminId, 'update', ['password']],
      [adminId, 'update', ['active', 'role']],
      [adminId, 'delete', undefined],
    ]);
    expectNoSecrets(JSON.stringify(await activityOf(t.database)));
  });
});

describe('users: access and account rules', () => {
  let t: TestContext;
  let admin: Awaited<ReturnType<TestContext['createUser']>>;
  let users: ModuleApi;
  beforeAll(async () => {
    t = await usersContext();
    admin = await t.createUser({ role: 'admin' });
    users = moduleApi(t, usersModule, admin.token);
  });
  afterAll(() => t.destroy());

  it('answers an editor with 403 on every users call and changes nothing', async () => {
    const editor = await t.createUser({ role: 'editor' });
    const target = await users.created(account());
    const rows = await countRows(t.database, 'users');
    const asEditor = moduleApi(t, usersModule, editor.token);
    const { password: _password, ...rest } = account();
    for (const answer of [
      await asEditor.list(),
      await asEditor.get(target.id),
      await asEditor.get(editor.user.id),
      await asEditor.create(account()),
      await asEditor.replace(target.id, rest),
      await asEditor.patch(target.id, { role: 'admin' }),
      await asEditor.patch(editor.user.id, { role: 'admin' }),
      await asEditor.remove(target.id),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ success: false, message: expect.any(String) });
    }
    expect(await countRows(t.database, 'users')).toBe(rows);
    expect((await users.get(target.id)).body.data).toEqual(target);
  });

  it('lets nobody deactivate or delete themselves (403)', async () => {
    for (const answer of [
      await users.patch(admin.user.id, { active: false }),
      await users.replace(admin.user.id, {
        email: admin.user.email,
        firstName: 'Self',
        lastName: 'Admin',
        role: 'admin',
        active: false,
      }),
      await users.remove(admin.user.id),
    ]) {
      expect(answer.status, answer.text).toBe(403);
    }
    expect((await users.get(admin.user.id)).body.data).toMatchObject({ active: true, role: 'admin' });
  });

  it('keeps the last active administrator: no demotion (409) until another is active', async () => {
    const inactive = await users.created(account({ role: 'admin', active: false }));
    for (const answer of [
      await users.patch(admin.user.id, { role: 'editor' }),
      await users.replace(admin.user.id, {
        email: admin.user.email,
        firstName: 'Last',
        lastName: 'Admin',
        role: 'editor',
      }),
    ]) {
      expect(answer.status, answer.text).toBe(409);
      expect(answer.body).toMatchObject({ success: false, message: expect.any(String) });
    }
    expect((await users.get(admin.user.id)).body.data).toMatchObject({ role: 'admin', active: true });

    expect((await users.patch(inactive.id, { active: true })).status).toBe(200);
    expect((await users.patch(admin.user.id, { role: 'editor' })).status).toBe(200);
    // The role is read at every call: the demoted administrator is refused at once.
    expect((await users.list()).status).toBe(403);
  });

  it('keeps one administrator when two demote, deactivate or delete each other at the same moment', async () => {
    const context = await usersContext();
    try {
      // Each round races the administrator left by the last round against a new one.
      let survivor = await context.createUser({ role: 'admin' });
      for (let round = 0; round < 12; round++) {
        const change = (['demote', 'deactivate', 'delete'] as const)[round % 3];
        const newcomer = await context.createUser({ role: 'admin' });
        const act = (actor: typeof survivor, target: typeof survivor) => {
          const api = moduleApi(context, usersModule, actor.token);
          if (change === 'delete') return api.remove(target.user.id);
          return api.patch(target.user.id, change === 'demote' ? { role: 'editor' } : { active: false });
        };
        const answers = await Promise.all([act(survivor, newcomer), act(newcomer, survivor)]);
        const statuses = answers.map((answer) => answer.status);
        expect(
          statuses.filter((status) => status < 300),
          `${change}: ${statuses}`,
        ).toHaveLength(1);
        const admins = await activeAdmins(context);
        expect(admins, change).toHaveLength(1);
        survivor = admins[0].id === survivor.user.id ? survivor : newcomer;
      }
    } finally {
      await context.destroy();
    }
  }, 60_000);
});

async function activeAdmins(t: TestContext) {
  const rows = await t.database.db
    .selectFrom('users')
    .select(['id', 'active'])
    .where('role', '=', 'admin')
    .execute();
  return rows.filter((row) => decodeBoolean(row.active));
}
