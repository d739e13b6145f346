import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { socialsModule } from '@/modules/socials/module';
import { aboutPage, siteSettings, visibleRecords } from '@/site/content';
import { SiteFooter } from '@/site/layout/SiteFooter';
import { SiteHeader } from '@/site/layout/SiteHeader';
import { JsonLd } from '@/site/seo/JsonLd';
import { localBusiness } from '@/site/seo/structured-data';
import { siteOrigin } from '@/site/site-url';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const business = await siteSettings();
  const name = business.siteName ?? 'Security Camera Installation';
  return {
    metadataBase: new URL(`${siteOrigin}/`),
    title: {
      default: business.seoTitle ?? `${name} | Security Camera Installation in Los Angeles`,
      template: `%s | ${name}`,
    },
    description:
      business.seoDescription ??
      'Professional security camera installation in Los Angeles: CCTV, access control, alarm systems and remote video monitoring. Free quote, 24/7 support.',
    openGraph: { siteName: name, locale: 'en_US', type: 'website' },
  };
}

/** Every public page renders from the database on request; the page cache in front of Next keeps it fast. */
export const dynamic = 'force-dynamic';

export const viewport: Viewport = { themeColor: '#0b1f4d', width: 'device-width', initialScale: 1 };

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const [business, about, socials] = await Promise.all([
    siteSettings(),
    aboutPage(),
    visibleRecords(socialsModule),
  ]);
  return (
    <html lang="en">
      <body className="bg-white font-sans text-slate-800 antialiased">
        <JsonLd data={localBusiness(business, { about, sameAs: socials.map((social) => social.url) })} />
        <SiteHeader />
        <main id="main">{children}</main>
        <SiteFooter />
      </body>
    </html>
  );
}
