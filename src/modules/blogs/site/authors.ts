import { urlSlug } from '@/lib/url-slug';

/** The address part of an author's page: `Daniel Reyes` → `daniel-reyes`; null for no name. */
export function authorSlug(name: string | null | undefined): string | null {
  const slug = urlSlug(name ?? '');
  return slug || null;
}

/** The page listing an author's posts, which is also the author's address for search engines. */
export function authorPath(name: string | null | undefined): string | null {
  const slug = authorSlug(name);
  return slug ? `/blog/author/${slug}` : null;
}
