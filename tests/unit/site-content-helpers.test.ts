import { describe, expect, it } from 'vitest';
import { blogPageHref, pageOf } from '@/modules/blogs/site/pagination';
import { blogPostingJsonLd } from '@/modules/blogs/site/structured-data';
import { categoryAnchor, faqPageJsonLd, GENERAL, groupByCategory } from '@/modules/faqs/site/faqs';
import {
  applyHref,
  baseSalaryOf,
  jobAddressOf,
  jobPostingJsonLd,
  schemaEmploymentType,
} from '@/modules/jobs/site/jobs';
import { categoryFilter, portfolioFilterHref } from '@/modules/portfolios/site/categories';
import { formatPriceCents, priceLabel, schemaPrice } from '@/modules/products/site/price';
import { productJsonLd } from '@/modules/products/site/structured-data';
import {
  ancestryOf,
  childrenOf,
  productsUnder,
  shownCategories,
  subtreeIds,
} from '@/modules/products/site/tree';
import { averageRating, ratingCounts, ratingLabel } from '@/modules/reviews/site/rating';
import { formatLongDate, formatMonth, isoDay } from '@/site/pages/format';

const BUSINESS = 'https://example.com/#business';

describe('prices', () => {
  it('formats cents as US dollars, whole dollars without cents', () => {
    expect(formatPriceCents(24_900)).toBe('$249');
    expect(formatPriceCents(129_900)).toBe('$1,299');
    expect(formatPriceCents(1_250)).toBe('$12.50');
    expect(formatPriceCents(0)).toBe('$0');
  });
  it('says "Call for price" when a product has no price', () => {
    expect(formatPriceCents(null)).toBeNull();
    expect(formatPriceCents(undefined)).toBeNull();
    expect(formatPriceCents(-5)).toBeNull();
    expect(priceLabel(null)).toBe('Call for price');
    expect(priceLabel(18_900)).toBe('$189');
  });
  it('gives schema.org a plain decimal price', () => {
    expect(schemaPrice(24_900)).toBe('249.00');
    expect(schemaPrice(1_250)).toBe('12.50');
  });
});

describe('catalogue nesting', () => {
  const category = (id: number, parentId: number | null, slug = `c${id}`) => ({
    id,
    parentId,
    slug,
    name: slug,
  });
  const published = [
    category(1, null),
    category(2, 1),
    category(3, 2),
    category(5, 4),
    category(6, 7),
    category(7, 6),
  ];

  it('hides a category whose parent or any ancestor is not published, and parent loops', () => {
    // 4 is unpublished (absent), so 5 below it is hidden; 6 and 7 point at each other.
    expect(shownCategories(published).map((c) => c.id)).toEqual([1, 2, 3]);
  });
  it('finds children, whole subtrees, products below and the chain from the top', () => {
    const shown = shownCategories(published);
    expect(childrenOf(shown, null).map((c) => c.id)).toEqual([1]);
    expect(childrenOf(shown, 1).map((c) => c.id)).toEqual([2]);
    expect([...subtreeIds(shown, 1)].sort()).toEqual([1, 2, 3]);
    const products = [
      { id: 10, categoryId: 3 },
      { id: 11, categoryId: 1 },
      { id: 12, categoryId: 5 },
    ];
    expect(productsUnder(shown, products, 1).map((p) => p.id)).toEqual([10, 11]);
    expect(productsUnder(shown, products, 2).map((p) => p.id)).toEqual([10]);
    expect(ancestryOf(shown, 3).map((c) => c.id)).toEqual([1, 2, 3]);
    expect(ancestryOf(shown, 5)).toEqual([]);
  });
});

describe('product structured data', () => {
  const base = {
    name: '4K Turret Dome Camera',
    url: 'https://example.com/products/dome',
    description: '8 MP dome',
    sku: 'PS-D4K-01',
    brand: null,
    businessName: 'Pacific Shield Security',
    imageUrls: ['https://example.com/media/dome.webp'],
    categoryName: 'Dome Cameras',
    businessId: BUSINESS,
  };
  it('carries an Offer in USD when the product has a price', () => {
    const data = productJsonLd({ ...base, priceCents: 24_900 });
    expect(data).toMatchObject({
      '@type': 'Product',
      name: '4K Turret Dome Camera',
      sku: 'PS-D4K-01',
      image: ['https://example.com/media/dome.webp'],
      brand: { '@type': 'Brand', name: 'Pacific Shield Security' },
      offers: { '@type': 'Offer', price: '249.00', priceCurrency: 'USD', seller: { '@id': BUSINESS } },
    });
    // Nothing records stock or condition: the offer does not claim either.
    expect(data?.offers).not.toHaveProperty('availability');
    expect(data?.offers).not.toHaveProperty('itemCondition');
    expect(productJsonLd({ ...base, brand: 'Axis', priceCents: 100 })?.brand).toEqual({
      '@type': 'Brand',
      name: 'Axis',
    });
  });
  it('describes no Product for a "Call for price" product: without an offer, search engines reject it', () => {
    expect(productJsonLd({ ...base, priceCents: null, sku: null })).toBeNull();
  });
});

