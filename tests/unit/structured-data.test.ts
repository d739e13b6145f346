import { describe, expect, it } from 'vitest';
import type { MediaItem } from '@/lib/media-items';
import { blogPostingJsonLd } from '@/modules/blogs/site/structured-data';
import { faqPageJsonLd } from '@/modules/faqs/site/faqs';
import { isJobOpen, jobPostingJsonLd, validThroughOf } from '@/modules/jobs/site/jobs';
import { productJsonLd } from '@/modules/products/site/structured-data';
import type { homepageSettings } from '@/modules/settings/homepage';
import type { SettingsValues } from '@/site/content';
import { packageData, serviceData } from '@/site/seo/offers-data';
import { geoCoordinatesOf, priceRangeOf } from '@/site/seo/sharing';
import {
  BUSINESS_ID,
  breadcrumbList,
  businessAddress,
  businessAsOrganization,
  localBusiness,
  webSite,
} from '@/site/seo/structured-data';
import { absoluteUrl } from '@/site/site-url';
import {
  STRUCTURED_DATA_RULES,
  structuredDataProblems,
  tableProblems,
} from '../support/structured-data-rules';

const picture = (id: number): MediaItem => ({
  id,
  url: `/media/original-${id}.png`,
  width: 1600,
  height: 1000,
  alt: `Picture ${id}`,
  originalName: null,
  mimeType: 'image/png',
  sizeBytes: 1000,
  variants: [
    { width: 800, height: 500, url: `/media/${id}-800.webp` },
    { width: 1600, height: 1000, url: `/media/${id}-1600.webp` },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const BUSINESS: SettingsValues<typeof homepageSettings> = {
  siteName: 'Pacific Shield Security',
  tagline: 'Security camera installation in Los Angeles',
  heroTitle: null,
  heroSubtitle: null,
  heroCtaText: null,
  heroCtaLink: null,
  phone: '(213) 555-0147',
  emergencyPhone: null,
  email: 'hello@pacificshield.example',
  address: '2150 W Sunset Blvd, Suite 210',
  city: 'Los Angeles, CA',
  postalCode: '90026',
  mapCoordinates: '34.07725, -118.26065',
  businessHours: 'Mon–Fri 8 am – 6 pm\nSat 9 am – 2 pm',
  licenseNumber: 'CA C-7 #1098765',
  priceRange: null,
  areasServed: ['Los Angeles', 'Pasadena'],
  sections: {} as SettingsValues<typeof homepageSettings>['sections'],
  seoTitle: null,
  seoDescription: null,
  shareImageId: 4,
  // A rating from a review platform is shown as a badge, never claimed in the LocalBusiness node.
  reviewRatingScore: '4.9',
  reviewRatingCount: 180,
  reviewRatingPlatform: 'Google',
  reviewRatingUrl: 'https://www.google.com/maps/search/?api=1&query=Pacific+Shield+Security',
  textNumber: '(213) 555-0148',
  textMessage: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const SITE = { name: 'Pacific Shield Security', logoUrl: absoluteUrl('/logo.png') };

/** Every block a page can carry, as the builders make them from demo-like data. */
function blocks() {
  return {
    localBusiness: localBusiness(BUSINESS, {
      about: null,
      sameAs: ['https://www.facebook.com/example'],
      logoUrl: SITE.logoUrl,
      imageUrl: absoluteUrl('/media/4-1600.webp'),
      priceRange: priceRangeOf(null, [149_900, 549_900]),
    }),
    webSite: webSite(SITE),
    breadcrumbs: breadcrumbList([{ name: 'Blog', path: '/blog' }]),
    post: blogPostingJsonLd({
      title: 'How many cameras?',
      url: absoluteUrl('/blog/how-many'),
      description: 'A guide',
      author: 'Daniel Reyes',
      authorUrl: absoluteUrl('/blog/author/daniel-reyes'),
      datePublished: '2026-03-10T16:00:00.000Z',
      dateModified: '2026-03-11T16:00:00.000Z',
      imageUrl: absoluteUrl('/media/1-1600.webp'),
      tags: ['homeowners'],
      publisher: businessAsOrganization(SITE),
    }),
    postByTheBusiness: blogPostingJsonLd({
      title: 'News',
      url: absoluteUrl('/blog/news'),
      description: null,
      author: null,
      authorUrl: null,
      datePublished: '2026-03-10T16:00:00.000Z',
      dateModified: '2026-03-11T16:00:00.000Z',
      imageUrl: absoluteUrl('/media/4-1600.webp'),
      tags: [],
      publisher: businessAsOrganization(SITE),
    }),
    product: productJsonLd({
      name: '4K Turret Dome Camera',
      url: absoluteUrl('/products/dome'),
      description: '8 MP dome',
      sku: 'PS-D4K-01',
      brand: null,
      businessName: SITE.name,
      priceCents: 24_900,
      imageUrls: [absoluteUrl('/media/2-1600.webp')],
      categoryName: 'Dome Cameras',
      businessId: BUSINESS_ID,
    }),
    package: packageData(
      {
        id: 1,
        name: 'Home Starter',
        cameraCount: 4,
        resolution: '4K',
        storage: '2 TB',
        priceCents: 149_900,
        priceNote: 'Installed, plus tax',
        features: ['4 turret cameras'],
        brands: ['Hanwha Vision', 'Ubiquiti UniFi'],
      },
      { image: picture(3), brandName: SITE.name },
    ),
    service: serviceData({
      name: 'CCTV installation',
      description: 'Cameras installed',
      path: '/services/cctv',
      areasServed: ['Los Angeles'],
      image: picture(5),
    }),
    monitoringPlan: serviceData({
      name: 'After-hours monitoring',
      description: 'Live agents',
      path: '/cctv-monitoring/after-hours',
      areasServed: ['Los Angeles'],
      image: picture(6),
      monthlyPriceCents: 29_900,
    }),
    job: jobPostingJsonLd({
      id: 7,
      title: 'Low-Voltage Security Technician',
      url: absoluteUrl('/careers/tech'),
      descriptionHtml: '<p>Install cameras.</p>',
      postedAt: '2026-03-01',
      closesOn: '2026-04-15',
      employmentType: 'full-time',
      location: 'Los Angeles, CA',
      salaryRange: '$28–$38 per hour',
      office: businessAddress(BUSINESS),
      hiringOrganization: businessAsOrganization(SITE),
    }),
    jobElsewhere: jobPostingJsonLd({
      id: 8,
      title: 'Monitoring Center Operator',
      url: absoluteUrl('/careers/operator'),
      descriptionHtml: '<p>Watch feeds.</p>',
      postedAt: '2026-03-01',
      closesOn: '2026-04-15',
      employmentType: 'part-time',
      location: 'Burbank, CA',
      salaryRange: '$22–$25 per hour',
      office: businessAddress(BUSINESS),
      hiringOrganization: businessAsOrganization(SITE),
    }),
    faqs: faqPageJsonLd([{ question: 'Cost?', answerText: 'From $1,499.' }], absoluteUrl('/faqs')),
  };
}

describe('the table of what search engines ask of each type', () => {
  it('gives a reason for every recommended property the site leaves out', () => {
    expect(tableProblems()).toEqual([]);
  });

  it('fails a block that lacks a required or recommended property, or names an unknown type', () => {
    const { job } = blocks();
    const { validThrough: _validThrough, datePosted: _datePosted, ...incomplete } = job;
    const problems = structuredDataProblems(incomplete);
    expect(problems).toContain('JobPosting (JobPosting) lacks required datePosted');
    expect(problems).toContain('JobPosting (JobPosting) lacks recommended validThrough');
    expect(
      structuredDataProblems({ '@context': 'https://schema.org', '@type': 'Recipe', name: 'x' }),
    ).toContain('Recipe: no rules for type Recipe; add it to the table');
    expect(
      structuredDataProblems({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'x',
        image: '/x.png',
      }),
    ).toEqual(
      expect.arrayContaining([
        'Product (Product) needs one of offers, review, aggregateRating',
        'Product.image is not an absolute address: /x.png',
      ]),
    );
  });
});

describe('the structured data builders', () => {
  it('make blocks with every required and recommended property of every type they use', () => {
    const seen = new Set<string>();
    for (const [name, block] of Object.entries(blocks())) {
      expect(structuredDataProblems(block, seen), name).toEqual([]);
    }
    // The table has no rule that no builder exercises.
    expect([...seen].sort()).toEqual(Object.keys(STRUCTURED_DATA_RULES).sort());
  });

  it('place the business on the map, with its price range, logo and picture', () => {
    expect(blocks().localBusiness).toMatchObject({
      '@type': 'LocalBusiness',
      geo: { '@type': 'GeoCoordinates', latitude: 34.07725, longitude: -118.26065 },
      priceRange: '$1,499–$5,499',
      logo: { '@type': 'ImageObject', url: absoluteUrl('/logo.png'), width: 512, height: 512 },
      image: absoluteUrl('/media/4-1600.webp'),
      address: {
        streetAddress: '2150 W Sunset Blvd, Suite 210',
        addressLocality: 'Los Angeles',
        addressRegion: 'CA',
        postalCode: '90026',
        addressCountry: 'US',
      },
    });
    expect(priceRangeOf('$$', [100])).toBe('$$');
    expect(priceRangeOf(null, [149_900])).toBe('$1,499');
    expect(priceRangeOf('  ', [])).toBeNull();
    expect(geoCoordinatesOf('91, 10')).toBeNull();
    expect(geoCoordinatesOf('not a place')).toBeNull();
    expect(geoCoordinatesOf(null)).toBeNull();
  });

  it("give a camera package its picture and the business's brand, and claim no availability", () => {
    const data = blocks().package;
    expect(data.image).toBe(absoluteUrl('/media/3-1600.webp'));
    expect(data.brand).toEqual({ '@type': 'Brand', name: 'Pacific Shield Security' });
    expect(data.offers).not.toHaveProperty('availability');
    expect(blocks().monitoringPlan.offers).not.toHaveProperty('availability');
  });

  it('name the makers of a package as its equipment brands, the business staying its brand', () => {
    expect(blocks().package.additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'Equipment brand', value: 'Hanwha Vision' },
      { '@type': 'PropertyValue', name: 'Equipment brand', value: 'Ubiquiti UniFi' },
    ]);
  });

  it('claim no rating for the business, even with a review platform rating set', () => {
    expect(BUSINESS.reviewRatingScore).toBe('4.9');
    expect(blocks().localBusiness).not.toHaveProperty('aggregateRating');
    expect(blocks().localBusiness).not.toHaveProperty('review');
  });

  it('give a job its closing moment at the end of the day in Los Angeles, and its full address', () => {
    expect(blocks().job).toMatchObject({
      validThrough: '2026-04-15T23:59:59-07:00',
      jobLocation: { address: { streetAddress: '2150 W Sunset Blvd, Suite 210', postalCode: '90026' } },
    });
    expect(validThroughOf('2026-01-15')).toBe('2026-01-15T23:59:59-08:00');
    // The day daylight saving time starts and ends.
    expect(validThroughOf('2026-03-08')).toBe('2026-03-08T23:59:59-07:00');
    expect(validThroughOf('2026-11-01')).toBe('2026-11-01T23:59:59-08:00');
    expect(isJobOpen({ closesOn: '2026-04-15' }, '2026-04-15')).toBe(true);
    expect(isJobOpen({ closesOn: '2026-04-15' }, '2026-04-16')).toBe(false);
    expect(isJobOpen({ closesOn: null }, '2030-01-01')).toBe(true);
  });
});
