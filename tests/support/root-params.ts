/**
 * `next/root-params` outside Next: tests run pages and route handlers directly in Node, where no
 * route was matched, as in a route handler: the getter refuses, and `siteLocale()` reads English.
 */
export async function lang(): Promise<string> {
  throw new Error('next/root-params is only available while Next renders a page');
}