describe('jobs', () => {
  it('maps employment types to schema.org values', () => {
    expect(schemaEmploymentType('full-time')).toBe('FULL_TIME');
    expect(schemaEmploymentType('part-time')).toBe('PART_TIME');
    expect(schemaEmploymentType('contract')).toBe('CONTRACTOR');
  });
  const office = {
    '@type': 'PostalAddress' as const,
    streetAddress: '2150 W Sunset Blvd, Suite 210',
    addressLocality: 'Los Angeles',
    addressRegion: 'CA',
    postalCode: '90026',
    addressCountry: 'US',
  };
  it("places a job in the business's city at the business's full address", () => {
    expect(jobAddressOf('Los Angeles, CA (hybrid)', office)).toEqual(office);
    expect(jobAddressOf('los angeles', office)).toEqual(office);
    expect(jobAddressOf('(remote-friendly)', office)).toEqual(office);
  });
  it('places a job in another city in that city only: no street is on record there', () => {
    expect(jobAddressOf('Burbank', office)).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Burbank',
      addressRegion: 'CA',
      addressCountry: 'US',
    });
    expect(jobAddressOf('Las Vegas, NV', office)).toMatchObject({
      addressLocality: 'Las Vegas',
      addressRegion: 'NV',
    });
    expect(jobAddressOf('Los Angeles, CA', null)).toMatchObject({ addressLocality: 'Los Angeles' });
  });
  it('reads the pay range when it names dollar figures', () => {
    expect(baseSalaryOf('$28–$38 per hour')).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', minValue: 28, maxValue: 38, unitText: 'HOUR' },
    });
    expect(baseSalaryOf('$55,000 base + commission')?.value).toEqual({
      '@type': 'QuantitativeValue',
      value: 55_000,
      unitText: 'YEAR',
    });
    expect(baseSalaryOf('$60k–$75k a year')?.value).toMatchObject({ minValue: 60_000, maxValue: 75_000 });
    expect(baseSalaryOf('Competitive')).toBeNull();
    expect(baseSalaryOf(null)).toBeNull();
  });
  it('applies by e-mail with the job title as the subject', () => {
    expect(applyHref('jobs@example.com', 'Security Technician (nights)')).toBe(
      'mailto:jobs@example.com?subject=Application%3A%20Security%20Technician%20(nights)',
    );
  });
  it('describes a job posting for search engines', () => {
    const data = jobPostingJsonLd({
      id: 7,
      title: 'Low-Voltage Security Technician',
      url: 'https://example.com/careers/tech',
      descriptionHtml: '<p>Install cameras.</p>',
      postedAt: '2026-11-18',
      closesOn: '2026-12-31',
      employmentType: 'part-time',
      location: 'Los Angeles, CA',
      salaryRange: '$28–$38 per hour',
      office,
      hiringOrganization: {
        '@type': 'Organization',
        '@id': BUSINESS,
        name: 'Pacific Shield Security',
        url: 'https://example.com/',
        logo: { '@type': 'ImageObject', url: 'https://example.com/logo.png' },
      },
    });
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: 'Low-Voltage Security Technician',
      datePosted: '2026-11-18',
      validThrough: '2026-12-31T23:59:59-08:00',
      employmentType: 'PART_TIME',
      identifier: { '@type': 'PropertyValue', name: 'Pacific Shield Security', value: 'job-7' },
      hiringOrganization: {
        '@id': BUSINESS,
        name: 'Pacific Shield Security',
        sameAs: 'https://example.com/',
        logo: { url: 'https://example.com/logo.png' },
      },
      jobLocation: { '@type': 'Place', address: office },
      baseSalary: { currency: 'USD' },
    });
  });
});

