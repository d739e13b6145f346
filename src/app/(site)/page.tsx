import type { Metadata } from 'next';
import { Banners } from '@/modules/banners/site/Banners';
import { blogsModule } from '@/modules/blogs/module';
import { cctvModule } from '@/modules/cctv/module';
import { cctvPackagesModule } from '@/modules/cctv-packages/module';
import { clientsModule } from '@/modules/clients/module';
import { faqsModule } from '@/modules/faqs/module';
import { partnersModule } from '@/modules/partners/module';
import { portfoliosModule } from '@/modules/portfolios/module';
import { reviewsModule } from '@/modules/reviews/module';
import { servicesModule } from '@/modules/services/module';
import { slidersModule } from '@/modules/sliders/module';
import { aboutPage, mediaByIds, siteSettings, visibleRecords } from '@/site/content';
import { ratingSummary, sectionOn } from '@/site/format';
import { Hero } from '@/site/home/Hero';
import {
  HowItWorks,
  MonitoringSection,
  PackagesSection,
  ServicesSection,
  TrustBar,
} from '@/site/home/offer-sections';
import { LogosSection, PortfolioSection, ReviewsSection } from '@/site/home/proof-sections';
import { AreasSection, FaqSection, LatestPosts } from '@/site/home/reading-sections';
import { featuredFirst } from '@/site/offers/cards';
import { JsonLd } from '@/site/seo/JsonLd';
import { pageMetadata } from '@/site/seo/metadata';
import { FALLBACK_SITE_NAME } from '@/site/seo/sharing';
import { webSite } from '@/site/seo/structured-data';
import { QuoteCallToAction } from '@/site/ui/QuoteCallToAction';

/** Reviews and FAQs the home page shows; the rest are on their own pages. */
const HOME_REVIEWS = 3;
const HOME_FAQS = 5;

export async function generateMetadata(): Promise<Metadata> {
  const business = await siteSettings();
  const name = business.siteName ?? 'Security Camera Installation';
  const metadata = await pageMetadata({
    title: business.seoTitle ?? `${name} | Security Camera Installation in Los Angeles`,
    description:
      business.seoDescription ??
      business.heroSubtitle ??
      'Licensed security camera installation in Los Angeles: CCTV, access control, alarms and 24/7 monitoring. Free quote.',
    path: '/',
  });
  // The home page's title stands alone, without the layout's "| Business" suffix.
  return { ...metadata, title: { absolute: String(metadata.title) } };
}

export default async function HomePage() {
  const business = await siteSettings();
  const on = (key: string) => sectionOn(business.sections, key);
  const none = Promise.resolve([]);
  const [about, slides, services, packages, plans, projects, reviews, clients, partners, posts, faqs] =
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
    ]);
  const media = await mediaByIds([
    ...slides.map((slide) => slide.imageId),
    ...projects.map((project) => project.imageIds?.[0]),
    ...clients.map((client) => client.logoId),
    ...partners.map((partner) => partner.logoId),
    ...posts.map((post) => post.coverImageId),
  ]);
  const rating = ratingSummary(reviews);
  const areas = business.areasServed ?? [];
  const address = business.address
    ? [business.address, business.city, business.postalCode].filter(Boolean).join(', ')
    : null;

  return (
    <>
      <JsonLd data={webSite({ name: business.siteName ?? FALLBACK_SITE_NAME })} />
      <Hero
        title={business.heroTitle ?? 'Security cameras installed across Los Angeles'}
        subtitle={business.heroSubtitle}
        ctaText={business.heroCtaText ?? 'Get a free quote'}
        ctaLink={business.heroCtaLink ?? '/free-quote'}
        phone={business.phone}
        licenseNumber={business.licenseNumber}
        slides={slides}
        media={media}
      />
      <Banners placement="home" />
      {on('trust') && (
        <TrustBar
          rating={rating}
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
        <ReviewsSection reviews={reviews.slice(0, HOME_REVIEWS)} rating={rating} />
      )}
      {clients.length + partners.length > 0 && (
        <LogosSection clients={clients} partners={partners} media={media} />
      )}
      {posts.length > 0 && <LatestPosts posts={posts} media={media} />}
      {faqs.length > 0 && <FaqSection faqs={faqs} />}
      {on('areas') && areas.length > 0 && (
        <AreasSection areas={areas} address={address} phone={business.phone} />
      )}
      {on('quote') && (
        <QuoteCallToAction
          title="Ready when you are: get your free quote"
          text="Tell us about your property. We call back within one business hour (Mon–Sat) to book a free site survey."
        />
      )}
    </>
  );
}
