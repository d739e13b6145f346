import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/app/(site)/_composition/site-identity';
import { estimateInputs, fillPrices, priceBookOf } from '@/features/estimates';
import { QuoteCallToAction } from '@/features/inquiries';
import { Banners } from '@/modules/banners/site/Banners';
import { faqsModule } from '@/modules/faqs/module';
import { servicesModule } from '@/modules/services/module';
import { ServiceCard } from '@/modules/services/site/ServiceCard';
import { siteSettings } from '@/modules/settings/site/settings-values';
import { mediaByIds, recordBySlug, visibleRecords } from '@/site/content';
import { PROSE_COMPACT } from '@/site/pages/prose';
import { RichText } from '@/site/RichText';
import { JsonLd } from '@/site/seo/JsonLd';
import { clampText } from '@/site/seo/metadata';
import { serviceData } from '@/site/seo/offers-data';
import { CardGrid } from '@/site/ui/CardGrid';
import { Icon } from '@/site/ui/Icon';
import { iconNameOf } from '@/site/ui/icon-names';
import { PreviewRibbon } from '@/site/ui/PreviewRibbon';
import {
  ButtonLink,
  Container,
  PageHeader,
  quoteHref,
  Section,
  SectionHeading,
  telHref,
} from '@/site/ui/primitives';
import { SiteImage } from '@/site/ui/SiteImage';
import { withTrailingSeparators } from '@/site/ui/separated';

interface Props {
  params: Promise<{ slug: string }>;
  searchParams: Promise<{ preview?: string | string[] }>;
}

async function load({ params, searchParams }: Props) {
  const [{ slug }, { preview }] = await Promise.all([params, searchParams]);
  return recordBySlug(servicesModule, slug, preview);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const found = await load(props);
  if (!found) return { title: 'Page not found', robots: { index: false } };
  const { record, preview } = found;
  const image = record.imageId ? (await mediaByIds([record.imageId])).get(record.imageId) : undefined;
  return pageMetadata({
    title: record.seoTitle ?? `${record.title} in Los Angeles`,
    description:
      record.seoDescription ??
      (record.summary ||
        `${record.title} for homes and businesses in Los Angeles. Free site survey and quote.`),
    path: `/services/${record.slug}`,
    image,
    noindex: preview,
  });
}

/** The FAQs filed under a service's title, as the FAQ page groups them. */
const isAbout = (category: string | null, title: string) =>
  category?.trim().toLowerCase() === title.trim().toLowerCase();

const PROMISES = [
  'Free on-site survey and written quote',
  'Licensed, insured, our own technicians',
  'Clean install, usually in a day or two',
  '24/7 support line after installation',
];

export default async function ServicePage(props: Props) {
  const found = await load(props);
  if (!found) notFound();
  const { record: service, preview } = found;
  const [business, all, media, faqs, prices] = await Promise.all([
    siteSettings(),
    visibleRecords(servicesModule),
    mediaByIds([service.imageId]),
    visibleRecords(faqsModule),
    estimateInputs().then(priceBookOf),
  ]);
  const questions = faqs.filter((faq) => isAbout(faq.category, service.title));
  const image = service.imageId ? media.get(service.imageId) : undefined;
  const others = all.filter((other) => other.id !== service.id).slice(0, 3);
  const path = `/services/${service.slug}`;
  return (
    <>
      <PreviewRibbon show={preview} />
      <JsonLd
        data={serviceData({
          name: service.title,
          description: clampText(service.summary, 300),
          path,
          areasServed: business.areasServed,
          image,
        })}
      />
      <PageHeader
        title={service.title}
        intro={service.summary}
        crumbs={[
          { name: 'Services', path: '/services' },
          { name: service.title, path },
        ]}
      >
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink href={quoteHref({ service: service.title })}>
            Get a free quote<span className="sr-only"> for {service.title}</span>
          </ButtonLink>
          {business.phone && (
            <ButtonLink href={telHref(business.phone)} variant="outline">
              <Icon name="phone" className="size-5" /> Call {business.phone}
            </ButtonLink>
          )}
        </div>
      </PageHeader>
      <Banners placement="services" />

      <section aria-label={`About ${service.title}`} className="bg-white py-14 sm:py-20">
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
            {service.body ? (
              // Prices named in the text are the packages', plans' and estimate rules' own.
              <RichText html={fillPrices(service.body, prices)} />
            ) : (
              <p className="rich-text">{service.summary}</p>
            )}
          </div>
          <aside aria-labelledby="service-quote-heading" className="lg:sticky lg:top-28 lg:self-start">
            <div className="rounded-3xl border border-slate-200 bg-slate-50 p-6 sm:p-7">
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-900 text-accent-400">
                <Icon name={iconNameOf(service.icon)} className="size-6" />
              </span>
              <h2 id="service-quote-heading" className="mt-4 font-display text-xl font-bold text-brand-900">
                {service.title}: what you get
              </h2>
              <ul className="mt-4 space-y-3 text-slate-700">
                {PROMISES.map((promise) => (
                  <li key={promise} className="flex gap-3">
                    <Icon name="check" className="mt-0.5 size-5 text-accent-600" />
                    {promise}
                  </li>
                ))}
              </ul>
              <ButtonLink href={quoteHref({ service: service.title })} className="mt-6 w-full">
                Request a quote<span className="sr-only"> for {service.title}</span>
              </ButtonLink>
              {business.phone && (
                <p className="mt-4 text-center text-slate-600">
                  or call{' '}
                  <a
                    href={telHref(business.phone)}
                    className="font-bold text-brand-900 underline underline-offset-4"
                  >
                    {business.phone}
                  </a>
                </p>
              )}
              {business.licenseNumber && (
                <p className="mt-4 border-t border-slate-200 pt-4 text-sm text-slate-600">
                  License {withTrailingSeparators(business.licenseNumber)}
                </p>
              )}
            </div>
          </aside>
        </Container>
      </section>

      {questions.length > 0 && (
        <Section tone="muted" labelledBy="service-faqs-heading">
          <SectionHeading
            id="service-faqs-heading"
            eyebrow="Questions"
            title={`${service.title}: questions we hear`}
          />
          <div className="mt-10 max-w-3xl divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            {questions.map((faq) => (
              <details key={faq.id} className="group">
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-6 py-5 font-semibold text-brand-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 sm:text-lg [&::-webkit-details-marker]:hidden">
                  <span>{faq.question}</span>
                  <Icon
                    name="chevronDown"
                    className="size-5 shrink-0 text-brand-600 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                  />
                </summary>
                <RichText html={faq.answer} className={`px-6 pb-6 ${PROSE_COMPACT} max-w-[68ch]`} />
              </details>
            ))}
          </div>
        </Section>
      )}

      {others.length > 0 && (
        <Section labelledBy="other-services-heading">
          <SectionHeading id="other-services-heading" eyebrow="More we do" title="Other services" />
          <CardGrid as="div" count={others.length} className="mt-10">
            {others.map((other) => (
              <ServiceCard key={other.id} service={other} />
            ))}
          </CardGrid>
        </Section>
      )}
      <QuoteCallToAction
        subject={{ service: service.title }}
        title={`Get a free quote for ${service.title}`}
      />
    </>
  );
}