describe('blog', () => {
  it('pages nine posts at a time; a page that does not exist is no page', () => {
    expect(pageOf(undefined, 20)).toEqual({ page: 1, pageCount: 3 });
    expect(pageOf('3', 20)).toEqual({ page: 3, pageCount: 3 });
    expect(pageOf('4', 20)).toBeNull();
    expect(pageOf('0', 20)).toBeNull();
    expect(pageOf('2abc', 20)).toBeNull();
    expect(pageOf(['1', '2'], 20)).toBeNull();
    expect(pageOf(undefined, 0)).toEqual({ page: 1, pageCount: 1 });
    expect(blogPageHref(1)).toBe('/blog');
    expect(blogPageHref(2)).toBe('/blog?page=2');
  });
  it('describes a post with its author, dates, image and the business as publisher', () => {
    const data = blogPostingJsonLd({
      title: 'How many cameras?',
      url: 'https://example.com/blog/how-many',
      description: 'A guide',
      author: 'Daniel Reyes',
      authorUrl: 'https://example.com/blog/author/daniel-reyes',
      datePublished: '2026-11-16T10:00:00.000Z',
      dateModified: '2026-11-17T10:00:00.000Z',
      imageUrl: 'https://example.com/media/cover.webp',
      tags: ['homeowners', 'planning'],
      publisher: {
        '@type': 'Organization',
        '@id': BUSINESS,
        name: 'Pacific Shield Security',
        url: 'https://example.com/',
        logo: { '@type': 'ImageObject', url: 'https://example.com/logo.png' },
      },
    });
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'How many cameras?',
      author: {
        '@type': 'Person',
        name: 'Daniel Reyes',
        url: 'https://example.com/blog/author/daniel-reyes',
      },
      datePublished: '2026-11-16T10:00:00.000Z',
      dateModified: '2026-11-17T10:00:00.000Z',
      image: 'https://example.com/media/cover.webp',
      publisher: { '@id': BUSINESS, logo: { url: 'https://example.com/logo.png' } },
      keywords: 'homeowners, planning',
    });
  });
});

describe('FAQs', () => {
  const faqs = [
    { id: 1, question: 'Cost?', category: 'Pricing' },
    { id: 2, question: 'Phone?', category: 'Features' },
    { id: 3, question: 'Monthly fees?', category: 'Pricing' },
    { id: 4, question: 'Who are you?', category: null },
  ];
  it('groups questions by category in the order they come', () => {
    expect(groupByCategory(faqs).map((group) => [group.category, group.questions.map((q) => q.id)])).toEqual([
      ['Pricing', [1, 3]],
      ['Features', [2]],
      [GENERAL, [4]],
    ]);
    expect(categoryAnchor('Pricing & Plans')).toBe('faq-pricing-plans');
  });
  it('lists every question with its answer as text in FAQPage data', () => {
    const data = faqPageJsonLd(
      [{ question: 'Cost?', answerText: 'From $1,200.' }],
      'https://example.com/faqs',
    );
    expect(data.mainEntity).toEqual([
      { '@type': 'Question', name: 'Cost?', acceptedAnswer: { '@type': 'Answer', text: 'From $1,200.' } },
    ]);
  });
});

describe('reviews', () => {
  it('averages to one decimal and counts by stars', () => {
    expect(averageRating([5, 5, 5, 4])).toBe(4.8);
    expect(averageRating([])).toBeNull();
    expect(ratingCounts([5, 5, 4])).toEqual([
      { stars: 5, count: 2 },
      { stars: 4, count: 1 },
      { stars: 3, count: 0 },
      { stars: 2, count: 0 },
      { stars: 1, count: 0 },
    ]);
    expect(ratingLabel(5)).toBe('Rated 5 out of 5');
  });
});

describe('dates and filters', () => {
  it('shows calendar dates as the same day everywhere and instants in Los Angeles', () => {
    expect(formatLongDate('2026-09-14')).toBe('September 14, 2026');
    expect(formatMonth('2026-09-01')).toBe('September 2026');
    // 03:00 UTC on the 15th is still the 14th in Los Angeles.
    expect(formatLongDate('2026-09-15T03:00:00.000Z')).toBe('September 14, 2026');
    expect(isoDay('2026-09-15T03:00:00.000Z')).toBe('2026-09-14');
    expect(formatLongDate(null)).toBeNull();
    expect(formatLongDate('not a date')).toBeNull();
  });
  it('filters the portfolio only by a known category', () => {
    expect(categoryFilter('residential')).toBe('residential');
    expect(categoryFilter('castles')).toBeNull();
    expect(categoryFilter(['residential'])).toBeNull();
    expect(portfolioFilterHref('commercial')).toBe('/portfolio?category=commercial');
    expect(portfolioFilterHref(null)).toBe('/portfolio');
  });
});
