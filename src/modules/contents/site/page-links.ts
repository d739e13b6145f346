import 'server-only';
import { visibleRecords } from '@/site/content';
import { contentsModule } from '../module';

/** The published content pages (privacy policy, terms...), as links to their addresses. */
export async function contentPageLinks(): Promise<{ label: string; href: string }[]> {
  const pages = await visibleRecords(contentsModule);
  return pages.map((page) => ({ label: page.title, href: `/pages/${page.slug}` }));
}
