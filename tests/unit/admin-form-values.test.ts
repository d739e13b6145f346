import { describe, expect, it } from 'vitest';
import { splitFieldErrors, validateFormValues } from '@/admin/records/form-errors';
import {
  formValuesToPayload,
  initialFormValues,
  isoToLocalInput,
  localInputToIso,
  recordToFormValues,
} from '@/admin/records/form-values';
import { defineModule } from '@/kit/define-module';
import { field } from '@/kit/fields';

const packages = defineModule({
  key: 'cctv-packages',
  table: 'cctv_packages',
  adminPath: 'cctvpackages',
  label: { singular: 'Package', plural: 'Packages' },
  fields: {
    name: field.text('Name', { required: true }),
    slug: field.slug('name'),
    cameraCount: field.integer('Cameras', { required: true, min: 1 }),
    priceCents: field.money('Price', { required: true }),
    body: field.richText('Body'),
    tier: field.enum('Tier', ['basic', 'pro']),
    features: field.stringList('Features'),
    startsAt: field.datetime('Starts'),
    imageId: field.image('Image'),
    popular: field.boolean('Most popular', false),
    sortOrder: field.sortOrder(),
  },
  titleField: 'name',
  listColumns: ['name'],
  searchFields: ['name'],
  defaultSort: { field: 'sortOrder', order: 'asc' },
  access: 'staff',
  publicPaths: () => [],
});

describe('admin form values', () => {
  it('starts a new record from the field defaults, no image chosen', () => {
    expect(initialFormValues(packages)).toEqual({
      name: '',
      slug: '',
      cameraCount: '',
      priceCents: '',
      body: '',
      tier: '',
      features: [],
      startsAt: '',
      imageId: null,
      popular: false,
      sortOrder: '',
    });
  });

  it('creates: dollars become cents, empty optional fields are left out', () => {
    const values = {
      ...initialFormValues(packages),
      name: '  Starter 4-camera kit ',
      cameraCount: 4,
      priceCents: 1299.99,
      features: ['4K cameras', ' '],
    };
    expect(formValuesToPayload(packages, values, 'create')).toEqual({
      name: 'Starter 4-camera kit',
      cameraCount: 4,
      priceCents: 129999,
      features: ['4K cameras'],
      popular: false,
    });
    expect(validateFormValues(packages, values, 'create')).toEqual({});
  });

  it('replaces the whole record: emptied fields become null, the chosen image is sent', () => {
    const record = {
      id: 9,
      name: 'Pro',
      slug: 'pro',
      cameraCount: 8,
      priceCents: 250000,
      body: '<p>Hi</p>',
      tier: 'pro',
      features: ['NVR'],
      startsAt: '2026-06-01T12:00:00.000Z',
      imageId: 31,
      popular: true,
      sortOrder: 2,
    };
    const values = recordToFormValues(packages, record);
    expect(values.priceCents).toBe(2500);
    expect(values.startsAt).toBe(isoToLocalInput(record.startsAt));
    const payload = formValuesToPayload(packages, { ...values, body: '', tier: '' }, 'replace', record);
    expect(payload).toMatchObject({ body: null, tier: null, imageId: 31, priceCents: 250000, popular: true });
    expect(payload.startsAt).toBe(record.startsAt);
    expect(values.imageId).toBe(31);
    expect(formValuesToPayload(packages, { ...values, imageId: null }, 'replace', record).imageId).toBeNull();
    expect(formValuesToPayload(packages, { ...values, imageId: 12 }, 'replace', record).imageId).toBe(12);
  });

  it('reports the schema messages on the inputs that caused them', () => {
    const errors = validateFormValues(packages, initialFormValues(packages), 'create');
    expect(errors).toMatchObject({
      name: 'Name is required',
      cameraCount: 'Cameras is required',
      priceCents: 'Price is required',
    });
    const badSlug = validateFormValues(
      packages,
      { ...initialFormValues(packages), name: 'x', cameraCount: 1, priceCents: 1, slug: 'Not A Slug' },
      'create',
    );
    expect(Object.keys(badSlug)).toEqual(['slug']);
  });

  it('keeps errors of fields without an input apart', () => {
    expect(splitFieldErrors(packages, { name: 'Too long', other: 'Unknown field', _: 'Bad body' })).toEqual({
      onInputs: { name: 'Too long' },
      elsewhere: ['other: Unknown field', 'Bad body'],
    });
  });

  it('round-trips a datetime-local value', () => {
    expect(isoToLocalInput(localInputToIso('2026-03-04T05:06'))).toBe('2026-03-04T05:06');
  });

  it('keeps the stored instant, seconds and all, of a datetime left as it was loaded', () => {
    const record = {
      id: 7,
      name: 'Kit',
      cameraCount: 4,
      priceCents: 0,
      startsAt: '2026-03-04T05:06:41.250Z',
    };
    const values = recordToFormValues(packages, record);
    expect(formValuesToPayload(packages, values, 'replace', record).startsAt).toBe(
      '2026-03-04T05:06:41.250Z',
    );

    const edited = { ...values, startsAt: isoToLocalInput('2026-03-04T05:08:00.000Z') };
    expect(formValuesToPayload(packages, edited, 'replace', record).startsAt).toBe(
      '2026-03-04T05:08:00.000Z',
    );
    expect(formValuesToPayload(packages, { ...values, startsAt: '' }, 'replace', record).startsAt).toBeNull();
  });
});
