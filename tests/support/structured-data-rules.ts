/**
 * What search engines ask of each schema.org type the site emits, as Google documents it for its
 * search features (developers.google.com/search/docs/appearance/structured-data/...), and a check of
 * a JSON-LD block against it. Every required property must be there and hold something; every
 * recommended one must be there too, unless the table says why it does not apply to this site.
 * Types Google has no feature for (Service, Place...) follow schema.org's own expectations.
 */

type Node = Record<string, unknown>;

interface TypeRules {
  /** Where the lists come from. */
  source: string;
  required: string[];
  /** At least one property of each group (Google's "either ... or ..."). */
  requiredOneOf?: string[][];
  recommended: string[];
  /** Recommended properties this site does not give, with the reason. */
  notApplicable?: Record<string, string>;
  /** Recommended properties a node may lack where the condition holds (the path names the node's place). */
  absentWhere?: Record<string, { reason: string; where: (node: Node, path: string) => boolean }>;
}

const GOOGLE = 'https://developers.google.com/search/docs/appearance/structured-data';

const SELF_SERVING_REVIEWS =
  'the reviews on this site rate the business itself, and Google shows no ratings a business publishes about itself';
const SAME_NODE = "described in full by the page's LocalBusiness node, which has the same @id";
const NOTHING_SOLD_ONLINE =
  'merchant listings only: nothing is bought on this site (a quote follows a free site survey)';

