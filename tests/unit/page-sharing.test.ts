import { describe, expect, it } from 'vitest';
import type { MediaItem } from '@/lib/media-items';
import { composePageMetadata, documentTitle, siteWideMetadata } from '@/site/seo/metadata';
import { xHandleOf } from '@/site/seo/sharing';
import type { SiteIdentity } from '@/site/seo/site-identity';
import { absoluteUrl } from '@/site/site-url';

const picture = (id: number): MediaItem => ({
  id,
  url: `/media/original-${id}.png`,
  width: 2400,
  height: 1500,
  alt: `Picture ${id}`,
  originalName: null,
  mimeType: 'image/png',
  sizeBytes: 1000,
  variants: [
    { width: 1600, height: 1000, url: `/media/${id}-1600.webp` },
    { width: 800, height: 500, url: `/media/${id}-800.webp` },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const SITE: SiteIdentity = {
  name: 'Pacific Shield Security',
  shareImage: picture(9),
  xHandle: '@pacificshield',
  logoUrl: absoluteUrl('/logo.png'),
  imageUrl: absoluteUrl('/media/9-1600.webp'),
  profiles: [],
  priceRange: null,
};

describe('what a shared page says', () => {
  it('names the site, its language, the page address and the share picture on a page without one of its own', () => {
    const metadata = composePageMetadata({ title: 'Careers', description: 'Jobs.', path: '/careers' }, SITE);
    expect(metadata.openGraph).toMatchObject({
      siteName: 'Pacific Shield Security',
      locale: 'en_US',
      url: absoluteUrl('/careers'),
      title: 'Careers',
      type: 'website',
      images: [{ url: absoluteUrl('/media/9-1600.webp'), width: 1600, height: 1000, alt: 'Picture 9' }],
    });
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      site: '@pacificshield',
      images: [{ url: absoluteUrl('/media/9-1600.webp') }],
    });
    expect(metadata.alternates).toEqual({
      canonical: absoluteUrl('/careers'),
      // The same page in Spanish, and the English for a reader of any other language.
      languages: {
        en: absoluteUrl('/careers'),
        es: absoluteUrl('/es/careers'),
        'x-default': absoluteUrl('/careers'),
      },
      types: {
        'application/atom+xml': [
          { url: absoluteUrl('/blog/feed.xml'), title: 'Pacific Shield Security blog' },
        ],
      },
    });
  });

  it("shows a page's own picture instead of the share picture", () => {
    const metadata = composePageMetadata(
      { title: 'A post', description: 'x', path: '/blog/a', image: picture(2), type: 'article' },
      SITE,
    );
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      images: [{ url: absoluteUrl('/media/2-1600.webp') }],
    });
  });

  it('leaves twitter:site out without an X profile, and the picture out when there is none at all', () => {
    const bare = { ...SITE, shareImage: null, xHandle: null };
    const metadata = composePageMetadata({ title: 'FAQs', description: 'x', path: '/faqs' }, bare);
    expect(metadata.twitter).toMatchObject({ card: 'summary' });
    expect(metadata.twitter).not.toHaveProperty('site', expect.anything());
    expect(metadata.openGraph).not.toHaveProperty('images', expect.anything());
    // The layout's values for pages without their own (the 404 page).
    expect(siteWideMetadata(SITE).openGraph).toMatchObject({ siteName: SITE.name, locale: 'en_US' });
  });

  it('reads the X handle from an X or Twitter profile address only', () => {
    expect(xHandleOf('https://x.com/pacificshield')).toBe('@pacificshield');
    expect(xHandleOf('https://twitter.com/@Pacific_Shield/')).toBe('@Pacific_Shield');
    expect(xHandleOf('https://www.x.com/pacificshield?lang=en')).toBe('@pacificshield');
    expect(xHandleOf('https://x.com/intent/tweet')).toBeNull();
    expect(xHandleOf('https://x.com/home')).toBeNull();
    expect(xHandleOf('https://www.facebook.com/pacificshield')).toBeNull();
    expect(xHandleOf(null)).toBeNull();
  });
});

describe('a page title', () => {
  it('adds the business name when it fits within 70 characters', () => {
    expect(documentTitle('Contact Us', 'Pacific Shield Security')).toBe(
      'Contact Us | Pacific Shield Security',
    );
  });

  it('names the business once, when the page title already does', () => {
    expect(documentTitle('About Pacific Shield Security', 'Pacific Shield Security')).toBe(
      'About Pacific Shield Security',
    );
  });

  it('cuts a title too long to take the name at a word, so the name still ends it', () => {
    const post = 'How many security cameras does a Los Angeles home need?';
    const title = documentTitle(post, 'Pacific Shield Security');
    expect(title).toBe('How many security cameras does a Los… | Pacific Shield Security');
    expect(title.length).toBeLessThanOrEqual(70);
    const long = `${'Very long heading words '.repeat(5)}end`;
    const cut = documentTitle(long, 'Pacific Shield Security');
    expect(cut.length).toBeLessThanOrEqual(70);
    expect(cut.endsWith('… | Pacific Shield Security')).toBe(true);
  });

  it('stands alone, shortened at a word, when the name leaves too little room', () => {
    const name = 'The Very Long Name of a Security Camera Installation Company';
    const title = documentTitle('How many security cameras does a home need?', name);
    expect(title).toBe('How many security cameras does a home need?');
  });

  it('is text whole, never an object turned into a string', () => {
    const metadata = composePageMetadata(
      {
        title: 'Pacific Shield Security | Security Camera Installation in Los Angeles',
        description: 'x',
        path: '/',
      },
      SITE,
    );
    expect(metadata.title.absolute).toBe(
      'Pacific Shield Security | Security Camera Installation in Los Angeles',
    );
  });
});
