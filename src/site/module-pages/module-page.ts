import type { ReactNode } from 'react';
import type { AnyModule } from '@/kit/define-module';
import type { PageSeo } from '@/site/seo/metadata';
import type { SiteIdentity } from '@/site/seo/site-identity';

/** What a module's public page is given: the values its address holds, and the query. */
export interface ModulePageProps {
  /** By field: `{ slug: 'door-cameras' }` for `/services/{slug}`; empty for a page like `/faqs`. */
  params: Record<string, string>;
  searchParams: Record<string, string | string[] | undefined>;
  /** What every page says about the site (its name, pictures, profiles), read once per request. */
  site: SiteIdentity;
}

/**
 * A public page that ships in its module's folder (`src/modules/<name>/public-page.tsx`, default
 * export): it answers at its module's `sitePath`, through the site's one catch-all route, with no
 * route file of its own. It calls `notFound()` for a record that is not there.
 */
export interface ModulePublicPage {
  module: AnyModule;
  /**
   * What the page says to search engines and in shares; the route adds what every page says. Null
   * when the record is not there: the page itself answers 404.
   */
  metadata(props: ModulePageProps): PageSeo | null | Promise<PageSeo | null>;
  Page(props: ModulePageProps): ReactNode | Promise<ReactNode>;
}

/** Each module folder that ships a public page, and how to load it (generated: src/registry/public-pages.ts). */
export type ModulePageIndex = Record<string, () => Promise<{ default: ModulePublicPage }>>;