export const STRUCTURED_DATA_RULES: Record<string, TypeRules> = {
  LocalBusiness: {
    source: `${GOOGLE}/local-business`,
    required: ['name', 'address'],
    recommended: [
      'url',
      'telephone',
      'geo',
      'openingHoursSpecification',
      'priceRange',
      'image',
      'logo',
      'aggregateRating',
      'review',
      'department',
      'menu',
      'servesCuisine',
    ],
    notApplicable: {
      aggregateRating: SELF_SERVING_REVIEWS,
      review: SELF_SERVING_REVIEWS,
      department: 'one business at one address, without departments',
      menu: 'for food establishments',
      servesCuisine: 'for food establishments',
    },
  },
  Organization: {
    source: `${GOOGLE}/organization`,
    required: ['name'],
    recommended: ['url', 'logo', 'address', 'telephone', 'email', 'sameAs', 'description', 'contactPoint'],
    notApplicable: {
      address: SAME_NODE,
      telephone: SAME_NODE,
      email: SAME_NODE,
      sameAs: SAME_NODE,
      description: SAME_NODE,
      contactPoint: 'the telephone and e-mail of the LocalBusiness node are the contact points',
    },
  },
  WebSite: {
    source: `${GOOGLE}/site-names`,
    required: ['name', 'url'],
    recommended: ['alternateName'],
    notApplicable: { alternateName: 'the business goes by one name' },
  },
  BreadcrumbList: {
    source: `${GOOGLE}/breadcrumb`,
    required: ['itemListElement'],
    recommended: [],
  },
  ListItem: {
    source: `${GOOGLE}/breadcrumb`,
    required: ['position', 'name', 'item'],
    recommended: [],
  },
  BlogPosting: {
    source: `${GOOGLE}/article`,
    required: [],
    recommended: ['author', 'datePublished', 'dateModified', 'headline', 'image'],
  },
  Person: {
    source: `${GOOGLE}/article#author-bp`,
    required: ['name'],
    recommended: ['url'],
  },
  WebPage: {
    source: 'https://schema.org/mainEntityOfPage',
    required: ['@id'],
    recommended: [],
  },
  FAQPage: {
    source: `${GOOGLE}/faqpage`,
    required: ['mainEntity'],
    recommended: [],
  },
  Question: {
    source: `${GOOGLE}/faqpage`,
    required: ['name', 'acceptedAnswer'],
    recommended: [],
  },
  Answer: {
    source: `${GOOGLE}/faqpage`,
    required: ['text'],
    recommended: [],
  },
  Product: {
    source: `${GOOGLE}/product-snippet (merchant listings: ${GOOGLE}/merchant-listing)`,
    required: ['name'],
    requiredOneOf: [['offers', 'review', 'aggregateRating']],
    recommended: ['offers', 'image', 'brand', 'description', 'aggregateRating', 'review'],
    notApplicable: {
      aggregateRating: 'the site keeps no reviews of products or packages',
      review: 'the site keeps no reviews of products or packages',
    },
  },
  Offer: {
    source: `${GOOGLE}/product-snippet#offer-details`,
    required: ['price', 'priceCurrency'],
    recommended: [
      'availability',
      'priceValidUntil',
      'itemCondition',
      'shippingDetails',
      'hasMerchantReturnPolicy',
    ],
    notApplicable: {
      availability: 'nothing in the data records stock or capacity, and a stated availability is a promise',
      priceValidUntil: 'prices have no end date on record',
      itemCondition: NOTHING_SOLD_ONLINE,
      shippingDetails: NOTHING_SOLD_ONLINE,
      hasMerchantReturnPolicy: NOTHING_SOLD_ONLINE,
    },
  },
  UnitPriceSpecification: {
    source: 'https://schema.org/UnitPriceSpecification',
    required: ['price', 'priceCurrency'],
    recommended: ['referenceQuantity'],
  },
  Brand: {
    source: `${GOOGLE}/merchant-listing#product`,
    required: ['name'],
    recommended: [],
  },
  Service: {
    source: 'https://schema.org/Service (no Google search feature)',
    required: ['name', 'provider'],
    recommended: ['description', 'url', 'areaServed', 'serviceType', 'image', 'offers'],
    notApplicable: {
      image: 'given where the service or plan has a picture of its own; the monitoring overview has none',
      offers: 'only monitoring plans have a set price; installations are quoted after a site survey',
    },
  },
  JobPosting: {
    source: `${GOOGLE}/job-posting`,
    required: ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation'],
    recommended: [
      'validThrough',
      'employmentType',
      'baseSalary',
      'identifier',
      'directApply',
      'applicantLocationRequirements',
      'jobLocationType',
      'educationRequirements',
      'experienceRequirements',
    ],
    notApplicable: {
      applicantLocationRequirements: 'for remote jobs; every job here is done in person',
      jobLocationType: 'for remote jobs; every job here is done in person',
      educationRequirements: 'written in the requirements text, not kept as a field',
      experienceRequirements: 'written in the requirements text, not kept as a field',
    },
  },
  Place: {
    source: `${GOOGLE}/job-posting#job-location`,
    required: ['address'],
    recommended: [],
  },
  PostalAddress: {
    source: `${GOOGLE}/local-business#address and ${GOOGLE}/job-posting#job-location`,
    required: [],
    recommended: ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'],
    absentWhere: {
      streetAddress: {
        reason: "a job in another city than the business's own: only the business's street is on record",
        where: (_node, path) => path.includes('.jobLocation.'),
      },
      postalCode: {
        reason: "a job in another city than the business's own: only the business's postal code is on record",
        where: (_node, path) => path.includes('.jobLocation.'),
      },
    },
  },
  GeoCoordinates: {
    source: `${GOOGLE}/local-business#geo`,
    required: ['latitude', 'longitude'],
    recommended: [],
  },
  OpeningHoursSpecification: {
    source: `${GOOGLE}/local-business#opening-hours`,
    required: ['dayOfWeek', 'opens', 'closes'],
    recommended: [],
  },
  City: {
    source: 'https://schema.org/areaServed',
    required: ['name'],
    recommended: [],
  },
  EducationalOccupationalCredential: {
    source: 'https://schema.org/hasCredential',
    required: ['credentialCategory', 'name'],
    recommended: [],
  },
  ImageObject: {
    source: `${GOOGLE}/organization#logo`,
    required: ['url'],
    recommended: ['width', 'height'],
  },
  MonetaryAmount: {
    source: `${GOOGLE}/job-posting#basesalary`,
    required: ['currency', 'value'],
    recommended: [],
  },
  QuantitativeValue: {
    source: `${GOOGLE}/job-posting#basesalary`,
    required: [],
    requiredOneOf: [
      ['value', 'minValue'],
      ['unitText', 'unitCode'],
    ],
    recommended: [],
  },
  PropertyValue: {
    source: `${GOOGLE}/job-posting#identifier and https://schema.org/additionalProperty (a package's equipment brands)`,
    required: ['name', 'value'],
    recommended: [],
  },
};

