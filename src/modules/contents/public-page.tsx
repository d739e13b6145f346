import { notFound } from 'next/navigation';
import { contentsModule } from '@/modules/contents/module';
import { CONTENT_WORDS } from '@/modules/contents/site/words';
import { recordBySlug } from '@/site/content';
import { fallbackLang } from '@/site/i18n/fallback';
import { pageLanguage } from '@/site/i18n/page-language';
import type { ModulePageProps, ModulePublicPage } from '@/site/module-pages/module-page';
import { formatLongDate } from '@/site/pages/format';
import { PROSE } from '@/site/pages/prose';
import { RichText } from '@/site/RichText';
import type { PageSeo } from '@/site/seo/metadata';
import { textOf } from '@/site/seo/metadata';
import { PreviewRibbon } from '@/site/ui/PreviewRibbon';
import { Container, PageHeader } from '@/site/ui/primitives';

const load = ({ params, searchParams }: ModulePageProps) =>
  recordBySlug(contentsModule, params.slug, searchParams.preview);

async function metadata(props: ModulePageProps): Promise<PageSeo | null> {
  const found = await load(props);
  if (!found) return null;
  const { record: page, preview } = found;
  return {
    title: page.seoTitle ?? page.title,
    description: page.seoDescription ?? (textOf(page.body) || `${page.title}.`),
    path: `/pages/${page.slug}`,
    noindex: preview,
  };
}

/** `/pages/{slug}`: a content page such as the privacy policy or the terms. */
async function ContentPage(props: ModulePageProps) {
  const found = await load(props);
  if (!found) notFound();
  const { record: page, preview } = found;
  const { locale } = await pageLanguage();
  const words = CONTENT_WORDS[locale];
  const updated = formatLongDate(page.updatedAt, locale);
  return (
    <>
      <PreviewRibbon show={preview} />
      <PageHeader
        title={page.title}
        titleLang={fallbackLang(page, 'title', locale)}
        crumbs={[{ name: page.title, path: `/pages/${page.slug}` }]}
      >
        {updated && (
          <p className="mt-4 text-brand-100">
            {words.lastUpdated} <time dateTime={page.updatedAt}>{updated}</time>
          </p>
        )}
      </PageHeader>
      <div className="bg-white py-14 sm:py-20">
        <Container>
          <RichText
            html={page.body}
            lang={fallbackLang(page, 'body', locale)}
            className={`mx-auto ${PROSE}`}
          />
        </Container>
      </div>
    </>
  );
}

export default { module: contentsModule, metadata, Page: ContentPage } satisfies ModulePublicPage;
