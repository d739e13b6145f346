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
import { fallbackLang } from '@/site/i18n/fallback';
import { pageLanguage } from '@/site/i18n/page-language';
import { siteLocale } from '@/site/locale';
import type { ModulePageProps, ModulePublicPage } from '@/site/module-pages/module-page';
import { OfferDetail } from '@/site/offers/OfferDetail';
import type { PageSeo } from '@/site/seo/metadata';
import { serviceData } from '@/site/seo/offers-data';
import { MONITORING_WORDS } from './site/words';

const load = ({ params, searchParams }: ModulePageProps) =>
  recordBySlug(cctvModule, params.slug, searchParams.preview);

async function metadata(props: ModulePageProps): Promise<PageSeo | null> {
  const found = await load(props);
  if (!found) return null;
  const { record, preview } = found;
  const locale = await siteLocale();
  const words = MONITORING_WORDS[locale];
  const image = record.imageId ? (await mediaByIds([record.imageId])).get(record.imageId) : undefined;
  const price =
    record.priceMonthlyCents != null
      ? words.metaFromPrice(formatPrice(record.priceMonthlyCents, locale))
      : '';
  return {
    title: record.title,
    description: record.summary ? `${record.summary}${price}` : words.metaDescription(record.title, price),
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
  const { locale } = await pageLanguage();
  const words = MONITORING_WORDS[locale];
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
      aboutLabel={words.about(plan.title)}
      fallbackLangs={{
        title: fallbackLang(plan, 'title', locale),
        summary: fallbackLang(plan, 'summary', locale),
        body: fallbackLang(plan, 'body', locale),
      }}
      structuredData={serviceData({
        name: plan.title,
        serviceType: words.serviceName,
        description: plan.summary,
        path,
        areasServed: business.areasServed,
        image,
        monthlyPriceCents: plan.priceMonthlyCents,
        locale,
      })}
      title={plan.title}
      summary={plan.summary}
      listCrumb={{ name: words.crumb, path: '/cctv-monitoring' }}
      path={path}
      banners={<Banners placement="services" />}
      image={image}
      bodyHtml={plan.body}
      details={<PlanFeatures features={plan.features ?? []} lang={fallbackLang(plan, 'features', locale)} />}
      aside={<PlanPriceBox plan={plan} phone={business.phone} />}
      asideLabelledBy="plan-price-heading"
      more={{
        id: 'other-plans-heading',
        eyebrow: words.moreEyebrow,
        title: words.moreTitle,
        tone: 'dark',
        cards: all
          .filter((other) => other.id !== plan.id)
          .slice(0, 3)
          .map((other) => <MonitoringCard key={other.id} plan={other} />),
      }}
      callToAction={<QuoteCallToAction subject={subject} title={words.planQuoteTitle(plan.title)} />}
    />
  );
}

export default { module: cctvModule, metadata, Page: MonitoringPlanPage } satisfies ModulePublicPage;
