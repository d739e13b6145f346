import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannersModule } from '@/modules/banners/module';
import { moduleApi } from './support/module-api';
import { countRows } from './support/rows';
import { createTestContext, type TestContext } from './support/test-app';
import { testEngine } from './support/test-database';

/**
 * A start/end pair (a banner's "Starts at" and "Ends at") holds one rule on every save: the end comes
 * after the start. A save that breaks it is refused with the message on the field that was sent,
 * and changes nothing; a change of one side alone is held against the stored other side.
 */
describe(`start/end pairs on ${testEngine}`, () => {
  let t: TestContext;
  let token: string;
  const banners = () => moduleApi(t, bannersModule, token);
  const START = '2026-12-01T16:00:00.000Z';
  const END = '2026-12-24T08:00:00.000Z';
  const banner = (overrides: Record<string, unknown> = {}) => ({
    title: 'Holiday installs',
    placement: 'all',
    startsAt: START,
    endsAt: END,
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestContext();
    token = (await t.createUser({ role: 'editor' })).token;
  });
  afterAll(() => t.destroy());

  it('refuses a banner that ends before it starts, or at the same moment, and stores nothing', async () => {
    const before = await countRows(t.database, 'banners');
    for (const endsAt of ['2026-11-30T16:00:00.000Z', START]) {
      const answer = await banners().create(banner({ endsAt }));
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ endsAt: ['Ends at must be after Starts at'] });
    }
    expect(await countRows(t.database, 'banners')).toBe(before);
  });

  it('takes an open end or an open start, and a period the right way round', async () => {
    expect((await banners().create(banner({ endsAt: null }))).status).toBe(201);
    expect((await banners().create(banner({ startsAt: null }))).status).toBe(201);
    const saved = await banners().created(banner());
    expect(saved).toMatchObject({ startsAt: START, endsAt: END });
  });

  it('holds a change of one side against the stored other, naming the side that was sent', async () => {
    const saved = await banners().created(banner());

    const earlyEnd = await banners().patch(saved.id, { endsAt: '2026-11-20T08:00:00.000Z' });
    expect(earlyEnd.status).toBe(400);
    expect(earlyEnd.body.errors).toEqual({ endsAt: ['Ends at must be after Starts at'] });

    const lateStart = await banners().patch(saved.id, { startsAt: '2027-01-05T08:00:00.000Z' });
    expect(lateStart.status).toBe(400);
    expect(lateStart.body.errors).toEqual({ startsAt: ['Starts at must be before Ends at'] });

    const replaced = await banners().replace(saved.id, banner({ startsAt: END, endsAt: START }));
    expect(replaced.status).toBe(400);
    expect(replaced.body.errors).toEqual({ endsAt: ['Ends at must be after Starts at'] });

    expect((await banners().get(saved.id)).body.data).toMatchObject({ startsAt: START, endsAt: END });

    // Both sides moved together, or the end cleared: fine.
    const moved = await banners().patch(saved.id, {
      startsAt: '2027-01-05T08:00:00.000Z',
      endsAt: '2027-01-31T08:00:00.000Z',
    });
    expect(moved.status).toBe(200);
    expect((await banners().patch(saved.id, { endsAt: null })).status).toBe(200);
  });
});
