/** Whether two queries hold the same parameters, in whatever order. Pure: no React, no browser. */
export function sameQuery(one: URLSearchParams, other: URLSearchParams): boolean {
  const pairs = (query: URLSearchParams) =>
    [...query.entries()].map(([key, value]) => `${key}=${value}`).sort();
  return pairs(one).join('&') === pairs(other).join('&');
}
