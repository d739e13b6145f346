import type { ReactNode } from 'react';
import { siteIdentity } from '@/app/(site)/_composition/site-identity';
import { VisitScript } from '@/features/attribution/public-site';
import type { Locale } from '@/kit/locales';
import { contentPageLinks } from '@/modules/contents/site/page-links';
import { aboutPage, analyticsCode, siteSettings } from '@/modules/settings/site/settings-values';
import { socialsModule } from '@/modules/socials/module';
import { SocialLinks } from '@/modules/socials/site/SocialLinks';
import { FooterNewsletter } from '@/modules/subscribers/site/FooterNewsletter';
import { AnalyticsBody, AnalyticsHead } from '@/site/analytics/AnalyticsCode';
import { visibleRecords } from '@/site/content';
import { FRAME_WORDS } from '@/site/i18n/frame-words';
import { pageLanguage } from '@/site/i18n/page-language';
import { SiteFooter } from '@/site/layout/SiteFooter';
import { MobileActionBar, SiteHeader, TopBar } from '@/site/layout/SiteHeader';
import { JsonLd } from '@/site/seo/JsonLd';
import { localBusiness } from '@/site/seo/structured-data';

/**
 * The public site's frame around every page, composed from the features that fill it: business
 * details and structured data, analytics code, header, footer links, the visit script.
 */
export async function SiteFrame({
  children,
  fontClass,
  locale,
}: {
  children: ReactNode;
  fontClass: string;
  /** The language of the page: the document's `lang`. */
  locale: Locale;
}) {
  const [business, about, site, analytics, pageLinks, socials, language] = await Promise.all([
    siteSettings(),
    aboutPage(),
    siteIdentity(),
    analyticsCode(),
    contentPageLinks(),
    visibleRecords(socialsModule),
    pageLanguage(),
  ]);
  const words = FRAME_WORDS[locale];
  return (
    <html lang={locale} className={fontClass}>
      <head>
        <AnalyticsHead code={analytics} />
      </head>
      <body className="bg-white font-sans text-slate-800 antialiased">
        <AnalyticsBody code={analytics} />
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-accent-500 px-5 py-3 font-bold text-brand-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {words.skipToContent}
        </a>
        <JsonLd
          data={localBusiness(business, {
            about,
            sameAs: site.profiles,
            logoUrl: site.logoUrl,
            imageUrl: site.imageUrl,
            priceRange: site.priceRange,
          })}
        />
        <TopBar business={business} words={words} language={language} />
        <SiteHeader business={business} language={language} words={words} />
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <SiteFooter
          language={language}
          words={words}
          business={business}
          newsletter={<FooterNewsletter />}
          companyLinks={pageLinks}
          socialLinks={(siteName) => <SocialLinks socials={socials} siteName={siteName} />}
        />
        <MobileActionBar business={business} language={language} words={words} />
        <VisitScript />
      </body>
    </html>
  );
}
