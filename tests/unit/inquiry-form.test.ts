import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_FIELDS } from '@/features/inquiries/attribution';
import { checkInquiryForm, fieldMessage, publicInquiryFieldsSchema } from '@/features/inquiries/inquiry-form';
import {
  type FormValues,
  formValuesOf,
  isSameSitePath,
  PUBLIC_INQUIRY_FIELDS,
  startedAtOf,
} from '@/features/inquiries/inquiry-form-fields';
import { inquiriesModule } from '@/features/inquiries/module';
import { looksLikeSpam, publicInquirySchema } from '@/features/inquiries/server/public-inquiry';
import { createSchema, fieldErrors } from '@/kit/schemas';
import { firstMessages } from '@/lib/field-messages';

const valid: FormValues = {
  name: 'Ana Lopez',
  email: 'ana@example.com',
  phone: '(213) 555-0100',
  service: 'CCTV Installation',
  propertyType: 'residential',
  message: 'Four cameras for my house in Echo Park.',
  postalCode: '90026',
  preferredDate: '2026-12-03',
  sourcePath: '/free-quote?service=CCTV+Installation',
};

/** Inputs a visitor can type, each with what is wrong with it. */
const CASES: { label: string; values: FormValues; fields: string[] }[] = [
  { label: 'a complete request', values: valid, fields: [] },
  { label: 'only the required fields', values: { name: 'Ana', email: 'a@b.co', message: 'Hi' }, fields: [] },
  {
    label: 'optional fields left empty',
    values: { ...valid, phone: '', service: '', propertyType: '', postalCode: '', preferredDate: '' },
    fields: [],
  },
  { label: 'nothing at all', values: {}, fields: ['name', 'email', 'message'] },
  {
    label: 'blank required fields',
    values: { name: '  ', email: '', message: '' },
    fields: ['name', 'email', 'message'],
  },
  { label: 'a bad e-mail', values: { ...valid, email: 'ana@' }, fields: ['email'] },
  { label: 'a bad ZIP code', values: { ...valid, postalCode: '9002' }, fields: ['postalCode'] },
  { label: 'a bad phone', values: { ...valid, phone: 'call me' }, fields: ['phone'] },
  {
    label: 'an unknown property type',
    values: { ...valid, propertyType: 'castle' },
    fields: ['propertyType'],
  },
  {
    label: 'an impossible date',
    values: { ...valid, preferredDate: '2026-02-30' },
    fields: ['preferredDate'],
  },
  { label: 'a long name', values: { ...valid, name: 'x'.repeat(121) }, fields: ['name'] },
  { label: 'a long message', values: { ...valid, message: 'x'.repeat(5001) }, fields: ['message'] },
];

/** The JSON a script would send for these values: a field left empty is not sent, unless required. */
function asJson(values: FormValues) {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([name, value]) =>
        typeof value !== 'string' || value.trim() !== '' || inquiriesModule.fields[name as 'name']?.required,
    ),
  );
}

/** The messages the API answers for the same input (`POST /api/inquiries`). */
function serverMessages(values: FormValues, schema = publicInquirySchema) {
  const parsed = schema.safeParse(asJson(values));
  return parsed.success ? {} : firstMessages(fieldErrors(parsed.error));
}

describe('the public inquiry form schema', () => {
  it.each(CASES)('gives the same answer on both sides for $label', ({ values, fields }) => {
    const check = checkInquiryForm(values);
    const client = check.ok ? {} : check.errors;
    expect(Object.keys(client).sort()).toEqual([...fields].sort());
    expect(client).toEqual(serverMessages(values));
  });

  it('is the inquiry module declaration, less status, staff notes and job value, plus the estimate’s answers', () => {
    const declared = createSchema(inquiriesModule).omit({
      status: true,
      staffNotes: true,
      wonValueCents: true,
    });
    // What the visitor types, where the visit came from (added by the visit script), the page's
    // language and the instant estimate's answers (the server works its quote out).
    expect(Object.keys(publicInquiryFieldsSchema.shape).sort()).toEqual(
      [...PUBLIC_INQUIRY_FIELDS, ...ATTRIBUTION_FIELDS, 'language', 'estimate'].sort(),
    );
    for (const { values } of CASES) {
      expect(serverMessages(values, publicInquirySchema)).toEqual(serverMessages(values, declared as never));
    }
  });

  it('speaks in words next to each field', () => {
    const check = checkInquiryForm({ name: '', email: 'nope', message: '', postalCode: 'abc' });
    expect(check).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        email: 'Enter a valid email',
        message: 'Message is required',
        postalCode: 'Enter a 5-digit ZIP code',
      },
    });
    expect(fieldMessage({ ...valid, email: 'nope' }, 'email')).toBe('Enter a valid email');
    expect(fieldMessage({ ...valid, email: 'nope' }, 'name')).toBeUndefined();
  });

  it('refuses what a visitor may not set, on the server', () => {
    for (const extra of [{ status: 'won' }, { staffNotes: 'vip' }, { admin: true }]) {
      expect(Object.keys(serverMessages({ ...valid, ...extra } as FormValues))).toEqual(Object.keys(extra));
    }
  });

  it('reads a form post: known text fields only', () => {
    const form = new FormData();
    form.set('name', 'Ana');
    form.set('status', 'won');
    form.set('$ACTION_ID_abc', '');
    form.set('message', new Blob(['file']));
    expect(formValuesOf(form.entries())).toEqual({ name: 'Ana' });
  });

  it('reads the fill-time field and catches bots', () => {
    expect(startedAtOf('1700000000000')).toBe(1_700_000_000_000);
    for (const bad of ['', 'soon', '-5', '1e12', null, undefined]) expect(startedAtOf(bad)).toBeUndefined();
    const now = Date.now();
    expect(looksLikeSpam({ formStartedAt: now - 60_000 }, now)).toBe(false);
    expect(looksLikeSpam({ formStartedAt: now - 1_000 }, now)).toBe(true);
    expect(looksLikeSpam({ website: 'http://spam.example' }, now)).toBe(true);
    expect(looksLikeSpam({ website: '   ' }, now)).toBe(false);
  });

  it('keeps only same-site paths as the page a form was sent from', () => {
    for (const path of ['/free-quote', '/free-quote?service=CCTV+Installation', '/contact'])
      expect(isSameSitePath(path)).toBe(true);
    for (const path of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      '/a b',
    ])
      expect(isSameSitePath(path)).toBe(false);
  });
});
