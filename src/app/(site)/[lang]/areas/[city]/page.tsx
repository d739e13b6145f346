import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/app/(site)/_composition/site-identity';
import { AreaPage, areaBySlug, areaSummary } from '@/features/areas/public-site';
import { mediaByIds } from '@/site/content';
import { FRAME_WORDS } from '@/site/i18n/frame-words';
import { siteLocale } from '@/site/locale';

interface Props {
  params: Promise<{ city: string }>;
}

async function load({ params }: Props) {
  return areaBySlug((await params).city);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const [area, locale] = await Promise.all([load(props), siteLocale()]);
  if (!area) return { title: FRAME_WORDS[locale].notFound.title, robots: { index: false } };
  const first = area.projects[0]?.imageIds[0];
  const image = first ? (await mediaByIds([first])).get(first) : undefined;
  return pageMetadata({
    ...areaSummary(area, locale),
    path: `/areas/${area.slug}`,
    image,
  });
}

/**
 * `/areas/{city}`: the proof that the business works in a served city, only while it has published
 * work there: its projects, its clients' reviews, the services done, and the quote form.
 */
export default async function AreaRoute(props: Props) {
  const area = await load(props);
  if (!area) notFound();
  return <AreaPage area={area} />;
}
