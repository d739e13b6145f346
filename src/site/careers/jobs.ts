/** Employment types as the jobs module stores them. */
export type EmploymentType = 'full-time' | 'part-time' | 'contract';

export const EMPLOYMENT_LABELS: Record<EmploymentType, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
};

const SCHEMA_EMPLOYMENT: Record<EmploymentType, 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR'> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
};

/** A stored employment type as schema.org's `employmentType` value. */
export function schemaEmploymentType(type: EmploymentType): 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' {
  return SCHEMA_EMPLOYMENT[type];
}

/**
 * A job's location as a postal address: `Los Angeles, CA (hybrid)` → Los Angeles, CA. A place with
 * no state is taken as in California, where the business works.
 */
export function jobAddressOf(location: string) {
  const [locality, region] = location
    .replace(/\([^)]*\)/g, '')
    .split(',')
    .map((part) => part.trim());
  return {
    '@type': 'PostalAddress' as const,
    addressLocality: locality || 'Los Angeles',
    addressRegion: region || 'CA',
    addressCountry: 'US',
  };
}

const UNITS: [RegExp, 'HOUR' | 'WEEK' | 'MONTH' | 'YEAR'][] = [
  [/\b(per|an?|\/)\s*(hour|hr)\b|\/\s*h\b|hourly/i, 'HOUR'],
  [/\b(per|a|\/)\s*week\b|weekly/i, 'WEEK'],
  [/\b(per|a|\/)\s*(month|mo)\b|monthly/i, 'MONTH'],
  [/\b(per|a|\/)\s*(year|yr)\b|annual|yearly/i, 'YEAR'],
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

/** `mailto:` address of an application: the job's title as the subject. */
export function applyHref(email: string, jobTitle: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(`Application: ${jobTitle}`)}`;
}

/** schema.org `JobPosting` of a job page. */
export function jobPostingJsonLd(input: {
  title: string;
  url: string;
  descriptionHtml: string;
  postedAt: string | null;
  employmentType: EmploymentType;
  location: string;
  salaryRange: string | null;
  businessId: string;
  businessName: string;
  siteUrl: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: input.title,
    url: input.url,
    description: input.descriptionHtml,
    datePosted: input.postedAt ?? undefined,
    employmentType: schemaEmploymentType(input.employmentType),
    hiringOrganization: {
      '@type': 'Organization',
      '@id': input.businessId,
      name: input.businessName,
      sameAs: input.siteUrl,
    },
    jobLocation: { '@type': 'Place', address: jobAddressOf(input.location) },
    baseSalary: baseSalaryOf(input.salaryRange) ?? undefined,
    directApply: false,
  };
}
