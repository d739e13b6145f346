import type { Metadata } from 'next';
import { pageMetadata } from '@/app/(site)/_composition/site-identity';
import { servedAreas } from '@/features/areas';
import { QuoteCallToAction } from '@/features/inquiries';
import { publicRatingOf } from '@/lib/trust-signals';
import { Banners } from '@/modules/banners/site/Banners';
import { blogsModule } from '@/modules/blogs/module';
import { LatestPosts } from '@/modules/blogs/site/LatestPosts';
import { cctvModule } from '@/modules/cctv/module';
import { MonitoringSection } from '@/modules/cctv/site/MonitoringSection';
import { cctvPackagesModule } from '@/modules/cctv-packages/module';
import { PackagesSection } from '@/modules/cctv-packages/site/PackagesSection';
import { clientsModule } from '@/modules/clients/module';
import { LogosSection } from '@/modules/clients/site/LogosSection';
import { faqsModule } from '@/modules/faqs/module';
import { FaqSection } from '@/modules/faqs/site/FaqSection';
import { partnersModule } from '@/modules/partners/module';
import { portfoliosModule } from '@/modules/portfolios/module';
import { PortfolioSection } from '@/modules/portfolios/site/PortfolioSection';
import { reviewsModule } from '@/modules/reviews/module';
import { ReviewsSection } from '@/modules/reviews/site/ReviewsSection';
import { servicesModule } from '@/modules/services/module';
import { ServicesSection } from '@/modules/services/site/ServicesSection';
import { aboutPage, siteSettings } from '@/modules/settings/site/settings-values';
import { slidersModule } from '@/modules/sliders/module';
import { HeroSlides } from '@/modules/sliders/site/HeroSlides';
import { mediaByIds, visibleRecords } from '@/site/content';
import { featuredFirst, ratingSummary, sectionOn } from '@/site/format';
import { AreasSection, HowItWorks, TrustBar } from '@/site/home/business-sections';
import { Hero } from '@/site/home/Hero';
import { JsonLd } from '@/site/seo/JsonLd';
import { FALLBACK_SITE_NAME } from '@/site/seo/sharing';
import { webSite } from '@/site/seo/structured-data';

/** Reviews and FAQs the home page shows; the rest are on their own pages. */
const HOME_REVIEWS = 3;
const HOME_FAQS = 5;

export async function generateMetadata(): Promise<Metadata> {
  const business = await siteSettings();
  const name = business.siteName ?? 'Security Camera Installation';
  // Naming the business, the title stands alone: no "| Business" is added to it.
  return pageMetadata({
    title: business.seoTitle ?? `${name} | Security Camera Installation in Los Angeles`,
    description:
      business.seoDescription ??
      business.heroSubtitle ??
      'Licensed security camera installation in Los Angeles: CCTV, access control, alarms and 24/7 monitoring. Free quote.',
    path: '/',
  });
}

export default async function HomePage() {
  const business = await siteSettings();
  const on = (key: string) => sectionOn(business.sections, key);
  const none = Promise.resolve([]);
  const [about, slides, services, packages, plans, projects, reviews, clients, partners, posts, faqs, areas] =
    await Promise.all([
      aboutPage(),
      on('slider') ? visibleRecords(slidersModule) : none,
      on('services') ? visibleRecords(servicesModule) : none,
      on('packages') ? visibleRecords(cctvPackagesModule) : none,
      on('monitoring') ? visibleRecords(cctvModule, { limit: 3 }) : none,
      on('portfolio') ? visibleRecords(portfoliosModule, { filters: { featured: 'true' }, limit: 3 }) : none,
      on('reviews') || on('trust') ? visibleRecords(reviewsModule) : none,
      on('clients') ? visibleRecords(clientsModule) : none,
      on('clients') ? visibleRecords(partnersModule) : none,
      on('blog') ? visibleRecords(blogsModule, { limit: 3, sort: 'publishedAt', order: 'desc' }) : none,
      on('faqs') ? visibleRecords(faqsModule, { limit: HOME_FAQS }) : none,
      on('areas') ? servedAreas() : none,
    ]);
  const media = await mediaByIds([
    ...slides.map((slide) => slide.imageId),
    ...projects.map((project) => project.imageIds?.[0]),
    ...clients.map((client) => client.logoId),
    ...partners.map((partner) => partner.logoId),
    ...posts.map((post) => post.coverImageId),
  ]);
  const rating = ratingSummary(reviews);
  const publicRating = publicRatingOf(business);
  const heroTitle = business.heroTitle ?? 'Security cameras installed across Los Angeles';
  const address = business.address
    ? [business.address, business.city, business.postalCode].filter(Boolean).join(', ')
    : null;

  return (
    <>
      <JsonLd data={webSite({ name: business.siteName ?? FALLBACK_SITE_NAME })} />
      <Hero
        title={heroTitle}
        subtitle={business.heroSubtitle}
        ctaText={business.heroCtaText ?? 'Get a free quote'}
        ctaLink={business.heroCtaLink ?? '/free-quote'}
        phone={business.phone}
        licenseNumber={business.licenseNumber}
        slides={slides.length > 0 && <HeroSlides slides={slides} media={media} headline={heroTitle} />}
      />
      <Banners placement="home" />
      {on('trust') && (
        <TrustBar
          rating={rating}
          publicRating={publicRating}
          yearsInBusiness={about.yearsInBusiness}
          projectsCompleted={about.projectsCompleted}
          licenseNumber={business.licenseNumber}
        />
      )}
      {services.length > 0 && <ServicesSection services={featuredFirst(services)} />}
      {on('process') && <HowItWorks />}
      {packages.length > 0 && <PackagesSection packages={packages} />}
      {plans.length > 0 && <MonitoringSection plans={plans} />}
      {projects.length > 0 && <PortfolioSection projects={projects} media={media} />}
      {on('reviews') && reviews.length > 0 && (
        <ReviewsSection
          reviews={reviews.slice(0, HOME_REVIEWS)}
          rating={rating}
          publicRating={publicRating}
        />
      )}
      {clients.length + partners.length > 0 && (
        <LogosSection clients={clients} partners={partners} media={media} />
      )}
      {posts.length > 0 && <LatestPosts posts={posts} media={media} />}
      {faqs.length > 0 && <FaqSection faqs={faqs} />}
      {on('areas') && areas.length > 0 && (
        <AreasSection areas={areas} address={address} phone={business.phone} />
      )}
      {on('quote') && <QuoteCallToAction title="Ready when you are: get your free quote" />}
    </>
  );
}
