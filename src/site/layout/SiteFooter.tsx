import type { ReactNode } from 'react';
import { telHref } from '@/lib/phone-link';
import type { BusinessDetails } from '../business';
import { LicenseLink } from '../trust/LicenseLink';
import { Icon } from '../ui/Icon';
import { Container } from '../ui/primitives';
import { joinSeparated, withTrailingSeparators } from '../ui/separated';
import { LogoMark } from './Logo';
import { MAIN_NAVIGATION, MORE_NAVIGATION, textHrefOf } from './SiteHeader';

/** How many areas the footer names before "and more". */
const AREAS_IN_FOOTER = 8;

const linkStyle =
  'inline-flex min-h-8 items-center text-brand-100 hover:text-white hover:underline underline-offset-4';

export interface FooterLink {
  label: string;
  href: string;
}

export interface SiteFooterProps {
  business: BusinessDetails;
  /** The sign-up block across the top. */
  newsletter: ReactNode;
  /** Links after the site's own in the Company column (the content pages). */
  companyLinks: FooterLink[];
  /** The business's profiles elsewhere, at the very foot, labelled with its name. */
  socialLinks: (siteName: string) => ReactNode;
}

/** The foot of every page: the business details, the site's sections, hours and areas; the app passes what features add. */
export function SiteFooter({ business, newsletter, companyLinks, socialLinks }: SiteFooterProps) {
  const name = business.siteName ?? 'Security cameras';
  const areas = business.areasServed ?? [];
  const hours = (business.businessHours ?? '').split('\n').filter(Boolean);
  const textHref = textHrefOf(business);
  return (
    // On phones the bottom call bar is fixed over the page's end: the footer makes room for it.
    <footer className="bg-brand-950 pb-[calc(4.5rem+env(safe-area-inset-bottom))] text-brand-100 md:pb-0">
      {/* `/newsletter` has the sign-up as its content: there the footer does not repeat it (globals.css). */}
      <div className="footer-newsletter border-b border-white/10">{newsletter}</div>

      <Container className="grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr]">
        <div className="col-span-2 lg:col-span-1">
          <a
            href="/"
            className="inline-flex items-center gap-2.5 font-display text-xl font-extrabold text-white"
          >
            <LogoMark className="size-10" />
            {name}
          </a>
          {business.tagline && <p className="mt-4 max-w-xs text-brand-200">{business.tagline}</p>}
          <address className="mt-5 space-y-3 not-italic">
            {business.address && (
              <p className="flex gap-3">
                <Icon name="mapPin" className="mt-0.5 size-5 text-accent-400" />
                <span>
                  {business.address}
                  <br />
                  {business.city} {business.postalCode}
                </span>
              </p>
            )}
            {business.phone && (
              <p className="flex gap-3">
                <Icon name="phone" className="mt-0.5 size-5 text-accent-400" />
                <a href={telHref(business.phone)} className="font-semibold text-white hover:underline">
                  {business.phone}
                </a>
              </p>
            )}
            {textHref && (
              <p className="flex gap-3">
                <Icon name="message" className="mt-0.5 size-5 text-accent-400" />
                <a
                  href={textHref}
                  aria-label={`Text us at ${business.textNumber}`}
                  className="font-semibold text-white hover:underline"
                >
                  Text us
                </a>
              </p>
            )}
            {business.emergencyPhone && (
              <p className="flex gap-3">
                <Icon name="headset" className="mt-0.5 size-5 text-accent-400" />
                <span>
                  24/7 line{' '}
                  <a
                    href={telHref(business.emergencyPhone)}
                    className="font-semibold text-white hover:underline"
                  >
                    {business.emergencyPhone}
                  </a>
                </span>
              </p>
            )}
            {business.email && (
              <p className="flex gap-3">
                <Icon name="mail" className="mt-0.5 size-5 text-accent-400" />
                <a href={`mailto:${business.email}`} className="break-all text-white hover:underline">
                  {business.email}
                </a>
              </p>
            )}
          </address>
        </div>

        <nav aria-label="Services and offers">
          <h2 className="font-display text-sm font-bold uppercase tracking-[0.16em] text-white">Explore</h2>
          <ul className="mt-4 space-y-1.5">
            {MAIN_NAVIGATION.map((item) => (
              <li key={item.href}>
                <a href={item.href} className={linkStyle}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-label="Company">
          <h2 className="font-display text-sm font-bold uppercase tracking-[0.16em] text-white">Company</h2>
          <ul className="mt-4 space-y-1.5">
            {[...MORE_NAVIGATION, { label: 'Free quote', href: '/free-quote' }].map((item) => (
              <li key={item.href}>
                <a href={item.href} className={linkStyle}>
                  {item.label}
                </a>
              </li>
            ))}
            {companyLinks.map((item) => (
              <li key={item.href}>
                <a href={item.href} className={linkStyle}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="col-span-2 lg:col-span-1">
          {hours.length > 0 && (
            <>
              <h2 className="font-display text-sm font-bold uppercase tracking-[0.16em] text-white">Hours</h2>
              <ul className="mt-4 space-y-1.5">
                {hours.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          )}
          {areas.length > 0 && (
            <>
              <h2 className="mt-8 font-display text-sm font-bold uppercase tracking-[0.16em] text-white">
                Areas served
              </h2>
              <p className="mt-4">
                {joinSeparated(areas.slice(0, AREAS_IN_FOOTER))}
                {areas.length > AREAS_IN_FOOTER && ' and across LA County'}
              </p>
            </>
          )}
        </div>
      </Container>

      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-5 py-8 text-sm md:flex-row md:items-center md:justify-between">
          <div className="space-y-1">
            <p>
              © {new Date().getFullYear()} {name}. All rights reserved.
            </p>
            {business.licenseNumber && (
              <p className="text-brand-200">License {withTrailingSeparators(business.licenseNumber)}</p>
            )}
            <LicenseLink
              license={business.licenseNumber}
              className="inline-flex min-h-11 items-center font-semibold text-white decoration-accent-400 hover:decoration-2"
            />
          </div>
          {socialLinks(name)}
        </Container>
      </div>
    </footer>
  );
}
