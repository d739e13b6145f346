import { QuoteCallToAction } from '@/features/inquiries/public-site';
import type { PublicRecordOfModule } from '@/kit/define-module';
import { Banners } from '@/modules/banners/site/Banners';
import type { servicesModule } from '@/modules/services/module';
import { ServiceCard } from '@/modules/services/site/ServiceCard';
import { featuredFirst } from '@/site/format';
import { WhyUs } from '@/site/offers/WhyUs';
import { CardGrid } from '@/site/ui/CardGrid';
import { PageHeader, Section } from '@/site/ui/primitives';

type Service = PublicRecordOfModule<typeof servicesModule>;

/** `/services`: every published service, featured first, then why choose us and the quote. */
export function ServicesIndex({
  services,
  licenseNumber,
}: {
  services: Service[];
  licenseNumber: string | null;
}) {
  return (
    <>
      <PageHeader
        title="Security services"
        intro="Everything a home or business in Los Angeles needs to see, control and protect its property, from one licensed local team."
        crumbs={[{ name: 'Services', path: '/services' }]}
      />
      <Banners placement="services" />
      <Section tone="muted" labelledBy="services-list-heading">
        <h2 id="services-list-heading" className="sr-only">
          Our services
        </h2>
        {services.length > 0 ? (
          <CardGrid as="div" count={services.length}>
            {featuredFirst(services).map((service) => (
              <ServiceCard key={service.id} service={service} />
            ))}
          </CardGrid>
        ) : (
          <p className="text-lg text-slate-600">
            Our service list is being updated. Call us to talk about your project.
          </p>
        )}
      </Section>
      <WhyUs licenseNumber={licenseNumber} />
      <QuoteCallToAction />
    </>
  );
}
