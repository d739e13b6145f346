import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { SiteFrame } from '@/app/(site)/_composition/SiteFrame';
import { siteIdentity } from '@/app/(site)/_composition/site-identity';
import { siteSettings } from '@/modules/settings/site/settings-values';
import { siteWideMetadata } from '@/site/seo/metadata';
import { siteOrigin } from '@/site/site-url';
import './globals.css';

/**
 * Headings: Manrope (SIL Open Font License, fonts/Manrope-OFL.txt), variable weight, latin only,
 * self-hosted and preloaded. `optional`, not `swap`: the preloaded file is nearly always there for the
 * first paint, and when it is late the page keeps the fallback instead of re-wrapping its headings
 * when it lands. Next's metric-matched fallback is `local(Arial)`, which machines without Arial (most
 * Linux desktops) do not have, so there a swapped-in heading moved everything below it (a blog
 * post's long title shifted the page by 0.07 in Lighthouse, against a budget of 0.05).
 */
const manrope = localFont({
  src: './fonts/manrope-latin-wght-normal.woff2',
  variable: '--font-manrope',
  weight: '200 800',
  display: 'optional',
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

/** The public site's frame (src/app/(site)/_composition/SiteFrame.tsx) in the self-hosted heading font. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteFrame fontClass={manrope.variable}>{children}</SiteFrame>;
}
