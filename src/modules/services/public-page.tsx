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
import { COMMON_WORDS } from '@/site/i18n/common-words';
import { fallbackLang } from '@/site/i18n/fallback';
import { pageLanguage } from '@/site/i18n/page-language';
import { TextWithPart } from '@/site/i18n/TextWithPart';
import { siteLocale } from '@/site/locale';
import type { ModulePageProps, ModulePublicPage } from '@/site/module-pages/module-page';
import { OfferDetail } from '@/site/offers/OfferDetail';
import { clampText, type PageSeo } from '@/site/seo/metadata';
import { serviceData } from '@/site/seo/offers-data';
import { Icon } from '@/site/ui/Icon';
import { ButtonLink, quoteHref } from '@/site/ui/primitives';
import { SERVICE_WORDS } from './site/words';

const load = ({ params, searchParams }: ModulePageProps) =>
  recordBySlug(servicesModule, params.slug, searchParams.preview);

async function metadata(props: ModulePageProps): Promise<PageSeo | null> {
  const found = await load(props);
  if (!found) return null;
  const { record, preview } = found;
  const words = SERVICE_WORDS[await siteLocale()];
  const image = record.imageId ? (await mediaByIds([record.imageId])).get(record.imageId) : undefined;
  return {
    title: record.seoTitle ?? words.metaTitle(record.title),
    description: record.seoDescription ?? (record.summary || words.metaDescription(record.title)),
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
  const { locale } = await pageLanguage();
  const words = SERVICE_WORDS[locale];
  const common = COMMON_WORDS[locale];
  const [business, all, media, faqs, prices] = await Promise.all([
    siteSettings(),
    visibleRecords(servicesModule),
    mediaByIds([service.imageId]),
    visibleRecords(faqsModule),
    estimateInputs().then(priceBookOf),
  ]);
  const image = service.imageId ? media.get(service.imageId) : undefined;
  const path = `/services/${service.slug}`;
  const titleLang = fallbackLang(service, 'title', locale);
  const withTitle = (text: string) => <TextWithPart text={text} part={service.title} lang={titleLang} />;
  return (
    <OfferDetail
      preview={preview}
      structuredData={serviceData({
        name: service.title,
        description: clampText(service.summary, 300),
        path,
        areasServed: business.areasServed,
        image,
        locale,
      })}
      title={service.title}
      summary={service.summary}
      aboutLabel={words.about(service.title)}
      fallbackLangs={{
        title: titleLang,
        summary: fallbackLang(service, 'summary', locale),
        body: fallbackLang(service, 'body', locale),
      }}
      listCrumb={{ name: words.crumb, path: '/services' }}
      path={path}
      headerActions={
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink href={quoteHref({ service: service.title })}>
            {common.getFreeQuote}
            <span className="sr-only">{withTitle(common.forSubject(service.title))}</span>
          </ButtonLink>
          {business.phone && (
            <ButtonLink href={telHref(business.phone)} variant="outline">
              <Icon name="phone" className="size-5" /> {common.callNumber(business.phone)}
            </ButtonLink>
          )}
        </div>
      }
      banners={<Banners placement="services" />}
      image={image}
      // Prices named in the text are the packages', plans' and estimate rules' own.
      bodyHtml={service.body ? fillPrices(service.body, prices, words.priceOnRequest) : null}
      aside={
        <ServiceQuoteBox
          title={service.title}
          titleLang={titleLang}
          icon={service.icon}
          phone={business.phone}
          licenseNumber={business.licenseNumber}
        />
      }
      asideLabelledBy="service-quote-heading"
      more={{
        id: 'other-services-heading',
        eyebrow: words.moreEyebrow,
        title: words.moreTitle,
        cards: all
          .filter((other) => other.id !== service.id)
          .slice(0, 3)
          .map((other) => <ServiceCard key={other.id} service={other} />),
      }}
      callToAction={
        <QuoteCallToAction
          subject={{ service: service.title }}
          title={withTitle(words.quoteTitle(service.title))}
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
