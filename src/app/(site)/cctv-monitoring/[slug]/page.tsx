import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/app/(site)/_composition/site-identity';
import { QuoteCallToAction } from '@/features/inquiries';
import { Banners } from '@/modules/banners/site/Banners';
import { cctvModule } from '@/modules/cctv/module';
import { MonitoringCard } from '@/modules/cctv/site/MonitoringCard';
import { siteSettings } from '@/modules/settings/site/settings-values';
import { mediaByIds, recordBySlug, visibleRecords } from '@/site/content';
import { formatPrice } from '@/site/format';
import { RichText } from '@/site/RichText';
import { JsonLd } from '@/site/seo/JsonLd';
import { serviceData } from '@/site/seo/offers-data';
import { CardGrid } from '@/site/ui/CardGrid';
import { Icon } from '@/site/ui/Icon';
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

interface Props {
  params: Promise<{ slug: string }>;
  searchParams: Promise<{ preview?: string | string[] }>;
}

async function load({ params, searchParams }: Props) {
  const [{ slug }, { preview }] = await Promise.all([params, searchParams]);
  return recordBySlug(cctvModule, slug, preview);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const found = await load(props);
  if (!found) return { title: 'Page not found', robots: { index: false } };
  const { record, preview } = found;
  const image = record.imageId ? (await mediaByIds([record.imageId])).get(record.imageId) : undefined;
  const price =
    record.priceMonthlyCents != null ? ` From ${formatPrice(record.priceMonthlyCents)} a month.` : '';
  return pageMetadata({
    title: record.title,
    description: record.summary
      ? `${record.summary}${price}`
      : `${record.title}: remote video monitoring in Los Angeles.${price}`,
    path: `/cctv-monitoring/${record.slug}`,
    image,
    noindex: preview,
  });
}

export default async function MonitoringPlanPage(props: Props) {
  const found = await load(props);
  if (!found) notFound();
  const { record: plan, preview } = found;
  const [business, all, media] = await Promise.all([
    siteSettings(),
    visibleRecords(cctvModule),
    mediaByIds([plan.imageId]),
  ]);
  const image = plan.imageId ? media.get(plan.imageId) : undefined;
  const others = all.filter((other) => other.id !== plan.id).slice(0, 3);
  const path = `/cctv-monitoring/${plan.slug}`;
  const subject = { service: plan.title };
  return (
    <>
      <PreviewRibbon show={preview} />
      <JsonLd
        data={serviceData({
          name: plan.title,
          serviceType: 'Remote video monitoring',
          description: plan.summary,
          path,
          areasServed: business.areasServed,
          image,
          monthlyPriceCents: plan.priceMonthlyCents,
        })}
      />
      <PageHeader
        title={plan.title}
        intro={plan.summary}
        crumbs={[
          { name: 'CCTV monitoring', path: '/cctv-monitoring' },
          { name: plan.title, path },
        ]}
      />
      <Banners placement="services" />
      <section aria-label={`About ${plan.title}`} className="bg-white py-14 sm:py-20">
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
            {plan.body ? <RichText html={plan.body} /> : <p className="rich-text">{plan.summary}</p>}
            {(plan.features ?? []).length > 0 && (
              <>
                <h2 className="mt-12 font-display text-2xl font-bold text-brand-900">
                  What the plan includes
                </h2>
                <ul className="mt-6 grid gap-3 sm:grid-cols-2">
                  {(plan.features ?? []).map((feature) => (
                    <li
                      key={feature}
                      className="flex gap-3 rounded-xl bg-slate-50 p-4 text-slate-800 ring-1 ring-slate-200"
                    >
                      <Icon name="check" className="mt-0.5 size-5 text-accent-600" />
                      {feature}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
          <aside aria-labelledby="plan-price-heading" className="lg:sticky lg:top-28 lg:self-start">
            <div className="rounded-3xl bg-brand-900 p-6 text-white shadow-lift sm:p-7">
              <h2
                id="plan-price-heading"
                className="font-display text-sm font-bold uppercase tracking-[0.16em] text-accent-300"
              >
                Monthly price
              </h2>
              <p className="mt-3 flex items-baseline gap-2">
                {plan.priceMonthlyCents != null ? (
                  <>
                    <span className="font-display text-5xl font-extrabold">
                      {formatPrice(plan.priceMonthlyCents)}
                    </span>
                    <span className="text-brand-200">/ month</span>
                  </>
                ) : (
                  <span className="font-display text-3xl font-extrabold">Call for price</span>
                )}
              </p>
              <p className="mt-3 text-brand-100">
                No long set-up: we connect your existing cameras or install new ones.
              </p>
              <ButtonLink
                href={quoteHref(subject)}
                className="mt-6 w-full"
                label={`Ask about this plan: ${plan.title}`}
              >
                Ask about this plan
              </ButtonLink>
              {business.phone && (
                <ButtonLink href={telHref(business.phone)} variant="outline" className="mt-3 w-full">
                  <Icon name="phone" className="size-5" /> {business.phone}
                </ButtonLink>
              )}
            </div>
          </aside>
        </Container>
      </section>
      {others.length > 0 && (
        <Section tone="dark" labelledBy="other-plans-heading">
          <SectionHeading id="other-plans-heading" eyebrow="Compare" title="Other monitoring plans" />
          <CardGrid as="div" count={others.length} className="mt-10">
            {others.map((other) => (
              <MonitoringCard key={other.id} plan={other} />
            ))}
          </CardGrid>
        </Section>
      )}
      <QuoteCallToAction subject={subject} title={`Get a quote for ${plan.title}`} />
    </>
  );
}
