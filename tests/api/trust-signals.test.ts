import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cctvPackagesModule } from '@/modules/cctv-packages/module';
import { moduleApi } from './support/module-api';
import { createTestContext, type TestContext } from './support/test-app';
import { testEngine } from './support/test-database';

/**
 * What "trust at a glance" keeps: the public review rating and the text number of Home page
 * settings (checked field by field, nothing stored from a refused page) and the brands installed
 * with each CCTV package.
 */
describe(`trust signals on ${testEngine}`, () => {
  let t: TestContext;
  let token: string;
  const settings = () => t.call('/api/settings/homepage', { token });
  const save = (json: Record<string, unknown>) =>
    t.call('/api/settings/homepage', { method: 'PUT', token, json });

  const good = {
    siteName: 'Trust Check Security',
    reviewRatingScore: '4.9',
    reviewRatingCount: 212,
    reviewRatingPlatform: 'Google',
    reviewRatingUrl: 'https://g.page/r/trust-check/review',
    textNumber: '(310) 555-0123',
    textMessage: 'Hi, I need cameras for my shop.',
  };

  beforeAll(async () => {
    t = await createTestContext();
    token = (await t.createUser({ role: 'editor' })).token;
  });
  afterAll(() => t.destroy());

  it('stores the rating and the text number, and purges every public page', async () => {
    t.invalidated.length = 0;
    const saved = await save(good);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data).toMatchObject(good);
    expect(t.invalidated).toContain('/*');
    expect((await settings()).body.data).toMatchObject(good);

    const cleared = await save({ ...good, textNumber: '', textMessage: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({ textNumber: null, textMessage: null });
    expect((await save({ ...good, reviewRatingScore: '5', reviewRatingCount: 0 })).status).toBe(200);
  });

  it('refuses a bad score, count, link or number with a message per field, and stores nothing', async () => {
    expect((await save(good)).status).toBe(200);
    const before = (await settings()).body.data;
    const refused: [Record<string, unknown>, string, string][] = [
      [{ reviewRatingScore: '5.5' }, 'reviewRatingScore', 'Rating score must be from 1.0 to 5.0, e.g. 4.9'],
      [{ reviewRatingScore: '0.5' }, 'reviewRatingScore', 'Rating score must be from 1.0 to 5.0, e.g. 4.9'],
      [{ reviewRatingScore: '4.85' }, 'reviewRatingScore', 'Rating score must be from 1.0 to 5.0, e.g. 4.9'],
      [{ reviewRatingCount: -1 }, 'reviewRatingCount', 'Number of reviews must be at least 0'],
      [{ reviewRatingCount: 2.5 }, 'reviewRatingCount', 'Number of reviews must be a whole number'],
      [
        { reviewRatingUrl: 'http://g.page/r/trust-check/review' },
        'reviewRatingUrl',
        'Review profile link must start with https://',
      ],
      [
        { reviewRatingUrl: 'javascript:alert(1)' },
        'reviewRatingUrl',
        'Review profile link must start with https://',
      ],
      [{ textNumber: '555-0123' }, 'textNumber', 'Enter the number with its area code, e.g. (310) 555-0123'],
      [{ textNumber: 'text me' }, 'textNumber', 'Enter the number with its area code, e.g. (310) 555-0123'],
    ];
    for (const [change, field, message] of refused) {
      const answer = await save({ ...good, siteName: 'Changed', ...change });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.errors[field], JSON.stringify(change)).toContain(message);
    }
    // A score is text as typed ("4.9"), like every settings value but counts.
    expect((await save({ ...good, reviewRatingScore: 4.9 })).body.errors).toHaveProperty('reviewRatingScore');
    expect((await save({ ...good, textMessage: 'x'.repeat(161) })).status).toBe(400);
    expect((await save({ ...good, reviewRatingStars: 5 })).body.errors).toEqual({
      reviewRatingStars: ['Unknown field'],
    });
    expect((await settings()).body.data).toEqual(before);
  });

  it('keeps the brands installed with a package, in order, and checks them as a list of names', async () => {
    const packages = moduleApi(t, cctvPackagesModule, token);
    const created = await packages.created({
      name: 'Trust Check Package',
      cameraCount: 6,
      priceCents: 199_900,
      brands: ['Hikvision', 'Axis', 'Ubiquiti'],
    });
    expect(created.brands).toEqual(['Hikvision', 'Axis', 'Ubiquiti']);
    expect((await packages.get(created.id)).body.data.brands).toEqual(['Hikvision', 'Axis', 'Ubiquiti']);

    const patched = await packages.patch(created.id, { brands: ['Axis'] });
    expect(patched.status).toBe(200);
    expect(patched.body.data.brands).toEqual(['Axis']);

    const withoutBrands = await packages.created({ name: 'No Brands', cameraCount: 2, priceCents: 99_900 });
    expect(withoutBrands.brands).toEqual([]);

    for (const brands of ['Axis', [''], [42], Array.from({ length: 11 }, (_, index) => `Brand ${index}`)]) {
      const answer = await packages.patch(created.id, { brands });
      expect(answer.status, JSON.stringify(brands)).toBe(400);
      expect(Object.keys(answer.body.errors)).toEqual(['brands']);
    }
    expect((await packages.get(created.id)).body.data.brands).toEqual(['Axis']);
  });
});
