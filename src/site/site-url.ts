import 'server-only';
import { env } from '@/env';

/** The site's public origin (PUBLIC_URL), without a trailing slash: canonicals, sitemap, structured data. */
export const siteOrigin = env.PUBLIC_URL.replace(/\/+$/, '');

/** An absolute address on the public site for a path such as `/services/cctv-installation`. */
export function absoluteUrl(path: string): string {
  return `${siteOrigin}${path.startsWith('/') ? path : `/${path}`}`;
}
