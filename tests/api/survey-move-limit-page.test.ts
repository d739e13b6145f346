import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import SurveyPage from '@/app/(site)/[lang]/survey/[token]/page';
import { KEEP_THIS_LINK } from '@/features/survey-booking/site/SurveyLinkPage';
import { NOTICE_TEXT } from '@/features/survey-booking/site/survey-query';
import { tooManyMovesMessage } from '@/features/survey-schedule/move-limit';
import { wallClockOf } from '@/features/survey-schedule/wall-clock';
import { SOCKET_ADDRESS_HEADER } from '@/server/api/client-ip';
import { formRuntime } from './support/form-runtime';
import { bookingFields, freeSlots, postForm, type SiteFormRoute, siteFormRoutes } from './support/site-forms';
import { createTestContext, type TestContext } from './support/test-app';
import { testEngine } from './support/test-database';

/** The private page and its form routes run on the test app: the same database, limits and mail. */
vi.mock('@/server/api/runtime', async () => (await import('./support/form-runtime')).formRuntimeMock());

const OFFICE_PHONE = '(213) 555-0142';
const SITE = 'http://localhost:3000';
const MOVE_BUTTON = 'Move my survey to this time';

/**
 * A visitor moves their survey from its private page at most 5 times a day; one connection makes at
 * most 10 changes an hour. The first limit is the survey's, told in its own words with the office
 * phone, and the page offers no times while it holds; the second stays the connection's "busy".
 */
