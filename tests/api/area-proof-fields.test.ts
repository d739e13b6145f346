import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfoliosModule } from '@/modules/portfolios/module';
import { reviewsModule } from '@/modules/reviews/module';
import { createMediaTestContext, type MediaTestContext, png } from './support/media';
import { moduleApi } from './support/module-api';
import { testEngine } from './support/test-database';

/**
 * Local proof in the data: the city of a project and of a review, the service a project was, and a
 * project's before/after pictures (media uses like every image field). Same answers on both engines.
 */
describe(`city, service and before/after fields on ${testEngine}`, () => {
  let t: MediaTestContext;
  let token: string;
  const projects = () => moduleApi(t, portfoliosModule, token);
  const reviews = () => moduleApi(t, reviewsModule, token);
  const picture = async (alt: string) => {
    const answer = await t.upload(
      { bytes: await png(), name: `${alt}.png`, type: 'image/png' },
      { token, alt },
    );
    expect(answer.status, answer.text).toBe(201);
    return answer.body.data.id as number;
  };

  beforeAll(async () => {
    t = await createMediaTestContext();
    token = (await t.createUser({ role: 'editor' })).token;
  });
  afterAll(() => t.destroy());

  it('stores a project with its city, service and before/after pictures, and invalidates its area page', async () => {
    const service = await t.call('/api/services', {
      method: 'POST',
      token,
      json: { title: 'Camera installs', summary: 'Cameras, installed.', published: true },
    });
    expect(service.status, service.text).toBe(201);
    const [before, after] = [await picture('Plan before'), await picture('Plan after')];
    t.invalidated.length = 0;
    const saved = await projects().created({
      title: 'Garage cameras in Pasadena',
      location: 'Bungalow Heaven',
      city: ' Pasadena ',
      serviceId: service.body.data.id,
      beforeImageId: before,
      afterImageId: after,
      published: true,
    });
    expect(saved).toMatchObject({
      city: 'Pasadena',
      location: 'Bungalow Heaven',
      serviceId: service.body.data.id,
      beforeImageId: before,
      afterImageId: after,
    });
    expect(t.invalidated).toEqual(expect.arrayContaining(['/areas/pasadena', '/contact', '/']));
    expect((await projects().get(saved.id)).body.data).toMatchObject({
      city: 'Pasadena',
      afterImageId: after,
    });

    // Both pictures count as uses: the library refuses to delete them.
    for (const [id, field] of [
      [before, 'beforeImageId'],
      [after, 'afterImageId'],
    ] as const) {
      const usages = await t.call(`/api/media/${id}/usages`, { token });
      expect(usages.body.data).toEqual([
        expect.objectContaining({ module: 'portfolios', recordId: saved.id, field }),
      ]);
      expect((await t.call(`/api/media/${id}`, { method: 'DELETE', token })).status).toBe(409);
    }

    // Moving the project to another city invalidates the new city's page; clearing leaves none.
    t.invalidated.length = 0;
    const moved = await projects().patch(saved.id, { city: 'Santa  Monica', beforeImageId: null });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.data).toMatchObject({
      city: 'Santa  Monica',
      beforeImageId: null,
      afterImageId: after,
    });
    expect(t.invalidated).toContain('/areas/santa-monica');
    const cleared = await projects().patch(saved.id, { city: null });
    expect(cleared.body.data.city).toBeNull();
  });

  it('refuses bad city, service and picture values with 400 and changes nothing', async () => {
    const base = { title: 'Refused project' };
    const refusals: [Record<string, unknown>, string][] = [
      [{ city: 'x'.repeat(81) }, 'city'],
      [{ city: 42 }, 'city'],
      [{ serviceId: 999_999 }, 'serviceId'],
      [{ serviceId: 'cameras' }, 'serviceId'],
      [{ beforeImageId: 999_999 }, 'beforeImageId'],
      [{ afterImageId: -1 }, 'afterImageId'],
      [{ afterImageId: [1] }, 'afterImageId'],
    ];
    const count = async () => (await projects().list()).body.total;
    const total = await count();
    for (const [values, field] of refusals) {
      const answer = await projects().create({ ...base, ...values });
      expect(answer.status, JSON.stringify(values)).toBe(400);
      expect(answer.body).toMatchObject({ success: false, message: expect.any(String) });
      expect(Object.keys(answer.body.errors ?? {}), JSON.stringify(values)).toContain(field);
    }
    expect(await count()).toBe(total);
  });

  it('stores a review with its city, and refuses unknown fields on both modules', async () => {
    t.invalidated.length = 0;
    const review = await reviews().created({
      author: 'Ana P.',
      location: 'Mid-City',
      city: 'Koreatown',
      rating: 5,
      text: 'Clear video of the alley at night.',
      published: true,
    });
    expect(review).toMatchObject({ city: 'Koreatown', location: 'Mid-City' });
    expect(t.invalidated).toEqual(expect.arrayContaining(['/areas/koreatown', '/reviews', '/contact']));
    expect((await reviews().patch(review.id, { city: 'y'.repeat(81) })).status).toBe(400);
    expect((await reviews().get(review.id)).body.data.city).toBe('Koreatown');

    const strayReview = await reviews().create({
      author: 'B.',
      rating: 4,
      text: 'Good.',
      citySlug: 'koreatown',
    });
    expect(strayReview.status).toBe(400);
    expect(strayReview.body.errors).toHaveProperty('citySlug');
    const strayProject = await projects().create({ title: 'Stray', serviceIds: [1], beforeImage: 3 });
    expect(strayProject.status).toBe(400);
    expect(Object.keys(strayProject.body.errors)).toEqual(
      expect.arrayContaining(['serviceIds', 'beforeImage']),
    );
  });
});
