import { HeadingRow, MoreLink } from '@/site/home/section-parts';
import { pageLanguage } from '@/site/i18n/page-language';
import { CardGrid } from '@/site/ui/CardGrid';
import { Section, SectionHeading } from '@/site/ui/primitives';
import { type Service, ServiceCard } from './ServiceCard';
import { SERVICE_WORDS } from './words';

/** The home page's services, featured ones first (the caller's order). */
export async function ServicesSection({ services }: { services: Service[] }) {
  const words = SERVICE_WORDS[(await pageLanguage()).locale];
  return (
    <Section tone="muted" labelledBy="services-heading">
      <HeadingRow link={<MoreLink href="/services">{words.homeAll}</MoreLink>}>
        <SectionHeading
          id="services-heading"
          eyebrow={words.homeEyebrow}
          title={words.homeTitle}
          intro={words.homeIntro}
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
