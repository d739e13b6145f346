import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata, siteIdentity } from '@/app/(site)/_composition/site-identity';
import { modulePages } from '@/registry/public-pages';
import { findModulePage } from '@/site/module-pages/find-module-page';
import type { ModulePageProps } from '@/site/module-pages/module-page';

interface RouteProps {
  params: Promise<{ unknown: string[] }>;
  searchParams: Promise<ModulePageProps['searchParams']>;
}

/** The path as the visitor asked for it: Next hands the segments decoded. */
const pathOf = (segments: string[]) => `/${segments.map(encodeURIComponent).join('/')}`;

/** The head of a module page whose record is not there (its page answers 404). */
const MISSING_RECORD: Metadata = { title: 'Page not found', robots: { index: false } };

export async function generateMetadata({ params, searchParams }: RouteProps): Promise<Metadata> {
  const found = await findModulePage(modulePages, pathOf((await params).unknown));
  if (!found) return {};
  const seo = await found.page.metadata({
    params: found.params,
    searchParams: await searchParams,
    site: await siteIdentity(),
  });
  return seo ? pageMetadata(seo) : MISSING_RECORD;
}

/**
 * Any public path no page file answers: the public page a module ships in its own folder when the
 * path is on its `sitePath` (src/site/module-pages/, the index in src/registry/public-pages.ts), else the site's own 404 page, inside the site
 * layout. Every real route (pages, /admin, /auth, /api, /media) is more specific than this
 * catch-all and wins over it.
 */
export default async function UnknownPage({ params, searchParams }: RouteProps) {
  const found = await findModulePage(modulePages, pathOf((await params).unknown));
  if (!found) notFound();
  const { Page } = found.page;
  return <Page params={found.params} searchParams={await searchParams} site={await siteIdentity()} />;
}