describe(`the private page once a survey was moved too often, on ${testEngine}`, () => {
  let t: TestContext;
  let staffToken: string;
  let reschedule: SiteFormRoute;
  let cancel: SiteFormRoute;
  let slots: string[];

  beforeAll(async () => {
    t = await createTestContext({ rateLimits: { publicFormsPerIpPerHour: 10_000 } });
    formRuntime.deps = t.deps;
    const adminToken = (await t.createUser({ role: 'admin' })).token;
    staffToken = adminToken;
    const {
      updatedAt: _read,
      translation: _language,
      ...homepage
    } = (await t.call('/api/settings/homepage', { token: adminToken })).body.data;
    const saved = await t.call('/api/settings/homepage', {
      method: 'PUT',
      token: adminToken,
      json: { ...homepage, phone: OFFICE_PHONE },
    });
    expect(saved.status, saved.text).toBe(200);
    const routes = await siteFormRoutes();
    reschedule = routes.find((route) => route.template === '/survey/[token]/reschedule')!;
    cancel = routes.find((route) => route.template === '/survey/[token]/cancel')!;
    slots = await freeSlots(t);
  });
  afterAll(async () => {
    formRuntime.deps = undefined;
    await t.destroy();
  });

  let serial = 0;
  const book = async () => {
    serial += 1;
    const answer = await t.call('/api/survey-bookings', {
      method: 'POST',
      ip: `198.51.100.${serial}`,
      json: { ...bookingFields(slots.shift()!, serial), formStartedAt: Date.now() - 60_000 },
    });
    expect(answer.status, answer.text).toBe(201);
    return answer.body.data as { id: number; token: string };
  };
  /** A move posted by the page's own form (no script), from one connection unless told otherwise. */
  const move = (token: string, surveyStartsAt: string, from = '203.0.113.7') =>
    postForm(reschedule, {
      origin: SITE,
      params: { token },
      body: new URLSearchParams({ surveyStartsAt }),
      headers: { origin: SITE, [SOCKET_ADDRESS_HEADER]: from },
    });
  const startsAtOf = async (id: number) =>
    (await t.call(`/api/inquiries/${id}`, { token: staffToken })).body.data.surveyStartsAt as string;
  const page = async (token: string, query: Record<string, string> = {}) =>
    renderToStaticMarkup(
      await SurveyPage({ params: Promise.resolve({ token }), searchParams: Promise.resolve(query) }),
    );

  it('takes 5 moves, then refuses the 6th in its own words, keeps the time, and offers no times', async () => {
    const booked = await book();
    const [a, b] = [slots.shift()!, slots.shift()!];
    // Shown on a day with free times: the survey's own may have none left (its last time today).
    expect(await page(booked.token, { day: wallClockOf(new Date(a)).date })).toContain(MOVE_BUTTON);
    let holds = '';
    for (let index = 0; index < 5; index += 1) {
      holds = index % 2 === 0 ? a : b;
      const answer = await move(booked.token, holds);
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe(`/survey/${booked.token}?moved=1`);
    }
    const sixth = await move(booked.token, holds === a ? b : a);
    expect(sixth.status).toBe(303);
    expect(sixth.headers.get('location')).toBe(`/survey/${booked.token}#reschedule`);
    expect(await startsAtOf(booked.id)).toBe(holds);

    const html = await page(booked.token);
    expect(html).toContain(
      'This survey has been moved 5 times today, the most we allow online. Please call us at (213) 555-0142 to change it again.',
    );
    expect(html).toContain(tooManyMovesMessage(5, OFFICE_PHONE));
    expect(html).toContain('href="tel:');
    expect(html).not.toContain(MOVE_BUTTON);
    expect(html).not.toContain(`${booked.token}/reschedule`);
    expect(html).not.toContain(NOTICE_TEXT.busy);
    // Cancelling stays possible, asked once, then done.
    expect(html).toContain('Cancel my survey');
    expect(await page(booked.token, { cancel: '1' })).toContain('Yes, cancel my survey');
    const cancelled = await postForm(cancel, {
      origin: SITE,
      params: { token: booked.token },
      headers: { origin: SITE, [SOCKET_ADDRESS_HEADER]: '203.0.113.8' },
    });
    expect(cancelled.headers.get('location')).toBe(`/survey/${booked.token}`);
    const ended = await page(booked.token);
    expect(ended).toContain('Your site survey is cancelled');
    // This site has no E-mail settings: no mail went out, and none is promised.
    expect(ended).toContain('the time is free for others again.</p>');
    expect(ended).not.toContain('We sent you an e-mail');
  });

  it('promises no confirmation mail where the site sends none, and says to keep the link instead', async () => {
    const booked = await book();
    const confirmation = await page(booked.token, { booked: '1' });
    expect(confirmation).toContain(KEEP_THIS_LINK);
    expect(confirmation).not.toContain('We sent the confirmation');
  });

  it('answers the API’s move past the survey’s limit with the same words, not the connection’s', async () => {
    const booked = await book();
    const [a, b] = [slots.shift()!, slots.shift()!];
    for (let index = 0; index < 5; index += 1) {
      const answer = await t.call(`/api/survey-bookings/${booked.token}/reschedule`, {
        method: 'POST',
        ip: `192.0.2.${index + 1}`,
        json: { surveyStartsAt: index % 2 === 0 ? a : b },
      });
      expect(answer.status, answer.text).toBe(200);
    }
    const sixth = await t.call(`/api/survey-bookings/${booked.token}/reschedule`, {
      method: 'POST',
      ip: '192.0.2.99',
      json: { surveyStartsAt: b },
    });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe(tooManyMovesMessage(5));
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    expect(await startsAtOf(booked.id)).toBe(a);
  });

  it('still tells a connection past its 10 changes an hour that it is busy, the picker kept', async () => {
    const connection = '203.0.113.9';
    const bookings = [await book(), await book(), await book()];
    const targets = Array.from({ length: 6 }, () => slots.shift()!);
    const locations: string[] = [];
    for (let index = 0; index < 11; index += 1) {
      const booking = bookings[index % 3];
      // Each booking moves between two times of its own, never to the one it holds.
      const target = targets[(index % 3) * 2 + (Math.floor(index / 3) % 2)];
      const answer = await move(booking.token, target, connection);
      locations.push(answer.headers.get('location') ?? '');
    }
    expect(locations.slice(0, 10).every((location) => location.endsWith('?moved=1'))).toBe(true);
    const refused = bookings[10 % 3];
    expect(locations[10]).toBe(`/survey/${refused.token}?notice=busy#reschedule`);
    const html = await page(refused.token, { notice: 'busy' });
    expect(html).toContain(NOTICE_TEXT.busy);
    expect(html).toContain(MOVE_BUTTON);
    expect(html).not.toContain('the most we allow online');

    // Cancelling from that connection is refused too, and said where the visitor pressed.
    const cancelled = await postForm(cancel, {
      origin: SITE,
      params: { token: refused.token },
      headers: { origin: SITE, [SOCKET_ADDRESS_HEADER]: connection },
    });
    expect(cancelled.headers.get('location')).toBe(`/survey/${refused.token}?cancel=1&notice=busy#cancel`);
    const question = await page(refused.token, { cancel: '1', notice: 'busy' });
    const cancelSection = question.slice(question.indexOf('id="cancel"'));
    expect(cancelSection).toContain(NOTICE_TEXT.busy);
    expect(cancelSection).toContain('Yes, cancel my survey');
  });

  it('says a time that was never offered is not one, not that someone else took it', async () => {
    const booked = await book();
    const held = await startsAtOf(booked.id);
    const yesterday = new Date(Date.now() - 24 * 3600 * 1000).toISOString();
    for (const [surveyStartsAt, from] of [
      [yesterday, '203.0.113.21'],
      ['not a time', '203.0.113.22'],
    ]) {
      const answer = await move(booked.token, surveyStartsAt, from);
      expect(answer.headers.get('location'), surveyStartsAt).toBe(
        `/survey/${booked.token}?notice=unoffered#reschedule`,
      );
    }
    expect(await startsAtOf(booked.id)).toBe(held);
    const html = await page(booked.token, { notice: 'unoffered' });
    expect(html).toContain(NOTICE_TEXT.unoffered);
    expect(html).not.toContain(NOTICE_TEXT.taken);
  });
});
