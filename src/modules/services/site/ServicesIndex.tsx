import { QuoteCallToAction } from '@/features/inquiries/public-site';
import type { PublicRecordOfModule } from '@/kit/define-module';
import { Banners } from '@/modules/banners/site/Banners';
import type { servicesModule } from '@/modules/services/module';
import { ServiceCard } from '@/modules/services/site/ServiceCard';
import { featuredFirst } from '@/site/format';
import { pageLanguage } from '@/site/i18n/page-language';
import { WhyUs } from '@/site/offers/WhyUs';
import { CardGrid } from '@/site/ui/CardGrid';
import { PageHeader, Section } from '@/site/ui/primitives';
import { SERVICE_WORDS } from './words';

type Service = PublicRecordOfModule<typeof servicesModule>;

/** `/services`: every published service, featured first, then why choose us and the quote. */
export async function ServicesIndex({
  services,
  licenseNumber,
}: {
  services: Service[];
  licenseNumber: string | null;
}) {
  const words = SERVICE_WORDS[(await pageLanguage()).locale];
  return (
    <>
      <PageHeader
        title={words.indexTitle}
        intro={words.indexIntro}
        crumbs={[{ name: words.crumb, path: '/services' }]}
      />
      <Banners placement="services" />
      <Section tone="muted" labelledBy="services-list-heading">
        <h2 id="services-list-heading" className="sr-only">
          {words.listHeading}
        </h2>
        {services.length > 0 ? (
          <CardGrid as="div" count={services.length}>
            {featuredFirst(services).map((service) => (
              <ServiceCard key={service.id} service={service} />
            ))}
          </CardGrid>
        ) : (
          <p className="text-lg text-slate-600">{words.emptyList}</p>
        )}
      </Section>
      <WhyUs licenseNumber={licenseNumber} />
      <QuoteCallToAction />
    </>
  );
}
