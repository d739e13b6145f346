import { IconHome } from '@tabler/icons-react';
import { defineSettings } from '@/kit/define-settings';
import { field } from '@/kit/fields';
import { DEFAULT_TEXT_MESSAGE } from '@/lib/trust-signals';

/**
 * The sections of the home page, in page order: each can be switched off (a key missing from the
 * stored value counts as on). The hero's title, sub-line and buttons always show; `slider` switches
 * the slides' pictures beside them.
 */
export const HOME_SECTIONS = {
  slider: 'Hero slider',
  trust: 'Trust bar (rating, years, projects, license)',
  services: 'Services',
  process: 'How it works',
  packages: 'CCTV packages',
  monitoring: 'Monitoring',
  portfolio: 'Portfolio highlights',
  reviews: 'Reviews',
  clients: 'Clients and partners',
  blog: 'Latest posts',
  faqs: 'FAQs',
  areas: 'Areas served',
  quote: 'Free-quote call to action',
};

/**
 * `latitude, longitude` in decimal degrees, each within its range: 34.07725, -118.26065. Search
 * engines want at least five decimals; fewer are accepted, as people copy them.
 */
export const MAP_COORDINATES =
  /^\s*-?(?:90(?:\.0+)?|[1-8]?\d(?:\.\d+)?)\s*,\s*-?(?:180(?:\.0+)?|(?:1[0-7]\d|\d{1,2})(?:\.\d+)?)\s*$/;

/** A review score from 1.0 to 5.0 with at most one decimal: 4.9, 5.0, 4. */
export const RATING_SCORE = /^(?:[1-4](?:\.\d)?|5(?:\.0)?)$/;

/** A number a text can reach: its area code included (10 to 15 digits, any spacing). */
export const TEXTABLE_NUMBER = /^\D*(?:\d\D*){10,15}$/;

const RATING = 'Public review rating';
const TEXTING = 'Click to text';

export const homepageSettings = defineSettings({
  key: 'homepage',
  adminPath: 'homepage/settings',
  label: 'Home page settings',
  description:
    'The business details shown in the header, footer and contact page, the home page hero, and what search engines and shared links show of the business.',
  fields: {
    siteName: field.text('Business name', { max: 80 }),
    tagline: field.text('Tagline', { localized: true, max: 160 }),
    heroTitle: field.text('Hero title', { localized: true, max: 120 }),
    heroSubtitle: field.textarea('Hero subtitle', { localized: true, max: 300 }),
    heroCtaText: field.text('Hero button text', { localized: true, max: 40 }),
    heroCtaLink: field.text('Hero button link', { max: 500, format: 'link' }),
    phone: field.text('Phone', { max: 30, format: 'phone' }),
    emergencyPhone: field.text('24/7 line', { max: 30, format: 'phone' }),
    email: field.text('Email', { max: 254, format: 'email' }),
    address: field.text('Street address', { max: 160 }),
    city: field.text('City', { max: 80 }),
    postalCode: field.text('Postal code', { max: 12 }),
    mapCoordinates: field.text('Map coordinates', {
      max: 40,
      pattern: {
        regex: MAP_COORDINATES,
        message: 'Latitude, longitude in degrees, e.g. 34.07725, -118.26065',
      },
      help: 'Latitude, longitude of the street address (on Google Maps: right-click the building, click the numbers). Told to search engines.',
    }),
    businessHours: field.textarea('Business hours', {
      max: 300,
      help: 'One line per day range.',
    }),
    licenseNumber: field.text('License number', { max: 80 }),
    priceRange: field.text('Price range', {
      max: 40,
      help: 'What a typical job costs, for search engines, e.g. $$ or $1,500–$6,000. Left empty, the range of the published CCTV packages is used.',
    }),
    areasServed: field.stringList('Areas served', {
      maxItems: 60,
      help: 'Cities and neighborhoods, one per entry: shown on the contact and about pages and told to search engines.',
    }),
    sections: field.toggles('Home page sections', HOME_SECTIONS),
    seoTitle: field.text('SEO title', { localized: true, max: 70 }),
    seoDescription: field.textarea('SEO description', { localized: true, max: 160 }),
    shareImageId: field.image('Share image', {
      help: 'Shown when a page without a picture of its own is shared (Facebook, X, messages), and to search engines as the picture of the business. Landscape, at least 1200 × 630.',
    }),
    reviewRatingScore: field.text('Rating score', {
      max: 3,
      pattern: { regex: RATING_SCORE, message: 'Rating score must be from 1.0 to 5.0, e.g. 4.9' },
      help: 'The average shown on your review profile, from 1.0 to 5.0 with one decimal. The badge "4.9 from 212 Google reviews" shows beside the reviews and in the trust bar once the score and the number of reviews are filled in.',
      section: RATING,
    }),
    reviewRatingCount: field.integer('Number of reviews', {
      min: 0,
      max: 1_000_000,
      help: 'How many reviews the profile counts today.',
      section: RATING,
    }),
    reviewRatingPlatform: field.text('Review platform', {
      max: 40,
      help: 'Where the reviews are, as visitors know it: Google, Yelp, Facebook...',
      section: RATING,
    }),
    reviewRatingUrl: field.text('Review profile link', {
      max: 500,
      format: 'https',
      help: 'The public page of those reviews (e.g. your Google Business profile), starting with https://. The badge links to it so visitors can check.',
      section: RATING,
    }),
    textNumber: field.text('Text number', {
      max: 30,
      format: 'phone',
      pattern: {
        regex: TEXTABLE_NUMBER,
        message: 'Enter the number with its area code, e.g. (310) 555-0123',
      },
      help: 'A mobile number that receives texts. When filled in, a "Text us" link stands next to the phone numbers at the top of every page, in the footer, on the contact page and in the phone bar; empty, there is none.',
      section: TEXTING,
    }),
    textMessage: field.text('Prefilled text message', {
      localized: true,
      max: 160,
      help: `What the visitor's texting app starts with; they can change it before sending. Empty: "${DEFAULT_TEXT_MESSAGE}"`,
      section: TEXTING,
    }),
  },
  access: 'staff',
  adminLinks: [{ label: 'Home page settings', icon: IconHome, sidebar: 20 }],
  publicPaths: ['/*'],
  sitePath: '/',
});
