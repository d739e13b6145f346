import { InquiryForm, quoteSubjects } from '@/features/inquiries/public-site';
import { telHref } from '@/lib/phone-link';
import { ProjectCard } from '@/modules/portfolios/site/ProjectCard';
import { ServiceCard } from '@/modules/services/site/ServiceCard';
import { siteSettings } from '@/modules/settings/site/settings-values';
import { JsonLd } from '@/site/seo/JsonLd';
import { serviceData } from '@/site/seo/offers-data';
import { answeredWithin } from '@/site/seo/opening-hours';
import { CardGrid } from '@/site/ui/CardGrid';
import { Container, PageHeader, Section, SectionHeading } from '@/site/ui/primitives';
import { AreaReviews } from './AreaReviews';
import { areaDetails, areaSummary, counted } from './area-facts';
import type { ServedArea } from './served-areas';

/**
 * `/areas/{city}`: the proof that the business works in a served city, only while it has published
 * work there: its projects, its clients' reviews, the services done, and the quote form.
 */
export async function AreaPage({ area }: { area: ServedArea }) {
  const path = `/areas/${area.slug}`;
  const [business, { services, media }, subjects] = await Promise.all([
    siteSettings(),
    areaDetails(area),
    quoteSubjects({}),
  ]);
  const phone = business.phone ? { label: business.phone, href: telHref(business.phone) } : null;
  const summary = areaSummary(area);
  return (
    <>
      <JsonLd
        data={serviceData({
          name: `Security camera installation in ${area.name}`,
          serviceType: 'Security camera installation',
          description: `Security camera installation in ${area.name} by a licensed Los Angeles installer.`,
          path,
          areasServed: [area.name],
          image: media.get(area.projects[0]?.imageIds[0]),
        })}
      />
      <PageHeader
        title={`Security cameras in ${area.name}`}
        intro={`Our work in ${area.name}: ${summary.replace(` from ${area.name}`, '')}. Local crews, a free site survey and a written quote.`}
        crumbs={[{ name: area.name, path }]}
      />
      {area.projects.length > 0 && (
        <Section tone="muted" labelledBy="area-projects-heading">
          <SectionHeading id="area-projects-heading" eyebrow="Our work" title={`Projects in ${area.name}`} />
          <CardGrid columns={2} count={area.projects.length} className="mt-8">
            {area.projects.map((project, index) => (
              <li key={project.id}>
                <ProjectCard
                  headingLevel="h3"
                  priority={index === 0}
                  project={{ ...project, image: media.get(project.imageIds[0]) ?? null }}
                />
              </li>
            ))}
          </CardGrid>
        </Section>
      )}
      {area.reviews.length > 0 && (
        <Section labelledBy="area-reviews-heading">
          <SectionHeading
            id="area-reviews-heading"
            eyebrow="Client reviews"
            title={`What clients in ${area.name} say`}
            intro={`${counted(area.reviews.length, 'review')} on this site from clients in ${area.name}.`}
          />
          <AreaReviews reviews={area.reviews} />
        </Section>
      )}
      {services.length > 0 && (
        <Section tone="muted" labelledBy="area-services-heading">
          <SectionHeading
            id="area-services-heading"
            eyebrow="Services"
            title={`What we installed in ${area.name}`}
          />
          <CardGrid count={services.length} className="mt-8">
            {services.map((service) => (
              <li key={service.id} className="flex">
                <ServiceCard service={service} />
              </li>
            ))}
          </CardGrid>
        </Section>
      )}
      <div className="bg-slate-50">
        <Container className="py-10 sm:py-14">
          <section
            aria-labelledby="quote-form-title"
            className="mx-auto max-w-3xl rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:p-10"
          >
            <InquiryForm
              kind="quote"
              title={`Get a free quote in ${area.name}`}
              intro={`It takes about a minute. We answer ${answeredWithin(business.businessHours)}.`}
              sourcePath={path}
              renderedAt={Date.now()}
              subjects={subjects.groups}
              phone={phone}
            />
          </section>
        </Container>
      </div>
    </>
  );
}
