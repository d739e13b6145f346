import { beforeAll, describe, expect, it } from 'vitest';
import {
  atomFeed,
  entryId,
  FEED_ENTRIES,
  type FeedPost,
  type FeedSite,
  withAbsoluteLinks,
  xmlText,
} from '@/modules/blogs/site/feed';
import { feedEntries, feedProblems, jingErrorsOfEach } from '../support/atom-feed';

const SITE: FeedSite = {
  origin: 'https://pacificshield.example',
  name: 'Pacific Shield & Sons',
  title: 'Security Tips & News | Pacific Shield & Sons',
  subtitle: 'Advice from <our> installers',
  feedPath: '/blog/feed.xml',
  logoPath: '/logo.png',
  updatedWhenEmpty: '2026-03-01T08:00:00.000Z',
};

const post = (id: number, overrides: Partial<FeedPost> = {}): FeedPost => ({
  id,
  slug: `post-${id}`,
  title: `Post ${id}`,
  excerpt: `Excerpt ${id}`,
  body: `<p>Body ${id}</p>`,
  author: 'Daniel Reyes',
  tags: ['homeowners'],
  publishedAt: `2026-03-${String(10 + id).padStart(2, '0')}T16:00:00.000Z`,
  createdAt: `2026-03-${String(9 + id).padStart(2, '0')}T10:00:00.000Z`,
  updatedAt: `2026-03-${String(9 + id).padStart(2, '0')}T11:00:00.000Z`,
  cover: null,
  ...overrides,
});

/** Posts with everything a feed must carry safely: markup, entities, quotes, a stray control character. */
const POSTS = [
  post(1, {
    title: 'Wired vs. wireless: <b>what</b> holds up & why "PoE" wins',
    excerpt: 'Heat, dust & Wi-Fi <congestion>.',
    body: '<p>See <a href="/services/cctv-installation">our installs</a> and <a href="https://example.org/x?a=1&amp;b=2">a study</a>.</p><p><img src="/media/abc.webp" alt="A &quot;camera&quot;" width="800" height="600"></p><p>Tab\u0007bell</p>',
    tags: ['technology', 'R&D'],
    cover: { url: '/media/cover-1600.webp', alt: 'Cables & cameras', width: 1600, height: 1000 },
  }),
  // Scheduled: saved before its publish time, so it was last updated for readers when it appeared.
  post(2, { author: null, updatedAt: '2026-03-01T09:00:00.000Z', publishedAt: '2026-03-12T16:00:00.000Z' }),
  post(3, { author: 'Alicia Moreno', excerpt: null, tags: [] }),
];

