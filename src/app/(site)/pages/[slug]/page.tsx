import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/app/(site)/_composition/site-identity';
import { contentsModule } from '@/modules/contents/module';
import { recordBySlug } from '@/site/content';
import { formatLongDate } from '@/site/pages/format';
import { PROSE } from '@/site/pages/prose';
import { RichText } from '@/site/RichText';
import { textOf } from '@/site/seo/metadata';
import { PreviewRibbon } from '@/site/ui/PreviewRibbon';
import { Container, PageHeader } from '@/site/ui/primitives';

interface Props {
  params: Promise<{ slug: string }>;
  searchParams: Promise<{ preview?: string | string[] }>;
}

async function load({ params, searchParams }: Props) {
  const [{ slug }, { preview }] = await Promise.all([params, searchParams]);
  return recordBySlug(contentsModule, slug, preview);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const found = await load(props);
  if (!found) return {};
  const { record: page, preview } = found;
  return pageMetadata({
    title: page.seoTitle ?? page.title,
    description: page.seoDescription ?? (textOf(page.body) || `${page.title}.`),
    path: `/pages/${page.slug}`,
    noindex: preview,
  });
}

/** `/pages/{slug}`: a content page such as the privacy policy or the terms. */
export default async function ContentPage(props: Props) {
  const found = await load(props);
  if (!found) notFound();
  const { record: page, preview } = found;
  const updated = formatLongDate(page.updatedAt);
  return (
    <>
      <PreviewRibbon show={preview} />
      <PageHeader title={page.title} crumbs={[{ name: page.title, path: `/pages/${page.slug}` }]}>
        {updated && (
          <p className="mt-4 text-brand-100">
            Last updated <time dateTime={page.updatedAt}>{updated}</time>
          </p>
        )}
      </PageHeader>
      <div className="bg-white py-14 sm:py-20">
        <Container>
          <RichText html={page.body} className={`mx-auto ${PROSE}`} />
        </Container>
      </div>
    </>
  );
}
