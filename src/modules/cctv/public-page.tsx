import { notFound } from 'next/navigation';
import { QuoteCallToAction } from '@/features/inquiries/public-site';
import { Banners } from '@/modules/banners/site/Banners';
import { cctvModule } from '@/modules/cctv/module';
import { MonitoringCard } from '@/modules/cctv/site/MonitoringCard';
import { PlanFeatures } from '@/modules/cctv/site/PlanFeatures';
import { PlanPriceBox } from '@/modules/cctv/site/PlanPriceBox';
import { siteSettings } from '@/modules/settings/site/settings-values';
import { mediaByIds, recordBySlug, visibleRecords } from '@/site/content';
import { formatPrice } from '@/site/format';
import type { ModulePageProps, ModulePublicPage } from '@/site/module-pages/module-page';
import { OfferDetail } from '@/site/offers/OfferDetail';
import type { PageSeo } from '@/site/seo/metadata';
import { serviceData } from '@/site/seo/offers-data';

const load = ({ params, searchParams }: ModulePageProps) =>
  recordBySlug(cctvModule, params.slug, searchParams.preview);

async function metadata(props: ModulePageProps): Promise<PageSeo | null> {
  const found = await load(props);
  if (!found) return null;
  const { record, preview } = found;
  const image = record.imageId ? (await mediaByIds([record.imageId])).get(record.imageId) : undefined;
  const price =
    record.priceMonthlyCents != null ? ` From ${formatPrice(record.priceMonthlyCents)} a month.` : '';
  return {
    title: record.title,
    description: record.summary
      ? `${record.summary}${price}`
      : `${record.title}: remote video monitoring in Los Angeles.${price}`,
    path: `/cctv-monitoring/${record.slug}`,
    image,
    noindex: preview,
  };
}

/** `/cctv-monitoring/{slug}`: a monitoring plan with its text, what it includes, its price and the others. */
async function MonitoringPlanPage(props: ModulePageProps) {
  const found = await load(props);
  if (!found) notFound();
  const { record: plan, preview } = found;
  const [business, all, media] = await Promise.all([
    siteSettings(),
    visibleRecords(cctvModule),
    mediaByIds([plan.imageId]),
  ]);
  const image = plan.imageId ? media.get(plan.imageId) : undefined;
  const path = `/cctv-monitoring/${plan.slug}`;
  const subject = { service: plan.title };
  return (
    <OfferDetail
      preview={preview}
      structuredData={serviceData({
        name: plan.title,
        serviceType: 'Remote video monitoring',
        description: plan.summary,
        path,
        areasServed: business.areasServed,
        image,
        monthlyPriceCents: plan.priceMonthlyCents,
      })}
      title={plan.title}
      summary={plan.summary}
      listCrumb={{ name: 'CCTV monitoring', path: '/cctv-monitoring' }}
      path={path}
      banners={<Banners placement="services" />}
      image={image}
      bodyHtml={plan.body}
      details={<PlanFeatures features={plan.features ?? []} />}
      aside={<PlanPriceBox plan={plan} phone={business.phone} />}
      asideLabelledBy="plan-price-heading"
      more={{
        id: 'other-plans-heading',
        eyebrow: 'Compare',
        title: 'Other monitoring plans',
        tone: 'dark',
        cards: all
          .filter((other) => other.id !== plan.id)
          .slice(0, 3)
          .map((other) => <MonitoringCard key={other.id} plan={other} />),
      }}
      callToAction={<QuoteCallToAction subject={subject} title={`Get a quote for ${plan.title}`} />}
    />
  );
}

export default { module: cctvModule, metadata, Page: MonitoringPlanPage } satisfies ModulePublicPage;