describe('the blog feed (Atom, RFC 4287)', () => {
  const xml = atomFeed(SITE, POSTS);
  const empty = atomFeed(SITE, []);
  const withoutId = xml.replace(/ {2}<id>[^<]*<\/id>\n/, '');
  const badDate = xml.replace(/<updated>[^<]*<\/updated>/, '<updated>yesterday</updated>');
  /** Jing's answers for `xml`, `empty`, `withoutId` and `badDate`, from one run. */
  let jing: Record<'xml' | 'empty' | 'withoutId' | 'badDate', string[]>;
  beforeAll(() => {
    const [ofXml, ofEmpty, ofWithoutId, ofBadDate] = jingErrorsOfEach([xml, empty, withoutId, badDate]);
    jing = { xml: ofXml, empty: ofEmpty, withoutId: ofWithoutId, badDate: ofBadDate };
  });

  it('is valid against the RFC 4287 schema (Jing), with posts and without', () => {
    expect(jing.xml).toEqual([]);
    expect(jing.empty).toEqual([]);
  });

  it('passes what the schema cannot check: absolute links, unique lasting ids, dates, escaped HTML', () => {
    expect(feedProblems(xml)).toEqual([]);
  });

  it('proves the validator and the checks catch a broken feed', () => {
    expect(jing.withoutId.join('\n')).toMatch(/missing required child element .id./);
    expect(jing.badDate.join('\n')).toMatch(/Bad character content .yesterday. for element .updated./);
    const relative = xml.replace('href="https://pacificshield.example/blog"', 'href="/blog"');
    expect(feedProblems(relative)).toContain('link not absolute: /blog');
    const unescaped = xml.replace(
      /<content type="html">[^<]*<\/content>/,
      '<content type="html"><p>raw</p></content>',
    );
    expect(feedProblems(unescaped)).toContain('content holds raw elements');
    const sameIds = xml.replaceAll(
      /<id>tag:[^<]*<\/id>/g,
      '<id>tag:pacificshield.example,2026-03-10:blog-post-1</id>',
    );
    expect(feedProblems(sameIds)).toContain('ids are not unique');
  });

  it('lists the posts newest first, each linking to its page, with the post HTML escaped and links made absolute', () => {
    const entries = feedEntries(xml);
    expect(entries.map((entry) => entry.link)).toEqual([
      'https://pacificshield.example/blog/post-3',
      'https://pacificshield.example/blog/post-2',
      'https://pacificshield.example/blog/post-1',
    ]);
    expect(entries[2].title).toBe('Wired vs. wireless: <b>what</b> holds up & why "PoE" wins');
    expect(entries[2].content).toContain(
      '<a href="https://pacificshield.example/services/cctv-installation">our installs</a>',
    );
    expect(entries[2].content).toContain('<img src="https://pacificshield.example/media/abc.webp"');
    expect(entries[2].content).toContain('href="https://example.org/x?a=1&amp;b=2"');
    // The cover comes first, at its absolute address.
    expect(entries[2].content).toMatch(
      /^<p><img src="https:\/\/pacificshield\.example\/media\/cover-1600\.webp" alt="Cables &amp; cameras"/,
    );
    // A character XML cannot carry is dropped, not sent.
    expect(xml).not.toContain('\u0007');
    // A post without an author is the feed's (the business's); one with an author names them and their page.
    expect(entries[1].author).toBeNull();
    expect(xml).toContain('<uri>https://pacificshield.example/blog/author/alicia-moreno</uri>');
  });

  it("gives each entry a tag URI from the post's number and creation day, which outlives a change of slug", () => {
    expect(entryId(SITE.origin, POSTS[0])).toBe('tag:pacificshield.example,2026-03-10:blog-post-1');
    const renamed = atomFeed(SITE, [{ ...POSTS[0], slug: 'a-new-slug', title: 'A new title' }]);
    expect(feedEntries(renamed)[0].id).toBe(feedEntries(xml)[2].id);
  });

  it('dates the feed by its newest change; a scheduled post counts from when it appeared', () => {
    expect(xml).toContain('<updated>2026-03-13T16:00:00.000Z</updated>\n  <link rel="self"');
    expect(xml).toMatch(/blog-post-2<\/id>[\s\S]*?<updated>2026-03-12T16:00:00.000Z<\/updated>/);
  });

  it('carries at most the newest twenty posts, and dates an empty feed by the settings', () => {
    const many = Array.from({ length: FEED_ENTRIES + 5 }, (_, index) =>
      post(index + 1, {
        publishedAt: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
        createdAt: '2025-12-01T00:00:00.000Z',
        updatedAt: '2025-12-01T00:00:00.000Z',
      }),
    );
    const entries = feedEntries(atomFeed(SITE, many));
    expect(entries).toHaveLength(FEED_ENTRIES);
    expect(entries[0].link).toBe(`https://pacificshield.example/blog/post-${FEED_ENTRIES + 5}`);
    expect(feedProblems(empty)).toEqual([]);
    expect(empty).toContain('<updated>2026-03-01T08:00:00.000Z</updated>');
  });

  it('escapes text for XML and resolves relative addresses against the site', () => {
    expect(xmlText('a < b & "c" > d')).toBe('a &lt; b &amp; &quot;c&quot; &gt; d');
    expect(withAbsoluteLinks('<a href="mailto:x@example.com">m</a><a href="#top">t</a>', SITE.origin)).toBe(
      '<a href="mailto:x@example.com">m</a><a href="#top">t</a>',
    );
    expect(withAbsoluteLinks('<img srcset="/a.webp 400w, /b.webp 800w" src="b.webp">', SITE.origin)).toBe(
      '<img srcset="https://pacificshield.example/a.webp 400w, https://pacificshield.example/b.webp 800w" src="https://pacificshield.example/b.webp" />',
    );
  });
});
