import { notFound } from 'next/navigation';
import { fillPrices, priceBookOf } from '@/features/estimates';
import { estimateInputs } from '@/features/estimates/public-site';
import { QuoteCallToAction } from '@/features/inquiries/public-site';
import { telHref } from '@/lib/phone-link';
import { Banners } from '@/modules/banners/site/Banners';
import { faqsModule } from '@/modules/faqs/module';
import { servicesModule } from '@/modules/services/module';
import { ServiceCard } from '@/modules/services/site/ServiceCard';
import { isAboutService, ServiceQuestions } from '@/modules/services/site/ServiceQuestions';
import { ServiceQuoteBox } from '@/modules/services/site/ServiceQuoteBox';
import { siteSettings } from '@/modules/settings/site/settings-values';
import { mediaByIds, recordBySlug, visibleRecords } from '@/site/content';
import type { ModulePageProps, ModulePublicPage } from '@/site/module-pages/module-page';
import { OfferDetail } from '@/site/offers/OfferDetail';
import { clampText, type PageSeo } from '@/site/seo/metadata';
import { serviceData } from '@/site/seo/offers-data';
import { Icon } from '@/site/ui/Icon';
import { ButtonLink, quoteHref } from '@/site/ui/primitives';

const load = ({ params, searchParams }: ModulePageProps) =>
  recordBySlug(servicesModule, params.slug, searchParams.preview);

async function metadata(props: ModulePageProps): Promise<PageSeo | null> {
  const found = await load(props);
  if (!found) return null;
  const { record, preview } = found;
  const image = record.imageId ? (await mediaByIds([record.imageId])).get(record.imageId) : undefined;
  return {
    title: record.seoTitle ?? `${record.title} in Los Angeles`,
    description:
      record.seoDescription ??
      (record.summary ||
        `${record.title} for homes and businesses in Los Angeles. Free site survey and quote.`),
    path: `/services/${record.slug}`,
    image,
    noindex: preview,
  };
}

/** `/services/{slug}`: a service with its text, what every installation comes with, its FAQs and the others. */
async function ServicePage(props: ModulePageProps) {
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
  const image = service.imageId ? media.get(service.imageId) : undefined;
  const path = `/services/${service.slug}`;
  return (
    <OfferDetail
      preview={preview}
      structuredData={serviceData({
        name: service.title,
        description: clampText(service.summary, 300),
        path,
        areasServed: business.areasServed,
        image,
      })}
      title={service.title}
      summary={service.summary}
      listCrumb={{ name: 'Services', path: '/services' }}
      path={path}
      headerActions={
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
      }
      banners={<Banners placement="services" />}
      image={image}
      // Prices named in the text are the packages', plans' and estimate rules' own.
      bodyHtml={service.body ? fillPrices(service.body, prices) : null}
      aside={
        <ServiceQuoteBox
          title={service.title}
          icon={service.icon}
          phone={business.phone}
          licenseNumber={business.licenseNumber}
        />
      }
      asideLabelledBy="service-quote-heading"
      more={{
        id: 'other-services-heading',
        eyebrow: 'More we do',
        title: 'Other services',
        cards: all
          .filter((other) => other.id !== service.id)
          .slice(0, 3)
          .map((other) => <ServiceCard key={other.id} service={other} />),
      }}
      callToAction={
        <QuoteCallToAction
          subject={{ service: service.title }}
          title={`Get a free quote for ${service.title}`}
        />
      }
    >
      <ServiceQuestions
        service={service.title}
        questions={faqs.filter((faq) => isAboutService(faq.category, service.title))}
      />
    </OfferDetail>
  );
}

export default { module: servicesModule, metadata, Page: ServicePage } satisfies ModulePublicPage;
