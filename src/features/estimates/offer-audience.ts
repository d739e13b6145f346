import type { PropertyType } from '@/lib/property-types';

/** Whom a CCTV package or a monitoring plan is offered to (the `audience` field of both modules). */
export const OFFER_AUDIENCES = ['homes', 'businesses', 'all'] as const;
export type OfferAudience = (typeof OFFER_AUDIENCES)[number];

/** How staff read the choice in the admin. */
export const OFFER_AUDIENCE_HELP =
  'Whom it is offered to: the instant estimate quotes a home from home packages and plans, a business, an industrial site or an apartment building from business ones.';

/** The audience of a kind of property; "something else" is quoted from every offer. */
export function audienceOfProperty(propertyType: PropertyType): OfferAudience {
  if (propertyType === 'residential') return 'homes';
  if (propertyType === 'other') return 'all';
  return 'businesses';
}

/** Whether an offer (no audience: an older one, for everyone) is meant for a kind of property. */
export function offeredTo(audience: OfferAudience | null | undefined, propertyType: PropertyType): boolean {
  const wanted = audienceOfProperty(propertyType);
  return wanted === 'all' || !audience || audience === 'all' || audience === wanted;
}

/**
 * The offers meant for a kind of property, in their order; all of them when none is (a business
 * that publishes only home packages still gets an estimate).
 */
export function offersFor<T extends { audience?: OfferAudience | null }>(
  offers: readonly T[],
  propertyType: PropertyType,
): T[] {
  const meant = offers.filter((offer) => offeredTo(offer.audience, propertyType));
  return meant.length > 0 ? meant : [...offers];
}
