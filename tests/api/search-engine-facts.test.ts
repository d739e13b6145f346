import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogsModule } from '@/modules/blogs/module';
import { jobsModule } from '@/modules/jobs/module';
import { moduleApi } from './support/module-api';
import { createTestContext, type TestContext } from './support/test-app';
import { testEngine } from './support/test-database';

/**
 * What the structured data and the feed read from the data: a job's closing day (held after its
 * posting day on every save), the business's map position, and the feed's place among the pages a
 * post change invalidates.
 */
describe(`search engine facts on ${testEngine}`, () => {
  let t: TestContext;
  let token: string;
  let adminToken: string;
  const jobs = () => moduleApi(t, jobsModule, token);
  const job = (overrides: Record<string, unknown> = {}) => ({
    title: 'Low-Voltage Security Technician',
    location: 'Los Angeles, CA',
    employmentType: 'full-time',
    description: '<p>Install cameras.</p>',
    postedAt: '2026-03-01',
    closesOn: '2026-04-15',
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestContext();
    token = (await t.createUser({ role: 'editor' })).token;
    adminToken = (await t.createUser({ role: 'admin' })).token;
  });
  afterAll(() => t.destroy());

  it("keeps a job's closing day, on or after the day it was posted", async () => {
    const saved = await jobs().created(job());
    expect(saved).toMatchObject({ postedAt: '2026-03-01', closesOn: '2026-04-15' });
    expect((await jobs().created(job({ closesOn: '2026-03-01' }))).closesOn).toBe('2026-03-01');
    expect((await jobs().created(job({ closesOn: null }))).closesOn).toBeNull();

    const early = await jobs().create(job({ closesOn: '2026-02-28' }));
    expect(early.status).toBe(400);
    expect(early.body.errors).toEqual({ closesOn: ['Closes on must be on or after Posted on'] });

    const latePosting = await jobs().patch(saved.id, { postedAt: '2026-05-01' });
    expect(latePosting.status).toBe(400);
    expect(latePosting.body.errors).toEqual({ postedAt: ['Posted on must be on or before Closes on'] });
    expect((await jobs().patch(saved.id, { closesOn: 'not a date' })).status).toBe(400);
  });

  it('invalidates the blog feed with every post change', async () => {
    const posts = moduleApi(t, blogsModule, token);
    t.invalidated.length = 0;
    const post = await posts.created({ title: 'Feed check', body: '<p>Hello.</p>', status: 'published' });
    expect(t.invalidated).toContain('/blog/feed.xml');
    t.invalidated.length = 0;
    expect((await posts.patch(post.id, { status: 'draft' })).status).toBe(200);
    expect(t.invalidated).toContain('/blog/feed.xml');
  });

  it("takes the business's map position as latitude, longitude in range", async () => {
    const put = (mapCoordinates: string) =>
      t.call('/api/settings/homepage', { method: 'PUT', token: adminToken, json: { mapCoordinates } });
    for (const good of ['34.07725, -118.26065', '-33.8688,151.2093', '90, 180']) {
      const answer = await put(good);
      expect(answer.status, good).toBe(200);
      expect(answer.body.data.mapCoordinates).toBe(good);
    }
    for (const bad of ['34.07725', '91, 10', '10, 181', 'Los Angeles', '34.1; -118.2']) {
      const answer = await put(bad);
      expect(answer.status, bad).toBe(400);
      expect(answer.body.errors.mapCoordinates, bad).toEqual([
        'Latitude, longitude in degrees, e.g. 34.07725, -118.26065',
      ]);
    }
  });
});
