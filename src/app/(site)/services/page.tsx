import type { Metadata } from 'next';
import { pageMetadata } from '@/app/(site)/_composition/site-identity';
import { QuoteCallToAction } from '@/features/inquiries';
import { Banners } from '@/modules/banners/site/Banners';
import { servicesModule } from '@/modules/services/module';
import { ServiceCard } from '@/modules/services/site/ServiceCard';
import { siteSettings } from '@/modules/settings/site/settings-values';
import { visibleRecords } from '@/site/content';
import { featuredFirst } from '@/site/format';
import { WhyUs } from '@/site/offers/WhyUs';
import { CardGrid } from '@/site/ui/CardGrid';
import { PageHeader, Section } from '@/site/ui/primitives';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Security Services in Los Angeles',
    description:
      'CCTV installation, access control, alarm systems, video intercoms, remote monitoring and repairs for Los Angeles homes and businesses. Free site survey.',
    path: '/services',
  });
}

export default async function ServicesPage() {
  const [services, business] = await Promise.all([visibleRecords(servicesModule), siteSettings()]);
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
      <WhyUs licenseNumber={business.licenseNumber} />
      <QuoteCallToAction />
    </>
  );
}
