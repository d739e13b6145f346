/** Posts per page of `/blog`. */
export const POSTS_PER_PAGE = 9;

/**
 * The page of a list asked for by `?page=`: missing means the first; anything that is not a whole
 * number from 1 to the last page is no page at all (null → 404). An empty list has one, empty, page.
 */
export function pageOf(
  value: string | string[] | undefined,
  total: number,
  perPage = POSTS_PER_PAGE,
): { page: number; pageCount: number } | null {
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  if (value === undefined) return { page: 1, pageCount };
  if (typeof value !== 'string' || !/^[1-9]\d*$/.test(value)) return null;
  const page = Number(value);
  return page <= pageCount ? { page, pageCount } : null;
}

/** The address of a page of `/blog`: the first is `/blog` itself. */
export const blogPageHref = (page: number) => (page <= 1 ? '/blog' : `/blog?page=${page}`);
