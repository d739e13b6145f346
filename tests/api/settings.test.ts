import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsPages } from '@/registry';
import { decryptSecret } from '@/server/crypto/secret-box';
import { createTestContext, TEST_SECRET, type TestContext } from './support/test-app';

let t: TestContext;
let adminToken: string;
let editorToken: string;
beforeAll(async () => {
  t = await createTestContext();
  adminToken = (await t.createUser({ role: 'admin' })).token;
  editorToken = (await t.createUser({ role: 'editor' })).token;
});
afterAll(() => t.destroy());

const get = (key: string, token?: string) => t.request(`/api/settings/${key}`, { token });
const put = (key: string, json: unknown, token = adminToken) =>
  t.request(`/api/settings/${key}`, { method: 'PUT', json, token });

describe('settings pages', () => {
  it('take a same-site path or an http(s) address as a link, never another site behind a slash', async () => {
    for (const link of [
      '//evil.example/x',
      '/\\evil.example',
      '/\\/evil.example',
      'javascript:alert(1)',
      'https:///evil',
    ]) {
      const response = await put('homepage', { heroCtaLink: link });
      expect(response.status, link).toBe(400);
      const body = await response.json();
      expect(body.errors.heroCtaLink, link).toEqual([
        'Hero button link must be a path on this site (/...) or a web address (https://...)',
      ]);
    }
    for (const link of ['/free-quote', '/free-quote?service=Access+Control', 'https://example.com/offer']) {
      const response = await put('homepage', { heroCtaLink: link });
      expect(response.status, link).toBe(200);
      expect((await response.json()).data.heroCtaLink).toBe(link);
    }
  });

  it('answer every field, empty ones null, before anything is saved', async () => {
    for (const settings of settingsPages) {
      const response = await get(settings.key, adminToken);
      expect(response.status).toBe(200);
      const { data } = await response.json();
      for (const [name, field] of Object.entries(settings.fields)) {
        if (field.kind === 'secret') expect(data[`${name}Set`]).toBe(false);
        else expect(data).toHaveProperty(name);
      }
    }
  });

  it('saves the home page, leaves switches never set on, and invalidates every public page', async () => {
    const response = await put('homepage', {
      siteName: 'Golden State Security',
      phone: '(213) 555-0142',
      sections: { faqs: false },
    });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.data.siteName).toBe('Golden State Security');
    expect(body.data.sections.faqs).toBe(false);
    expect(body.data.sections.services).toBe(true);
    expect(t.invalidated).toContain('/*');
    const again = await (await get('homepage', editorToken)).json();
    expect(again.data.phone).toBe('(213) 555-0142');
  });

  it('refuses bad input with per-field errors and changes nothing', async () => {
    const before = await (await get('homepage', adminToken)).json();
    const response = await put('homepage', { email: 'not-an-email', sections: { nope: true }, extra: 1 });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['email', 'extra']));
    expect((await (await get('homepage', adminToken)).json()).data).toEqual(before.data);
    const analytics = await put('analytics', { gtmId: 'UA-123' });
    expect((await analytics.json()).errors.gtmId).toBeDefined();
  });

  it('keeps analytics code and e-mail settings to administrators', async () => {
    for (const key of ['analytics', 'email']) {
      expect((await get(key, editorToken)).status).toBe(403);
      expect((await put(key, {}, editorToken)).status).toBe(403);
    }
    expect((await get('about', editorToken)).status).toBe(200);
    expect((await get('homepage')).status).toBe(401);
  });

  it('stores the SMTP password encrypted, never returns it, and keeps it when left out', async () => {
    const saved = await put('email', {
      smtpHost: 'smtp.example.com',
      smtpPort: 587,
      smtpPassword: 'hunter2-secret',
    });
    const body = await saved.json();
    expect(saved.status, JSON.stringify(body)).toBe(200);
    expect(JSON.stringify(body)).not.toContain('hunter2-secret');
    expect(body.data.smtpPasswordSet).toBe(true);
    const row = await t.database.db
      .selectFrom('settings')
      .selectAll()
      .where('key', '=', 'email')
      .executeTakeFirstOrThrow();
    const stored =
      typeof row.value === 'string' ? JSON.parse(row.value) : (row.value as Record<string, string>);
    expect(JSON.stringify(stored)).not.toContain('hunter2-secret');
    expect(decryptSecret(stored.smtpPassword, TEST_SECRET)).toBe('hunter2-secret');

    await put('email', { smtpHost: 'smtp2.example.com' });
    const kept = await (await get('email', adminToken)).json();
    expect(kept.data.smtpPasswordSet).toBe(true);
    expect(kept.data.smtpHost).toBe('smtp2.example.com');
    await put('email', { smtpPassword: null });
    expect((await (await get('email', adminToken)).json()).data.smtpPasswordSet).toBe(false);
  });

  it('logs every change with the changed fields', async () => {
    await put('about', { title: 'About us', yearsInBusiness: 12 });
    const entry = await t.database.db
      .selectFrom('activity_log')
      .selectAll()
      .where('module', '=', 'settings.about')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.action).toBe('update');
    expect(entry.changedFields?.split(',')).toEqual(expect.arrayContaining(['title', 'yearsInBusiness']));
  });
});
