import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './support/test-app';

let t: TestContext;
let adminToken: string;
let editorToken: string;

beforeAll(async () => {
  t = await createTestContext({
    rateLimits: { publicFormsPerIpPerHour: 10_000, publicBeaconsPerIpPerHour: 50 },
  });
  adminToken = (await t.createUser({ role: 'admin' })).token;
  editorToken = (await t.createUser({ role: 'editor' })).token;
  // A page of a record: taps count only for pages the site has.
  const service = await t.call('/api/services', {
    method: 'POST',
    token: adminToken,
    json: {
      title: 'CCTV installation',
      slug: 'cctv-installation',
      summary: 'Cameras, fitted.',
      published: true,
    },
  });
  expect(service.status, service.text).toBe(201);
});
afterAll(() => t.destroy());

const LONG_AGO = () => Date.now() - 60_000;
const FROM_GOOGLE_ADS = {
  landingPage: '/free-quote?utm_source=google&utm_campaign=spring&gclid=Cj0KCQ_x-1',
  referrer: 'https://www.google.com/',
  utmSource: 'google',
  utmCampaign: 'spring',
  clickIdType: 'gclid',
  clickId: 'Cj0KCQ_x-1',
};
const quote = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  email: 'ana@example.com',
  message: 'Four cameras for my house in Echo Park.',
  sourcePath: '/free-quote',
  formStartedAt: LONG_AGO(),
  ...extra,
});
const send = (json: unknown, ip = '203.0.113.7') => t.request('/api/inquiries', { method: 'POST', json, ip });
// biome-ignore lint/suspicious/noExplicitAny: module tables are not in the static schema.
const moduleDb = () => t.database.db as unknown as Kysely<any>;
const inquiryCount = async () =>
  Number(
    (
      await moduleDb()
        .selectFrom('inquiries')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const tapRows = () =>
  moduleDb().selectFrom('contact_taps').selectAll().orderBy('path').orderBy('kind').execute();
const tap = (json: unknown, ip = '198.51.100.4', headers?: Record<string, string>) =>
  t.request('/api/contact-taps', { method: 'POST', json, ip, headers });

describe('an inquiry with the visit attribution', () => {
  it('stores it, returns it to staff and tells where the lead came from in words', async () => {
    expect((await send(quote('Attributed Visitor', FROM_GOOGLE_ADS))).status).toBe(201);
    const [row] = await moduleDb()
      .selectFrom('inquiries')
      .selectAll()
      .where('name', '=', 'Attributed Visitor')
      .execute();
    expect(row).toMatchObject({ ...FROM_GOOGLE_ADS, utmMedium: null, utmTerm: null, utmContent: null });

    const read = await t.call(`/api/inquiries/${row.id}`, { token: editorToken });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject(FROM_GOOGLE_ADS);
    expect(read.body.data.leadSource.summary).toBe('Google Ads (gclid)');
    expect(read.body.data.leadSource.rows).toEqual(
      expect.arrayContaining([
        { label: 'Source', value: 'Google Ads (gclid)' },
        { label: 'Source / medium', value: 'google / cpc' },
        { label: 'Campaign', value: 'spring' },
        { label: 'Landing page', value: FROM_GOOGLE_ADS.landingPage },
        { label: 'Came from site', value: 'https://www.google.com/' },
        { label: 'Ad click id', value: 'gclid: Cj0KCQ_x-1' },
      ]),
    );
    const csv = await t.call('/api/inquiries/export.csv', { token: editorToken });
    expect(csv.text).toContain('Campaign name (utm_campaign)');
    expect(csv.text).toContain(FROM_GOOGLE_ADS.landingPage);
  });

  it('without attribution a lead typed in by staff is "Not recorded", one with only a landing page "Direct"', async () => {
    await send(quote('Direct Visitor', { landingPage: '/contact' }));
    const direct = await t.call('/api/inquiries?q=Direct%20Visitor', { token: editorToken });
    expect(direct.body.data[0].leadSource.summary).toBe('Direct');
    const typed = await t.call('/api/inquiries', {
      method: 'POST',
      token: editorToken,
      json: { name: 'Phone Caller', email: 'caller@example.com', message: 'Called the office.' },
    });
    expect(typed.status).toBe(201);
    expect(typed.body.data.leadSource.summary).toBe('Not recorded');
  });

  it('counts a look-alike of Google or Yelp as a referral from the domain really registered', async () => {
    const fakes = [
      'https://WWW.GOOGLE.COM.evil.example/search?q=cctv',
      'https://m.yelp.com.evil.example/biz/x',
    ];
    for (const [index, referrer] of fakes.entries()) {
      expect((await send(quote(`Look-alike ${index}`, { landingPage: '/', referrer }))).status).toBe(201);
    }
    const listed = await t.call('/api/inquiries?q=Look-alike', { token: editorToken });
    expect(
      listed.body.data.map((lead: { leadSource: { summary: string } }) => lead.leadSource.summary),
    ).toEqual(['evil.example', 'evil.example']);
    const { byLeadSource } = (await t.call('/api/analytics/leads', { token: editorToken })).body.data;
    expect(byLeadSource).toContainEqual(
      expect.objectContaining({
        source: 'evil.example',
        medium: 'referral',
        label: 'evil.example',
        leads: 2,
      }),
    );
    expect(byLeadSource.filter((entry: { medium: string }) => entry.medium === 'organic')).toEqual([]);
    // The breakdown below counts its own leads.
    await moduleDb().deleteFrom('inquiries').where('name', 'like', 'Look-alike%').execute();
  });

  const hostile: [string, Record<string, unknown>][] = [
    ['a landing page on another site', { landingPage: '//evil.example/free-quote' }],
    ['a landing page that is a script', { landingPage: 'javascript:alert(1)' }],
    ['a referrer that is not http(s)', { referrer: 'javascript:alert(document.cookie)' }],
    ['a referrer that is a data address', { referrer: 'data:text/html,<script>alert(1)</script>' }],
    ['a landing page too long', { landingPage: `/${'a'.repeat(500)}` }],
    ['a UTM value too long', { utmSource: 'g'.repeat(151) }],
    ['a UTM value of two lines', { utmCampaign: 'spring\nsale' }],
    ['a UTM value with a NUL byte', { utmTerm: 'cameras\u0000' }],
    ['an unknown click id kind', { clickIdType: 'yclid', clickId: 'abc' }],
    ['a click id with markup', { clickIdType: 'gclid', clickId: '<script>alert(1)</script>' }],
    ['an unknown attribution field', { utmId: '123' }],
    ['a job value from the public', { wonValueCents: 100_000 }],
    ['a UTM value that is not text', { utmSource: { $gt: '' } }],
  ];
  it.each(hostile)('refuses %s with 400 and stores nothing', async (_name, extra) => {
    const before = await inquiryCount();
    const answer = await t.call('/api/inquiries', {
      method: 'POST',
      json: quote('Hostile Visitor', extra),
      ip: '203.0.113.9',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false });
    expect(await inquiryCount()).toBe(before);
  });
});

describe('click-to-call and click-to-text taps', () => {
  it('counts each tap per day, page and kind, answers 204 and keeps no address', async () => {
    for (const body of [
      { kind: 'call', path: '/services/cctv-installation' },
      { kind: 'call', path: '/services/cctv-installation' },
      { kind: 'text', path: '/services/cctv-installation' },
      { kind: 'call', path: '/' },
    ]) {
      const answer = await tap(body);
      expect(answer.status).toBe(204);
      expect(await answer.text()).toBe('');
    }
    // Parallel taps are all counted (one statement adds to the counter).
    await Promise.all(
      Array.from({ length: 5 }, () => tap({ kind: 'call', path: '/contact' }, '198.51.100.5')),
    );
    const rows = await tapRows();
    expect(rows.map(({ path, kind, count }) => ({ path, kind, count: Number(count) }))).toEqual([
      { path: '/', kind: 'call', count: 1 },
      { path: '/contact', kind: 'call', count: 5 },
      { path: '/services/cctv-installation', kind: 'call', count: 2 },
      { path: '/services/cctv-installation', kind: 'text', count: 1 },
    ]);
    expect(Object.keys(rows[0]).sort()).toEqual(['count', 'day', 'id', 'kind', 'path']);
    expect(JSON.stringify(rows)).not.toContain('198.51.100');
  });

  const refused: [string, unknown, number][] = [
    ['an unknown kind', { kind: 'email', path: '/' }, 400],
    ['a path on another site', { kind: 'call', path: '//evil.example' }, 400],
    ['a path with a query', { kind: 'call', path: '/contact?x=1' }, 400],
    ['a path with escapes', { kind: 'call', path: '/%2e%2e/admin' }, 400],
    ['an unknown field', { kind: 'call', path: '/', ip: '1.2.3.4' }, 400],
    ['a missing path', { kind: 'text' }, 400],
    ['a made-up page', { kind: 'call', path: '/made-up-page-1' }, 400],
    ['a made-up page under a real one', { kind: 'call', path: '/services/no-such-service' }, 400],
    ['a made-up area', { kind: 'text', path: '/areas/atlantis' }, 400],
    ['an admin page', { kind: 'call', path: '/admin' }, 400],
    ['a body over 512 bytes', { kind: 'call', path: `/${'a'.repeat(600)}` }, 413],
  ];
  it.each(refused)('refuses %s and counts nothing', async (_name, body, status) => {
    const before = JSON.stringify(await tapRows());
    expect((await tap(body, '198.51.100.6')).status).toBe(status);
    expect(JSON.stringify(await tapRows())).toBe(before);
  });

  it('counts only pages the site has: made-up paths from many clients add no row, a hidden page none', async () => {
    const draft = await t.call('/api/services', {
      method: 'POST',
      token: adminToken,
      json: { title: 'Draft service', slug: 'draft-service', summary: 'Not out yet.', published: false },
    });
    expect(draft.status, draft.text).toBe(201);
    const before = JSON.stringify(await tapRows());
    const answers = [];
    for (let index = 0; index < 120; index += 1) {
      const path = index % 3 === 0 ? '/services/draft-service' : `/made-up/page-${index}`;
      answers.push(
        (await tap({ kind: index % 2 ? 'call' : 'text', path }, `198.18.${index >> 8}.${index & 255}`))
          .status,
      );
    }
    expect(answers).toEqual(Array(120).fill(400));
    expect(JSON.stringify(await tapRows())).toBe(before);
    // A page of the site, with or without its trailing slash, is one counter.
    expect((await tap({ kind: 'text', path: '/faqs/' }, '198.18.9.1')).status).toBe(204);
    expect((await tap({ kind: 'text', path: '/faqs' }, '198.18.9.1')).status).toBe(204);
    const faqs = (await tapRows()).filter((row) => row.path.startsWith('/faqs'));
    expect(faqs.map(({ path, kind, count }) => ({ path, kind, count: Number(count) }))).toEqual([
      { path: '/faqs', kind: 'text', count: 2 },
    ]);
    await moduleDb().deleteFrom('contact_taps').where('path', '=', '/faqs').execute();
  });

  it('refuses a body that is not JSON (415)', async () => {
    const answer = await t.request('/api/contact-taps', {
      method: 'POST',
      body: 'kind=call&path=/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(415);
  });

  it('limits taps per client address (429 with Retry-After)', async () => {
    const answers = [];
    for (let index = 0; index < 51; index += 1)
      answers.push(await tap({ kind: 'call', path: '/reviews' }, '192.0.2.77'));
    expect(answers.slice(0, 50).every((answer) => answer.status === 204)).toBe(true);
    expect(answers[50].status).toBe(429);
    expect(answers[50].headers.get('retry-after')).toMatch(/^\d+$/);
    const [row] = (await tapRows()).filter((entry) => entry.path === '/reviews');
    expect(Number(row.count)).toBe(50);
  });

  it('is described in the OpenAPI document as a public call', async () => {
    const document = (await t.call('/api/openapi.json')).body;
    const operation = document.paths['/api/contact-taps'].post;
    expect(operation.security).toEqual([]);
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['204', '400', '413', '429']));
  });
});

describe('lead analytics by source and campaign', () => {
  it('break leads and won revenue down by source and campaign, and list taps per page', async () => {
    const create = async (name: string, extra: Record<string, unknown>) => {
      const answer = await t.call('/api/inquiries', {
        method: 'POST',
        token: adminToken,
        json: { name, email: 'lead@example.com', message: 'Cameras, please.', ...extra },
      });
      expect(answer.status).toBe(201);
    };
    await create('Won From Ads', { ...FROM_GOOGLE_ADS, status: 'won', wonValueCents: 450_000 });
    await create('Won From Yelp', {
      landingPage: '/reviews',
      referrer: 'https://m.yelp.com/biz/x',
      status: 'won',
      wonValueCents: 120_050,
    });
    await create('Lost From Yelp', {
      landingPage: '/',
      referrer: 'https://www.yelp.com/',
      status: 'lost',
      wonValueCents: 99_900,
    });
    await create('Spam From Ads', { ...FROM_GOOGLE_ADS, status: 'spam' });

    const answer = await t.call('/api/analytics/leads', { token: editorToken });
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    // Besides these: the tagged Google Ads lead, the direct one and the one typed in by staff above.
    const googleAds = data.byLeadSource.find(
      (entry: { source: string; medium: string }) => entry.source === 'google',
    );
    expect(googleAds).toEqual({
      source: 'google',
      medium: 'cpc',
      label: 'Google Ads (gclid)',
      leads: 2,
      won: 1,
      wonRevenueCents: 450_000,
    });
    const yelp = data.byLeadSource.find((entry: { source: string }) => entry.source === 'yelp.com');
    expect(yelp).toEqual({
      source: 'yelp.com',
      medium: 'referral',
      label: 'Yelp',
      leads: 2,
      won: 1,
      wonRevenueCents: 120_050,
    });
    expect(data.byLeadSource.map((entry: { label: string }) => entry.label)).toEqual(
      expect.arrayContaining(['Direct', 'Not recorded']),
    );
    expect(data.byCampaign).toContainEqual({
      campaign: 'spring',
      leads: 2,
      won: 1,
      wonRevenueCents: 450_000,
    });
    expect(data.byCampaign).toContainEqual({ campaign: null, leads: 4, won: 1, wonRevenueCents: 120_050 });
    expect(data.wonRevenueCents).toBe(570_050);
    expect(data.tapsByPage).toContainEqual({ path: '/services/cctv-installation', calls: 2, texts: 1 });
    expect(data.tapsByPage[0]).toEqual({ path: '/reviews', calls: 50, texts: 0 });
  });

  it('keeps job values to staff: the analytics need a token', async () => {
    expect((await t.call('/api/analytics/leads')).status).toBe(401);
  });
});
