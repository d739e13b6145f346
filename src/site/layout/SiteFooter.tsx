import type { ReactNode } from 'react';
import { telHref } from '@/lib/phone-link';
import type { BusinessDetails } from '../business';
import { openingHoursLines } from '../seo/opening-hours';
import { LicenseLink } from '../trust/LicenseLink';
import { Icon } from '../ui/Icon';
import { Container } from '../ui/primitives';
import { joinSeparated, withTrailingSeparators } from '../ui/separated';
import { LogoMark } from './Logo';
import { type FrameLanguage, textHrefOf } from './SiteHeader';

/** How many areas the footer names before "and more". */
const AREAS_IN_FOOTER = 8;

const linkStyle =
  'inline-flex min-h-8 items-center text-brand-100 hover:text-white hover:underline underline-offset-4';

export interface FooterLink {
  label: string;
  href: string;
  /** `en` for a title shown in English in place of a missing translation. */
  lang?: string;
}

export interface SiteFooterProps extends FrameLanguage {
  business: BusinessDetails;
  /** The sign-up block across the top. */
  newsletter: ReactNode;
  /** Links after the site's own in the Company column (the content pages). */
  companyLinks: FooterLink[];
  /** The business's profiles elsewhere, at the very foot, labelled with its name. */
  socialLinks: (siteName: string) => ReactNode;
}

/** The foot of every page: the business details, the site's sections, hours and areas; the app passes what features add. */
export function SiteFooter({
  business,
  newsletter,
  companyLinks,
  socialLinks,
  language,
  words,
}: SiteFooterProps) {
  const name = business.siteName ?? words.fallbackName;
  const { href } = language;
  const areas = business.areasServed ?? [];
  const hours = openingHoursLines(business.businessHours, language.locale);
  const textHref = textHrefOf(business, language.locale);
  return (
    // On phones the bottom call bar is fixed over the page's end: the footer makes room for it.
    <footer className="bg-brand-950 pb-[calc(4.5rem+env(safe-area-inset-bottom))] text-brand-100 md:pb-0">
      {/* `/newsletter` has the sign-up as its content: there the footer does not repeat it (globals.css). */}
      <div className="footer-newsletter border-b border-white/10">{newsletter}</div>

      <Container className="grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr]">
        <div className="col-span-2 lg:col-span-1">
          <a
            href={href('/')}
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
                  aria-label={words.textUsAt(business.textNumber ?? '')}
                  className="font-semibold text-white hover:underline"
                >
                  {words.textUs}
                </a>
              </p>
            )}
            {business.emergencyPhone && (
              <p className="flex gap-3">
                <Icon name="headset" className="mt-0.5 size-5 text-accent-400" />
                <span>
                  {words.emergencyLine}{' '}
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

        <nav aria-label={words.servicesAndOffers}>
          <h2 className="font-display text-sm font-bold uppercase tracking-[0.16em] text-white">
            {words.explore}
          </h2>
          <ul className="mt-4 space-y-1.5">
            {words.mainNavigation.map((item) => (
              <li key={item.href}>
                <a href={href(item.href)} className={linkStyle}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-label={words.company}>
          <h2 className="font-display text-sm font-bold uppercase tracking-[0.16em] text-white">
            {words.company}
          </h2>
          <ul className="mt-4 space-y-1.5">
            {[...words.moreNavigation, { label: words.freeQuote, href: '/free-quote' }].map((item) => (
              <li key={item.href}>
                <a href={href(item.href)} className={linkStyle}>
                  {item.label}
                </a>
              </li>
            ))}
            {companyLinks.map((item) => (
              <li key={item.href}>
                <a href={href(item.href)} lang={item.lang} className={linkStyle}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="col-span-2 lg:col-span-1">
          {hours.length > 0 && (
            <>
              <h2 className="font-display text-sm font-bold uppercase tracking-[0.16em] text-white">
                {words.hours}
              </h2>
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
                {words.areasServed}
              </h2>
              <p className="mt-4">
                {joinSeparated(areas.slice(0, AREAS_IN_FOOTER))}
                {areas.length > AREAS_IN_FOOTER && words.acrossCounty}
              </p>
            </>
          )}
        </div>
      </Container>

      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-5 py-8 text-sm md:flex-row md:items-center md:justify-between">
          <div className="space-y-1">
            <p>{words.rightsReserved(new Date().getFullYear(), name)}</p>
            {business.licenseNumber && (
              <p className="text-brand-200">
                {words.license} {withTrailingSeparators(business.licenseNumber)}
              </p>
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
