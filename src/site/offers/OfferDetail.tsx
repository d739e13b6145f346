import type { ReactNode } from 'react';
import type { MediaItem } from '@/lib/media-items';
import { RichText } from '@/site/RichText';
import { JsonLd } from '@/site/seo/JsonLd';
import { CardGrid } from '@/site/ui/CardGrid';
import { PreviewRibbon } from '@/site/ui/PreviewRibbon';
import { Container, type Crumb, PageHeader, Section, SectionHeading } from '@/site/ui/primitives';
import { SiteImage } from '@/site/ui/SiteImage';

/** Three more offers of the same kind under the page, as cards. */
interface MoreOffers {
  id: string;
  eyebrow: string;
  title: string;
  tone?: 'muted' | 'dark';
  cards: ReactNode[];
}

/**
 * The page of one thing the business sells as a service (a service, a monitoring plan): header with
 * the way back to its list, banners, its picture and text beside a sticky box, sections of its own,
 * the others of its kind and the closing call to action. Everything about the module comes in.
 */
export function OfferDetail({
  preview,
  structuredData,
  title,
  summary,
  listCrumb,
  path,
  headerActions,
  banners,
  image,
  bodyHtml,
  details,
  aside,
  asideLabelledBy,
  children,
  more,
  callToAction,
  aboutLabel,
  fallbackLangs = {},
}: {
  preview: boolean;
  /** The name of the section of its picture and text, for screen readers ("About CCTV Installation"). */
  aboutLabel: string;
  /** The `lang` of the title, summary and text where they show English in place of a translation. */
  fallbackLangs?: { title?: string; summary?: string; body?: string };
  structuredData: Record<string, unknown>;
  title: string;
  summary: string;
  listCrumb: Crumb;
  path: string;
  headerActions?: ReactNode;
  banners: ReactNode;
  image: MediaItem | undefined;
  /** The rich text under the picture; without it, the summary. */
  bodyHtml: string | null;
  /** What follows the text in the same column. */
  details?: ReactNode;
  aside: ReactNode;
  asideLabelledBy: string;
  /** Sections between the text and the other offers. */
  children?: ReactNode;
  more: MoreOffers;
  callToAction: ReactNode;
}) {
  return (
    <>
      <PreviewRibbon show={preview} />
      <JsonLd data={structuredData} />
      <PageHeader
        title={title}
        titleLang={fallbackLangs.title}
        intro={<span lang={fallbackLangs.summary}>{summary}</span>}
        crumbs={[listCrumb, { name: title, path, lang: fallbackLangs.title }]}
      >
        {headerActions}
      </PageHeader>
      {banners}
      <section aria-label={aboutLabel} className="bg-white py-14 sm:py-20">
        <Container className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
          <div>
            {image && (
              <SiteImage
                image={image}
                priority
                sizes="(min-width: 1280px) 800px, (min-width: 1024px) 60vw, 100vw"
                className="mb-10 aspect-[16/9] h-auto w-full rounded-3xl object-cover shadow-card"
              />
            )}
            {bodyHtml ? (
              <RichText html={bodyHtml} lang={fallbackLangs.body} />
            ) : (
              <p className="rich-text" lang={fallbackLangs.summary}>
                {summary}
              </p>
            )}
            {details}
          </div>
          <aside aria-labelledby={asideLabelledBy} className="lg:sticky lg:top-28 lg:self-start">
            {aside}
          </aside>
        </Container>
      </section>
      {children}
      {more.cards.length > 0 && (
        <Section tone={more.tone} labelledBy={more.id}>
          <SectionHeading id={more.id} eyebrow={more.eyebrow} title={more.title} />
          <CardGrid as="div" count={more.cards.length} className="mt-10">
            {more.cards}
          </CardGrid>
        </Section>
      )}
      {callToAction}
    </>
  );
}
