import { BUSINESS_TIME_ZONE } from '@/lib/business-time-zone';

/** Employment types as the jobs module stores them. */
export type EmploymentType = 'full-time' | 'part-time' | 'contract';

const SCHEMA_EMPLOYMENT: Record<EmploymentType, 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR'> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
};

/** A stored employment type as schema.org's `employmentType` value. */
export function schemaEmploymentType(type: EmploymentType): 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' {
  return SCHEMA_EMPLOYMENT[type];
}

/** A street address as schema.org `PostalAddress`. */
export interface PostalAddress {
  '@type': 'PostalAddress';
  streetAddress?: string;
  addressLocality: string;
  addressRegion: string;
  postalCode?: string;
  addressCountry: string;
}

/** `Los Angeles, CA (hybrid)` → Los Angeles and CA; a place with no state is taken as in California. */
function placeOf(location: string) {
  const [locality, region] = location
    .replace(/\([^)]*\)/g, '')
    .split(',')
    .map((part) => part.trim());
  return { locality: locality || null, region: region || 'CA' };
}

/**
 * Where a job is done, as a postal address. A job in the business's own city (or one whose location
 * names no city) is done from the business's address, street and postal code included; a job
 * elsewhere (`Burbank, CA`) has only its city, state and country, as no street is on record for it.
 */
export function jobAddressOf(location: string, office: PostalAddress | null): PostalAddress {
  const { locality, region } = placeOf(location);
  const sameCity = (name: string) =>
    name.localeCompare(office?.addressLocality ?? '', 'en', { sensitivity: 'base' }) === 0;
  if (office && (locality === null || sameCity(locality))) return office;
  return {
    '@type': 'PostalAddress',
    addressLocality: locality ?? 'Los Angeles',
    addressRegion: region,
    addressCountry: 'US',
  };
}

/** The UTC offset (`-07:00`) of Los Angeles on a calendar date. */
function businessOffsetOn(date: string): string {
  // Noon UTC is early morning in Los Angeles, after any daylight-saving change of that day.
  const name = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${date}T12:00:00Z`))
    .find((part) => part.type === 'timeZoneName')?.value;
  return name && name !== 'GMT' ? name.replace('GMT', '') : '+00:00';
}

/** The last moment of a job's closing day in Los Angeles, for `validThrough`: `2026-06-30T23:59:59-07:00`. */
export function validThroughOf(closesOn: string): string {
  return `${closesOn}T23:59:59${businessOffsetOn(closesOn)}`;
}

/** The first moment after a job's closing day: when the pages showing it as open go stale. */
export function closingInstantOf(closesOn: string): Date {
  return new Date(Date.parse(validThroughOf(closesOn)) + 1000);
}

/** Whether a job still takes applications: no closing day, or one not yet past (`today` in Los Angeles). */
export function isJobOpen(job: { closesOn: string | null }, today: string): boolean {
  return job.closesOn === null || job.closesOn >= today;
}

/** Pay periods as staff write them, in English or in Spanish (`por hora`, `al mes`, `anual`). */
const UNITS: [RegExp, 'HOUR' | 'WEEK' | 'MONTH' | 'YEAR'][] = [
  [/\b(per|an?|\/)\s*(hour|hr)\b|\/\s*h\b|hourly|\b(por|la|\/)\s*hora\b/i, 'HOUR'],
  [/\b(per|a|\/)\s*week\b|weekly|\b(por|a\s+la|\/)\s*semana\b|semanal/i, 'WEEK'],
  [/\b(per|a|\/)\s*(month|mo)\b|monthly|\b(por|al|\/)\s*mes\b|mensual/i, 'MONTH'],
  [/\b(per|a|\/)\s*(year|yr)\b|annual|yearly|\b(por|al|\/)\s*año\b|anual/i, 'YEAR'],
];

/**
 * A salary range as staff write it, as schema.org `baseSalary`: `$28–$38 per hour` → 28 to 38 USD
 * per hour; `$55,000 base + commission` → 55000 USD a year (a figure of a thousand or more with no
 * unit is yearly). Null when it names no dollar figure.
 */
export function baseSalaryOf(text: string | null | undefined) {
  if (!text) return null;
  const amounts = [...text.matchAll(/\$\s*(\d[\d,]*(?:\.\d+)?)\s*(k\b)?/gi)].map(
    (match) => Number(match[1].replace(/,/g, '')) * (match[2] ? 1000 : 1),
  );
  if (amounts.length === 0 || amounts.some((amount) => !Number.isFinite(amount))) return null;
  const unit = UNITS.find(([pattern]) => pattern.test(text))?.[1] ?? (amounts[0] >= 1000 ? 'YEAR' : 'HOUR');
  const [min, max] =
    amounts.length > 1 ? [Math.min(...amounts), Math.max(...amounts)] : [amounts[0], undefined];
  return {
    '@type': 'MonetaryAmount' as const,
    currency: 'USD',
    value: {
      '@type': 'QuantitativeValue' as const,
      ...(max === undefined ? { value: min } : { minValue: min, maxValue: max }),
      unitText: unit,
    },
  };
}

/** The subject of an e-mail application in English: the job's title after it. */
export const applicationSubject = (job: string) => `Application: ${job}`;

/** `mailto:` address of an application: the job's title as the subject, in the page's language. */
export function applyHref(
  email: string,
  jobTitle: string,
  subject: (job: string) => string = applicationSubject,
): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject(jobTitle))}`;
}

/**
 * schema.org `JobPosting` of an open job: title, description, dates (`validThrough` from the closing
 * day), where it is done, pay, and the business as hiring organisation with its logo. A job past its
 * closing day gets none: its page says it has closed and is kept out of search results.
 */
export function jobPostingJsonLd(input: {
  id: number;
  title: string;
  url: string;
  descriptionHtml: string;
  postedAt: string | null;
  closesOn: string | null;
  employmentType: EmploymentType;
  location: string;
  salaryRange: string | null;
  /** The business's address, or null when the settings have no street. */
  office: PostalAddress | null;
  /** The business as an `Organization` node. */
  hiringOrganization: { '@type': 'Organization'; '@id': string; name: string; url: string; logo: unknown };
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: input.title,
    url: input.url,
    description: input.descriptionHtml,
    identifier: {
      '@type': 'PropertyValue',
      name: input.hiringOrganization.name,
      value: `job-${input.id}`,
    },
    datePosted: input.postedAt ?? undefined,
    validThrough: input.closesOn ? validThroughOf(input.closesOn) : undefined,
    employmentType: schemaEmploymentType(input.employmentType),
    hiringOrganization: { ...input.hiringOrganization, sameAs: input.hiringOrganization.url },
    jobLocation: { '@type': 'Place', address: jobAddressOf(input.location, input.office) },
    baseSalary: baseSalaryOf(input.salaryRange) ?? undefined,
    directApply: false,
  };
}
