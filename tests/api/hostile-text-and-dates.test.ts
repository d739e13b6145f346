import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_INQUIRY_FIELDS } from '@/features/inquiries/inquiry-form-fields';
import { inquiriesModule } from '@/features/inquiries/module';
import type { AnyModule } from '@/kit/define-module';
import type { Field, Fields } from '@/kit/fields';
import { modules, settingsPages } from '@/registry';
import { type RecordMaker, recordMaker, validValue } from './support/fixtures';
import { type ModuleApi, moduleApi, type StoredRecord } from './support/module-api';
import { countRows } from './support/rows';
import { type Answer, createTestContext, type TestContext } from './support/test-app';

/**
 * Texts and dates PostgreSQL refuses with an error where SQLite quietly stores them (or stores them
 * so they sort wrongly): every input answers them with 400 naming the field, on both engines, and
 * nothing is written.
 */

const BAD_CHARACTERS = ['nul\u0000byte', 'bell\u0007', 'lone \udfff low', 'lone \ud800 high', 'esc\u001b[0m'];
const LINE_BREAKS = ['two\nlines', 'two\r\nlines', 'carriage\rreturn'];
const BAD_DATE_TIMES = [
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:00:00-05:00',
  '2200-12-31T23:00:00-05:00',
  '1899-12-31T23:59:59Z',
  '+010000-01-01T00:00:00Z',
  '2024-02-30T10:00:00Z',
];
const BAD_DATES = ['0000-01-01', '9999-12-31', '1899-12-31', '2201-01-01', '2023-02-29'];

const SINGLE_LINE_TEXT_KINDS: Field['kind'][] = ['text', 'slug', 'secret', 'password'];

/** The hostile values of one field, each in the shape the field takes (a list holds one). */
function hostileValues(definition: Field): unknown[] {
  const texts = SINGLE_LINE_TEXT_KINDS.includes(definition.kind)
    ? [...BAD_CHARACTERS, ...LINE_BREAKS]
    : BAD_CHARACTERS;
  switch (definition.kind) {
    case 'text':
    case 'slug':
    case 'secret':
    case 'password':
    case 'textarea':
    case 'richText':
      return texts;
    case 'stringList':
      return [...BAD_CHARACTERS, ...LINE_BREAKS].map((text) => ['fine', text]);
    case 'specList':
      return [...BAD_CHARACTERS, ...LINE_BREAKS].flatMap((text) => [
        [{ label: 'Resolution', value: text }],
        [{ label: text, value: '4K' }],
      ]);
    case 'date':
      return BAD_DATES;
    case 'datetime':
      return BAD_DATE_TIMES;
    default:
      return [];
  }
}

const hostileFields = (fields: Fields) =>
  Object.entries(fields).flatMap(([name, definition]) =>
    hostileValues(definition).map((value) => ({ name, value })),
  );

const describeValue = (name: string, value: unknown) => `${name}: ${JSON.stringify(value)}`;

function expectRefusedNaming(answer: Answer, name: string, value: unknown) {
  expect(answer.status, describeValue(name, value)).toBe(400);
  expect(answer.body.success, describeValue(name, value)).toBe(false);
  expect(Object.keys(answer.body.errors ?? {}), describeValue(name, value)).toEqual([name]);
}

let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await createTestContext();
  adminToken = (await t.createUser({ role: 'admin' })).token;
});
afterAll(() => t.destroy());

for (const module of modules as AnyModule[]) {
  describe(`module ${module.key}: hostile texts and dates`, () => {
    let api: ModuleApi;
    let make: RecordMaker;
    let witness: StoredRecord;
    beforeAll(async () => {
      api = moduleApi(t, module, adminToken);
      make = await recordMaker(t, module, adminToken);
      witness = await api.created(make.full());
    });

    it('refuses each one in every text, list and date field on create, replace and patch', async () => {
      const rows = await countRows(t.database, module.table);
      const activity = await countRows(t.database, 'activity_log');
      for (const { name, value } of hostileFields(module.fields)) {
        expectRefusedNaming(await api.create(make.full({ [name]: value })), name, value);
        expectRefusedNaming(await api.replace(witness.id, make.full({ [name]: value })), name, value);
        expectRefusedNaming(await api.patch(witness.id, { [name]: value }), name, value);
      }
      expect(await countRows(t.database, module.table)).toBe(rows);
      expect(await countRows(t.database, 'activity_log')).toBe(activity);
      expect((await api.get(witness.id)).body.data).toEqual(witness);
    });

    it('refuses them in the search query', async () => {
      for (const q of ['nul%00byte', 'bell%07', 'two%0Alines']) {
        const answer = await api.list(`q=${q}`);
        expect(answer.status, q).toBe(400);
        expect(Object.keys(answer.body.errors), q).toEqual(['q']);
      }
    });
  });
}

