import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { siteIdentity } from '@/app/(site)/_composition/site-identity';
import { VisitScript } from '@/features/attribution/public-site';
import { contentPageLinks } from '@/modules/contents/site/page-links';
import { aboutPage, analyticsCode, siteSettings } from '@/modules/settings/site/settings-values';
import { socialsModule } from '@/modules/socials/module';
import { SocialLinks } from '@/modules/socials/site/SocialLinks';
import { FooterNewsletter } from '@/modules/subscribers/site/FooterNewsletter';
import { AnalyticsBody, AnalyticsHead } from '@/site/analytics/AnalyticsCode';
import { visibleRecords } from '@/site/content';
import { SiteFooter } from '@/site/layout/SiteFooter';
import { MobileActionBar, SiteHeader, TopBar } from '@/site/layout/SiteHeader';
import { JsonLd } from '@/site/seo/JsonLd';
import { siteWideMetadata } from '@/site/seo/metadata';
import { localBusiness } from '@/site/seo/structured-data';
import { siteOrigin } from '@/site/site-url';
import './globals.css';

/** Headings: Manrope (SIL Open Font License, fonts/Manrope-OFL.txt), variable weight, latin only, self-hosted and preloaded. */
const manrope = localFont({
  src: './fonts/manrope-latin-wght-normal.woff2',
  variable: '--font-manrope',
  weight: '200 800',
  display: 'swap',
  preload: true,
  fallback: ['ui-sans-serif', 'system-ui', 'Segoe UI', 'Arial'],
});

export async function generateMetadata(): Promise<Metadata> {
  const [business, site] = await Promise.all([siteSettings(), siteIdentity()]);
  return {
    ...siteWideMetadata(site),
    metadataBase: new URL(`${siteOrigin}/`),
    title: {
      default: business.seoTitle ?? `${site.name} | Security Camera Installation in Los Angeles`,
      template: `%s | ${site.name}`,
    },
    description:
      business.seoDescription ??
      'Professional security camera installation in Los Angeles: CCTV, access control, alarm systems and remote video monitoring. Free quote, 24/7 support.',
  };
}

/** Every public page renders from the database on request; the page cache in front of Next keeps it fast. */
export const dynamic = 'force-dynamic';

export const viewport: Viewport = { themeColor: '#0b1f4d', width: 'device-width', initialScale: 1 };

/** The public site's frame, composed here from the features that fill it: business details, analytics code, footer links. */
export default async function SiteLayout({ children }: { children: ReactNode }) {
  const [business, about, site, analytics, pageLinks, socials] = await Promise.all([
    siteSettings(),
    aboutPage(),
    siteIdentity(),
    analyticsCode(),
    contentPageLinks(),
    visibleRecords(socialsModule),
  ]);
  return (
    <html lang="en" className={manrope.variable}>
      <head>
        <AnalyticsHead code={analytics} />
      </head>
      <body className="bg-white font-sans text-slate-800 antialiased">
        <AnalyticsBody code={analytics} />
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-accent-500 px-5 py-3 font-bold text-brand-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
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
        <TopBar business={business} />
        <SiteHeader business={business} />
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <SiteFooter
          business={business}
          newsletter={<FooterNewsletter />}
          companyLinks={pageLinks}
          socialLinks={(siteName) => <SocialLinks socials={socials} siteName={siteName} />}
        />
        <MobileActionBar business={business} />
        <VisitScript />
      </body>
    </html>
  );
}
