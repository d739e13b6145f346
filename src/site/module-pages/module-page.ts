import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import type { AnyModule } from '@/kit/define-module';

/** What a module's public page is given: the values its address holds, and the query. */
export interface ModulePageProps {
  /** By field: `{ slug: 'door-cameras' }` for `/services/{slug}`; empty for a page like `/faqs`. */
  params: Record<string, string>;
  searchParams: Record<string, string | string[] | undefined>;
}

/**
 * A public page that ships in its module's folder (`src/modules/<name>/public-page.tsx`, default
 * export): it answers at its module's `sitePath`, through the site's one catch-all route, with no
 * route file of its own. It calls `notFound()` for a record that is not there.
 */
export interface ModulePublicPage {
  module: AnyModule;
  metadata(props: ModulePageProps): Metadata | Promise<Metadata>;
  Page(props: ModulePageProps): ReactNode | Promise<ReactNode>;
}
