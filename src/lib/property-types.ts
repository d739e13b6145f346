/**
 * The kinds of property a quote request and an instant estimate are for, and what a person reads for
 * each: one vocabulary the inquiries and the estimates share. A file of its own: the public quote
 * form needs the list in the browser without a module's declaration (and the kit) coming along.
 */
export const PROPERTY_TYPES = ['residential', 'commercial', 'industrial', 'multifamily', 'other'] as const;

export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** What a person reads for each property type. */
export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  residential: 'Home',
  commercial: 'Business or shop',
  industrial: 'Industrial or warehouse',
  multifamily: 'Apartment or condo building',
  other: 'Something else',
};
