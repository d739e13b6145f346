import { QuoteCallToAction } from '@/features/inquiries/public-site';
import { publicRatingOf } from '@/lib/trust-signals';
import { Banners } from '@/modules/banners/site/Banners';
import { LatestPosts } from '@/modules/blogs/site/LatestPosts';
import { MonitoringSection } from '@/modules/cctv/site/MonitoringSection';
import { PackagesSection } from '@/modules/cctv-packages/site/PackagesSection';
import { LogosSection } from '@/modules/clients/site/LogosSection';
import { FaqSection } from '@/modules/faqs/site/FaqSection';
import { PortfolioSection } from '@/modules/portfolios/site/PortfolioSection';
import { ReviewsSection } from '@/modules/reviews/site/ReviewsSection';
import { ServicesSection } from '@/modules/services/site/ServicesSection';
import { HeroSlides } from '@/modules/sliders/site/HeroSlides';
import { featuredFirst, ratingSummary, sectionOn } from '@/site/format';
import { AreasSection, HowItWorks, TrustBar } from '@/site/home/business-sections';
import { Hero } from '@/site/home/Hero';
import { HOME_WORDS } from '@/site/home/words';
import { COMMON_WORDS } from '@/site/i18n/common-words';
import { fallbackLang } from '@/site/i18n/fallback';
import { pageLanguage } from '@/site/i18n/page-language';
import { JsonLd } from '@/site/seo/JsonLd';
import { FALLBACK_SITE_NAME } from '@/site/seo/sharing';
import { webSite } from '@/site/seo/structured-data';
import type { HomePageContent } from './home-content';

/** Reviews the home page shows; the rest are on their own page. */
const HOME_REVIEWS = 3;

/** `/`: the hero, then each section the Home page settings switch on that has something to show. */
export async function HomePage({
  business,
  about,
  slides,
  services,
  packages,
  plans,
  projects,
  reviews,
  clients,
  partners,
  posts,
  faqs,
  areas,
  media,
}: HomePageContent) {
  const { locale } = await pageLanguage();
  const words = HOME_WORDS[locale];
  const on = (key: string) => sectionOn(business.sections, key);
  const rating = ratingSummary(reviews);
  const publicRating = publicRatingOf(business);
  const heroTitle = business.heroTitle ?? words.heroTitle;
  const address = business.address
    ? [business.address, business.city, business.postalCode].filter(Boolean).join(', ')
    : null;

  return (
    <>
      <JsonLd data={webSite({ name: business.siteName ?? FALLBACK_SITE_NAME })} />
      <Hero
        title={heroTitle}
        subtitle={business.heroSubtitle}
        ctaText={business.heroCtaText ?? COMMON_WORDS[locale].getFreeQuote}
        ctaLink={business.heroCtaLink ?? '/free-quote'}
        phone={business.phone}
        licenseNumber={business.licenseNumber}
        slides={slides.length > 0 && <HeroSlides slides={slides} media={media} headline={heroTitle} />}
        fallbackLangs={{
          title: fallbackLang(business, 'heroTitle', locale),
          subtitle: fallbackLang(business, 'heroSubtitle', locale),
          ctaText: fallbackLang(business, 'heroCtaText', locale),
        }}
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
      {on('quote') && <QuoteCallToAction title={words.quoteTitle} />}
    </>
  );
}
