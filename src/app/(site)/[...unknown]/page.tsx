import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/app/(site)/_composition/site-identity';
import { modulePages } from '@/registry/public-pages';
import { findModulePage } from '@/site/module-pages/find-module-page';
import type { ModulePageProps } from '@/site/module-pages/module-page';

interface RouteProps {
  params: Promise<{ unknown: string[] }>;
  searchParams: Promise<ModulePageProps['searchParams']>;
}

/** The path as the visitor asked for it: Next hands the segments decoded. */
const pathOf = (segments: string[]) => `/${segments.map(encodeURIComponent).join('/')}`;

export async function generateMetadata({ params, searchParams }: RouteProps): Promise<Metadata> {
  const found = await findModulePage(modulePages, pathOf((await params).unknown));
  return found
    ? pageMetadata(await found.page.metadata({ params: found.params, searchParams: await searchParams }))
    : {};
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
  return <Page params={found.params} searchParams={await searchParams} />;
}
