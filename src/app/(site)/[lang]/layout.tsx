import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { SiteFrame } from '@/app/(site)/_composition/SiteFrame';
import { siteIdentity } from '@/app/(site)/_composition/site-identity';
import { isLocale } from '@/kit/locales';
import { siteSettings } from '@/modules/settings/site/settings-values';
import { FRAME_WORDS } from '@/site/i18n/frame-words';
import { siteLocale } from '@/site/locale';
import { siteWideMetadata } from '@/site/seo/metadata';
import { siteOrigin } from '@/site/site-url';
import '../globals.css';

/**
 * Headings: Manrope (SIL Open Font License, fonts/Manrope-OFL.txt), variable weight, latin only,
 * self-hosted and preloaded. `optional`, not `swap`: the preloaded file is nearly always there for the
 * first paint, and when it is late the page keeps the fallback instead of re-wrapping its headings
 * when it lands. Next's metric-matched fallback is `local(Arial)`, which machines without Arial (most
 * Linux desktops) do not have, so there a swapped-in heading moved everything below it (a blog
 * post's long title shifted the page by 0.07 in Lighthouse, against a budget of 0.05).
 */
const manrope = localFont({
  src: '../fonts/manrope-latin-wght-normal.woff2',
  variable: '--font-manrope',
  weight: '200 800',
  display: 'optional',
  preload: true,
  fallback: ['ui-sans-serif', 'system-ui', 'Segoe UI', 'Arial'],
});

export async function generateMetadata(): Promise<Metadata> {
  const [business, site, locale] = await Promise.all([siteSettings(), siteIdentity(), siteLocale()]);
  return {
    ...siteWideMetadata(site, locale),
    metadataBase: new URL(`${siteOrigin}/`),
    title: {
      default: business.seoTitle ?? FRAME_WORDS[locale].defaultTitle(site.name),
      template: `%s | ${site.name}`,
    },
    description: business.seoDescription ?? FRAME_WORDS[locale].defaultDescription,
  };
}

/** Every public page renders from the database on request; the page cache in front of Next keeps it fast. */
export const dynamic = 'force-dynamic';

export const viewport: Viewport = { themeColor: '#0b1f4d', width: 'device-width', initialScale: 1 };

/** The public site's frame (src/app/(site)/_composition/SiteFrame.tsx) in the self-hosted heading font. */
export default async function SiteLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  return (
    <SiteFrame fontClass={manrope.variable} locale={lang}>
      {children}
    </SiteFrame>
  );
}