/** Properties whose text is an address on the web: it must be absolute. */
const URL_PROPERTIES = new Set(['url', 'item', 'image', 'logo', 'sameAs', '@id']);
/** Properties that hold an ISO 8601 date or instant. */
const DATE_PROPERTIES = new Set(['datePosted', 'validThrough', 'datePublished', 'dateModified']);

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a value says anything: not missing, not empty text, not an empty list or object. */
export function holdsValue(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0 && value.every(holdsValue);
  if (isNode(value)) return Object.keys(value).length > 0;
  return true;
}

const typesOf = (node: Node): string[] => {
  const type = node['@type'];
  return typeof type === 'string' ? [type] : Array.isArray(type) ? type.map(String) : [];
};

function checkValues(node: Node, path: string, problems: string[]) {
  for (const [key, value] of Object.entries(node)) {
    const texts = (Array.isArray(value) ? value : [value]).filter((item) => typeof item === 'string');
    if (URL_PROPERTIES.has(key))
      for (const text of texts)
        if (!/^https?:\/\/[^/\s]+/.test(text))
          problems.push(`${path}.${key} is not an absolute address: ${text}`);
    if (DATE_PROPERTIES.has(key))
      for (const text of texts)
        if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/.test(text))
          problems.push(`${path}.${key} is not an ISO 8601 date: ${text}`);
  }
  if (typeof node.datePosted === 'string' && typeof node.validThrough === 'string') {
    if (Date.parse(node.validThrough) <= Date.parse(node.datePosted))
      problems.push(`${path}.validThrough is not after datePosted`);
  }
}

function checkNode(node: Node, path: string, problems: string[], seen: Set<string>) {
  const types = typesOf(node);
  // A bare reference (`{"@id": ...}`) names a node described elsewhere on the page.
  if (types.length === 0 && Object.keys(node).every((key) => key === '@id')) return;
  if (types.length === 0) problems.push(`${path} has no @type`);
  for (const type of types) {
    seen.add(type);
    const rules = STRUCTURED_DATA_RULES[type];
    if (!rules) {
      problems.push(`${path}: no rules for type ${type}; add it to the table`);
      continue;
    }
    for (const property of rules.required)
      if (!holdsValue(node[property])) problems.push(`${path} (${type}) lacks required ${property}`);
    for (const group of rules.requiredOneOf ?? [])
      if (!group.some((property) => holdsValue(node[property])))
        problems.push(`${path} (${type}) needs one of ${group.join(', ')}`);
    for (const property of rules.recommended) {
      if (holdsValue(node[property]) || rules.notApplicable?.[property]) continue;
      if (rules.absentWhere?.[property]?.where(node, path)) continue;
      problems.push(`${path} (${type}) lacks recommended ${property}`);
    }
  }
  checkValues(node, path, problems);
  for (const [key, value] of Object.entries(node)) {
    if (key === '@context') continue;
    const items = Array.isArray(value) ? value : [value];
    items.forEach((item, index) => {
      if (isNode(item))
        checkNode(item, `${path}.${key}${Array.isArray(value) ? `[${index}]` : ''}`, problems, seen);
    });
  }
}

/**
 * Problems of one JSON-LD block (a node or a list of nodes), each naming where; an empty list when it
 * passes. `seen` collects the types met, so a test can tell which types it covered.
 */
export function structuredDataProblems(block: unknown, seen = new Set<string>()): string[] {
  const problems: string[] = [];
  const nodes = Array.isArray(block) ? block : [block];
  nodes.forEach((node, index) => {
    if (!isNode(node)) {
      problems.push(`block[${index}] is not an object`);
      return;
    }
    if (node['@context'] !== 'https://schema.org')
      problems.push(`block[${index}] has no schema.org @context`);
    checkNode(node, `${typesOf(node)[0] ?? 'block'}`, problems, seen);
  });
  return problems;
}

/** Every reason the table gives must say something: an empty reason is no reason. */
export function tableProblems(): string[] {
  const problems: string[] = [];
  for (const [type, rules] of Object.entries(STRUCTURED_DATA_RULES)) {
    for (const [property, reason] of Object.entries(rules.notApplicable ?? {})) {
      if (!rules.recommended.includes(property))
        problems.push(`${type}: ${property} is not a recommended one`);
      if (reason.trim().length < 10) problems.push(`${type}: ${property} needs a reason`);
    }
    for (const property of Object.keys(rules.absentWhere ?? {}))
      if (!rules.recommended.includes(property))
        problems.push(`${type}: ${property} is not a recommended one`);
  }
  return problems;
}
