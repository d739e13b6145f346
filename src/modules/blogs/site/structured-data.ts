/**
 * schema.org `BlogPosting` of a post: headline, author (with the address of their page), dates,
 * picture, and the business as publisher, with its logo.
 */
export function blogPostingJsonLd(input: {
  title: string;
  url: string;
  description: string | null;
  author: string | null;
  /** Absolute address of the author's page; null without an author. */
  authorUrl: string | null;
  datePublished: string | null;
  dateModified: string;
  /** The post's cover, else the site's share picture. */
  imageUrl: string | null;
  tags: string[];
  /** The business as an `Organization` node (its `@id`, name, address and logo). */
  publisher: { '@type': 'Organization'; '@id': string; name: string; url: string; logo: unknown };
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: input.title,
    url: input.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    description: input.description || undefined,
    author:
      input.author && input.authorUrl
        ? { '@type': 'Person', name: input.author, url: input.authorUrl }
        : input.publisher,
    datePublished: input.datePublished ?? undefined,
    dateModified: input.dateModified,
    image: input.imageUrl ?? undefined,
    keywords: input.tags.length ? input.tags.join(', ') : undefined,
    publisher: input.publisher,
  };
}
