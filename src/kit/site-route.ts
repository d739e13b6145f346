import type { AnyModule } from './define-module';
import type { AnyRecord } from './record-types';

/**
 * The shape of a module's public addresses, read from its `sitePath` rather than declared twice:
 * `sitePath` is called once on a stand-in record whose every field reads as a marker of its name,
 * so `/services/${service.slug}` shows as `/services/{slug}`.
 */
export interface SiteRoute {
  /** The address with `{field}` where a record's value goes: `/services/{slug}`, or `/faqs`. */
  template: string;
  /** The fields the address is made of, in order (none for a page shared by all the records). */
  fields: string[];
}

const MARKER = '\u0000';

function standInRecord(): AnyRecord {
  return new Proxy({} as AnyRecord, {
    get: (_target, name) => (typeof name === 'string' ? `${MARKER}${name}${MARKER}` : undefined),
  });
}

/** The route of a module's public page, or null when its records have none. */
export function siteRouteOf(module: Pick<AnyModule, 'sitePath'>): SiteRoute | null {
  const path = module.sitePath?.(standInRecord());
  if (typeof path !== 'string') return null;
  const fields: string[] = [];
  const template = path.replace(new RegExp(`${MARKER}([^${MARKER}]+)${MARKER}`, 'g'), (_match, name) => {
    fields.push(name);
    return `{${name}}`;
  });
  return { template, fields };
}

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The field values a path gives a route (`/services/door-cameras` on `/services/{slug}`:
 * `{ slug: 'door-cameras' }`), or null when the path is not one of the route's. A value is one
 * path segment, decoded.
 */
export function matchSiteRoute(route: SiteRoute, path: string): Record<string, string> | null {
  const pattern = route.template
    .split(/\{[^}]+\}/)
    .map(escapeForPattern)
    .join('([^/]+)');
  const found = new RegExp(`^${pattern}$`).exec(path);
  if (!found) return null;
  try {
    return Object.fromEntries(
      route.fields.map((name, index) => [name, decodeURIComponent(found[index + 1])]),
    );
  } catch {
    // A malformed escape is no address of ours.
    return null;
  }
}
