/**
 * schema.org `BlogPosting` of a post: headline, author, dates, image, and the business (by its node
 * id, described once on every page) as publisher.
 */
export function blogPostingJsonLd(input: {
  title: string;
  url: string;
  description: string | null;
  author: string | null;
  datePublished: string | null;
  dateModified: string;
  imageUrl: string | null;
  tags: string[];
  businessId: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: input.title,
    url: input.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    description: input.description || undefined,
    author: input.author ? { '@type': 'Person', name: input.author } : { '@id': input.businessId },
    datePublished: input.datePublished ?? undefined,
    dateModified: input.dateModified,
    image: input.imageUrl ?? undefined,
    keywords: input.tags.length ? input.tags.join(', ') : undefined,
    publisher: { '@id': input.businessId },
  };
}