describe('module values at the edges of the rules', () => {
  it('keeps tabs and line breaks where a field takes several lines, and stores times in UTC', async () => {
    const module = modules.find((candidate) => candidate.key === 'banners') as AnyModule;
    const api = moduleApi(t, module, adminToken);
    const make = await recordMaker(t, module, adminToken);
    const created = await api.created(
      make.full({ startsAt: '1900-01-01T00:00:00Z', endsAt: '2200-12-31T18:00:00-05:00' }),
    );
    expect(created.startsAt).toBe('1900-01-01T00:00:00.000Z');
    expect(created.endsAt).toBe('2200-12-31T23:00:00.000Z');
    const withTextarea = modules.find((candidate) =>
      Object.values(candidate.fields).some((definition) => definition.kind === 'textarea'),
    ) as AnyModule;
    const [textarea] =
      Object.entries(withTextarea.fields).find(([, definition]) => definition.kind === 'textarea') ?? [];
    const multiline = 'First line\r\nsecond\tline, ünïcödé 📷';
    const stored = await moduleApi(t, withTextarea, adminToken).created(
      (await recordMaker(t, withTextarea, adminToken)).full({ [textarea as string]: multiline }),
    );
    expect(stored[textarea as string]).toBe(multiline);
  });
});

describe('settings pages: hostile texts and dates', () => {
  for (const settings of settingsPages) {
    it(`${settings.key}: refuses each one in every text and list field, saving nothing`, async () => {
      const put = (json: unknown) =>
        t.call(`/api/settings/${settings.key}`, { method: 'PUT', json, token: adminToken });
      const before = (await t.call(`/api/settings/${settings.key}`, { token: adminToken })).body.data;
      const activity = await countRows(t.database, 'activity_log');
      for (const { name, value } of hostileFields(settings.fields)) {
        expectRefusedNaming(await put({ [name]: value }), name, value);
      }
      expect((await t.call(`/api/settings/${settings.key}`, { token: adminToken })).body.data).toEqual(
        before,
      );
      expect(await countRows(t.database, 'activity_log')).toBe(activity);
    });
  }
});

let visitor = 0;
/** Each public form call from its own address, so the hourly allowance is never what answers. */
const fromVisitor = () => {
  visitor += 1;
  return `198.51.100.${visitor % 250}`;
};

describe('public forms: hostile texts and dates', () => {
  it('the newsletter sign-up refuses them in source', async () => {
    const rows = await countRows(t.database, 'subscribers');
    for (const source of [...BAD_CHARACTERS, ...LINE_BREAKS]) {
      const answer = await t.call('/api/subscribers', {
        method: 'POST',
        json: { email: 'visitor@example.com', source },
        ip: fromVisitor(),
      });
      expectRefusedNaming(answer, 'source', source);
    }
    expect(await countRows(t.database, 'subscribers')).toBe(rows);
  });

  it('the quote and contact forms refuse them in every field', async () => {
    const fields = Object.fromEntries(
      PUBLIC_INQUIRY_FIELDS.map((name) => [name, inquiriesModule.fields[name]]),
    ) as Fields;
    const valid = Object.fromEntries(
      Object.entries(fields).map(([name, definition]) => [name, validValue(definition, 'visitor')]),
    );
    const rows = await countRows(t.database, 'inquiries');
    for (const { name, value } of hostileFields(fields)) {
      const answer = await t.call('/api/inquiries', {
        method: 'POST',
        json: { ...valid, [name]: value },
        ip: fromVisitor(),
      });
      expectRefusedNaming(answer, name, value);
    }
    expect(await countRows(t.database, 'inquiries')).toBe(rows);
  });
});

describe('accounts: hostile texts', () => {
  it('registration and password changes refuse them in names and new passwords', async () => {
    const users = await countRows(t.database, 'users');
    const valid = {
      email: 'owner@example.com',
      password: 'a long enough password',
      firstName: 'A',
      lastName: 'B',
    };
    for (const text of [...BAD_CHARACTERS, ...LINE_BREAKS]) {
      for (const name of ['firstName', 'lastName']) {
        const answer = await t.call('/api/account/register', {
          method: 'POST',
          json: { ...valid, [name]: text },
        });
        expectRefusedNaming(answer, name, text);
      }
      const password = `long enough ${text} password`;
      const registered = await t.call('/api/account/register', {
        method: 'POST',
        json: { ...valid, password },
      });
      expectRefusedNaming(registered, 'password', password);
      const reset = await t.call('/api/auth/reset-password', {
        method: 'POST',
        json: { token: 'x'.repeat(40), password },
      });
      expectRefusedNaming(reset, 'password', password);
      const changed = await t.call('/api/account/password', {
        method: 'POST',
        token: adminToken,
        json: { currentPassword: 'correct horse battery staple', newPassword: password },
      });
      expectRefusedNaming(changed, 'newPassword', password);
    }
    expect(await countRows(t.database, 'users')).toBe(users);
  });
});

describe('client addresses behind a trusted proxy', () => {
  it('a long X-Forwarded-For is stored cut to the column, on both engines', async () => {
    const proxied = await createTestContext({ trustProxy: 'loopback' });
    try {
      const forwarded = `${'f'.repeat(200)}, 2001:db8:${'a'.repeat(100)}`;
      const answer = await proxied.call('/api/subscribers', {
        method: 'POST',
        json: { email: 'proxied@example.com', source: '/blog' },
        headers: { 'x-forwarded-for': forwarded },
      });
      expect(answer.status, answer.text).toBe(201);
      const row = await proxied.database.db
        .selectFrom('activity_log')
        .select('ip')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(row.ip).toBe(`2001:db8:${'a'.repeat(100)}`.slice(0, 64));
    } finally {
      await proxied.destroy();
    }
  });
});
