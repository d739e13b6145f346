import { HeadingRow, MoreLink } from '@/site/home/section-parts';
import { CardGrid } from '@/site/ui/CardGrid';
import { Section, SectionHeading } from '@/site/ui/primitives';
import { type Service, ServiceCard } from './ServiceCard';

/** The home page's services, featured ones first (the caller's order). */
export function ServicesSection({ services }: { services: Service[] }) {
  return (
    <Section tone="muted" labelledBy="services-heading">
      <HeadingRow link={<MoreLink href="/services">All services</MoreLink>}>
        <SectionHeading
          id="services-heading"
          eyebrow="What we install"
          title="Security systems for homes and businesses"
          intro="One local team for cameras, access control, alarms and monitoring: designed for your property, installed cleanly, supported for years."
        />
      </HeadingRow>
      <CardGrid as="div" count={services.length} className="mt-12">
        {services.map((service) => (
          <ServiceCard key={service.id} service={service} />
        ))}
      </CardGrid>
    </Section>
  );
}
