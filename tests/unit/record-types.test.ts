import { describe, expect, expectTypeOf, it } from 'vitest';
import { inquiriesModule } from '@/features/inquiries/module';
import type {
  CreateInputOfModule,
  PublicRecordOfModule,
  RecordOfModule,
  UpdateInputOfModule,
} from '@/kit/define-module';
import { publicRecord } from '@/kit/public-record';
import type { productsModule } from '@/modules/products/module';
import type { servicesModule } from '@/modules/services/module';
import type { usersModule } from '@/modules/users/module';

type Service = RecordOfModule<typeof servicesModule>;
type Product = RecordOfModule<typeof productsModule>;
type Inquiry = RecordOfModule<typeof inquiriesModule>;

describe('record types inferred from the fields', () => {
  it('types each field by its kind, required fields never empty', () => {
    expectTypeOf<Service['title']>().toEqualTypeOf<string>();
    expectTypeOf<Service['icon']>().toEqualTypeOf<string | null>();
    expectTypeOf<Service['published']>().toEqualTypeOf<boolean>();
    expectTypeOf<Service['slug']>().toEqualTypeOf<string>();
    expectTypeOf<Service['id']>().toEqualTypeOf<number>();
    expectTypeOf<Product['categoryId']>().toEqualTypeOf<number>();
    expectTypeOf<Product['priceCents']>().toEqualTypeOf<number | null>();
    expectTypeOf<Product['imageIds']>().toEqualTypeOf<number[]>();
    expectTypeOf<Product['specs']>().toEqualTypeOf<{ label: string; value: string }[]>();
    expectTypeOf<Inquiry['status']>().toEqualTypeOf<
      'new' | 'contacted' | 'quoted' | 'won' | 'lost' | 'spam'
    >();
  });

  it('fails the typecheck on a field the module does not have', () => {
    // @ts-expect-error: services have a `title`, not a `titel`.
    expectTypeOf<Service['titel']>().toBeString();
  });

  it('never types a password into a record, and requires it on create', () => {
    type User = RecordOfModule<typeof usersModule>;
    expectTypeOf<User>().not.toHaveProperty('password');
    expectTypeOf<CreateInputOfModule<typeof usersModule>['password']>().toEqualTypeOf<string>();
    expectTypeOf<UpdateInputOfModule<typeof usersModule>['password']>().toEqualTypeOf<string | undefined>();
  });

  it('types create inputs with required fields required and the rest optional or null', () => {
    type NewService = CreateInputOfModule<typeof servicesModule>;
    expectTypeOf<NewService['title']>().toEqualTypeOf<string>();
    expectTypeOf<NewService['icon']>().toEqualTypeOf<string | null | undefined>();
  });
});

describe('publicRecord', () => {
  it('leaves out the fields marked private, in the type and in the value', () => {
    const inquiry = {
      id: 1,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      name: 'Ann',
      email: 'ann@example.com',
      phone: null,
      service: null,
      propertyType: null,
      message: 'Cameras for the shop',
      address: null,
      postalCode: null,
      preferredDate: null,
      estimate: [],
      surveyStartsAt: null,
      surveyEndsAt: null,
      sourcePath: null,
      landingPage: '/free-quote?utm_source=google',
      referrer: null,
      utmSource: 'google',
      utmMedium: null,
      utmCampaign: null,
      utmTerm: null,
      utmContent: null,
      clickIdType: null,
      clickId: null,
      status: 'new',
      language: 'en',
      staffNotes: 'Called back on Monday',
      wonValueCents: 250_000,
    } satisfies Inquiry;
    const shown = publicRecord(inquiriesModule, inquiry);
    expect(shown).not.toHaveProperty('staffNotes');
    expect(shown).not.toHaveProperty('wonValueCents');
    expect(shown).toMatchObject({ name: 'Ann', message: 'Cameras for the shop' });
    expectTypeOf<PublicRecordOfModule<typeof inquiriesModule>>().not.toHaveProperty('staffNotes');
    expectTypeOf<PublicRecordOfModule<typeof inquiriesModule>>().not.toHaveProperty('wonValueCents');
  });
});
