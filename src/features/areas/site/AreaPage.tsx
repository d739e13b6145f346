import { InquiryForm, quoteSubjects } from '@/features/inquiries/public-site';
import { telHref } from '@/lib/phone-link';
import { ProjectCard } from '@/modules/portfolios/site/ProjectCard';
import { ServiceCard } from '@/modules/services/site/ServiceCard';
import { siteSettings } from '@/modules/settings/site/settings-values';
import { fallbackLang } from '@/site/i18n/fallback';
import { pageLanguage } from '@/site/i18n/page-language';
import { JsonLd } from '@/site/seo/JsonLd';
import { serviceData } from '@/site/seo/offers-data';
import { answeredWithin } from '@/site/seo/opening-hours';
import { CardGrid } from '@/site/ui/CardGrid';
import { Container, PageHeader, Section, SectionHeading } from '@/site/ui/primitives';
import { AreaReviews } from './AreaReviews';
import { areaDetails, areaWork } from './area-facts';
import type { ServedArea } from './served-areas';
import { AREA_WORDS } from './words';

/**
 * `/areas/{city}`: the proof that the business works in a served city, only while it has published
 * work there: its projects, its clients' reviews, the services done, and the quote form.
 */
export async function AreaPage({ area }: { area: ServedArea }) {
  const path = `/areas/${area.slug}`;
  const [business, { services, media }, subjects, { locale }] = await Promise.all([
    siteSettings(),
    areaDetails(area),
    quoteSubjects({}),
    pageLanguage(),
  ]);
  const words = AREA_WORDS[locale];
  const phone = business.phone ? { label: business.phone, href: telHref(business.phone) } : null;
  return (
    <>
      <JsonLd
        data={serviceData({
          name: words.serviceName(area.name),
          serviceType: words.serviceType,
          description: words.serviceDescription(area.name),
          path,
          areasServed: [area.name],
          image: media.get(area.projects[0]?.imageIds[0]),
          locale,
        })}
      />
      <PageHeader
        title={words.title(area.name)}
        intro={words.intro(area.name, areaWork(area, locale))}
        crumbs={[{ name: area.name, path }]}
      />
      {area.projects.length > 0 && (
        <Section tone="muted" labelledBy="area-projects-heading">
          <SectionHeading
            id="area-projects-heading"
            eyebrow={words.projectsEyebrow}
            title={words.projectsTitle(area.name)}
          />
          <CardGrid columns={2} count={area.projects.length} className="mt-8">
            {area.projects.map((project, index) => (
              <li key={project.id}>
                <ProjectCard
                  headingLevel="h3"
                  priority={index === 0}
                  project={{
                    ...project,
                    image: media.get(project.imageIds[0]) ?? null,
                    titleLang: fallbackLang(project, 'title', locale),
                  }}
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
            eyebrow={words.reviewsEyebrow}
            title={words.reviewsTitle(area.name)}
            intro={words.reviewsIntro(area.reviews.length, area.name)}
          />
          <AreaReviews reviews={area.reviews} />
        </Section>
      )}
      {services.length > 0 && (
        <Section tone="muted" labelledBy="area-services-heading">
          <SectionHeading
            id="area-services-heading"
            eyebrow={words.servicesEyebrow}
            title={words.servicesTitle(area.name)}
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
              title={words.quoteTitle(area.name)}
              intro={words.quoteIntro(answeredWithin(business.businessHours, locale))}
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
