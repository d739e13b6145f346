import { telHref } from '@/lib/phone-link';
import { smsHref } from '@/lib/trust-signals';
import type { BusinessDetails } from '../business';
import { compactOpeningHours } from '../seo/opening-hours';
import { LicenseLink } from '../trust/LicenseLink';
import { Icon } from '../ui/Icon';
import { ButtonLink, Container } from '../ui/primitives';
import { SEPARATOR, withTrailingSeparators } from '../ui/separated';
import { LogoMark } from './Logo';
import { MenuCloser } from './MenuCloser';

/** The main navigation, in the order visitors look for things. */
export const MAIN_NAVIGATION = [
  { label: 'Services', href: '/services' },
  { label: 'Packages', href: '/cctv-packages' },
  { label: 'Monitoring', href: '/cctv-monitoring' },
  { label: 'Products', href: '/products' },
  { label: 'Our work', href: '/portfolio' },
  { label: 'Reviews', href: '/reviews' },
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
];

/** Further sections: in the phone menu under "More" and in the footer. */
export const MORE_NAVIGATION = [
  { label: 'Blog', href: '/blog' },
  { label: 'FAQs', href: '/faqs' },
  { label: 'Careers', href: '/careers' },
];

type ContactNumbers = Pick<BusinessDetails, 'phone' | 'textNumber' | 'textMessage'>;

/** The `sms:` link of the business's text number with its prefilled message; null when none is set. */
export const textHrefOf = (business: ContactNumbers) => smsHref(business.textNumber, business.textMessage);

export function SiteHeader({ business }: { business: Pick<BusinessDetails, 'siteName'> & ContactNumbers }) {
  const name = business.siteName ?? 'Security cameras';
  const textHref = textHrefOf(business);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <Container wide className="flex min-h-16 items-center justify-between gap-4 sm:min-h-20">
        <a
          href="/"
          className="-ml-1 flex min-h-11 min-w-0 items-center gap-2.5 rounded-lg px-1 font-display text-lg font-extrabold tracking-tight text-brand-900 sm:text-xl"
        >
          <LogoMark className="size-9 shrink-0 sm:size-10" />
          {/* The name gives way to the menu and the buttons: on one line where the row has room, else
              on two, cut with an ellipsis after that (staff may set a long name; the link's name for
              screen readers stays whole). */}
          <span className="line-clamp-2 max-w-[9.5rem] min-w-0 leading-tight [overflow-wrap:anywhere] sm:max-w-none">
            {name}
          </span>
        </a>

        <nav aria-label="Main" className="hidden xl:block">
          <ul className="flex items-center text-[0.9rem] font-semibold whitespace-nowrap text-slate-700">
            {MAIN_NAVIGATION.map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  className="inline-flex min-h-11 items-center rounded-lg px-2 transition-colors hover:bg-brand-50 hover:text-brand-900"
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2 sm:gap-3 xl:gap-2">
          {business.phone && (
            <a
              href={telHref(business.phone)}
              aria-label={`Call ${business.phone}`}
              className="hidden min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-2 font-display font-bold whitespace-nowrap text-brand-900 hover:bg-brand-50 hover:text-brand-700 md:inline-flex"
            >
              <Icon name="phone" className="size-5 text-accent-600" />
              {/* From 1280 px up to 1400 (exclusive: `max-[1400px]` is `width < 1400px`) the menu
                  takes the room: the number shows as the icon alone. */}
              <span className="xl:max-[1400px]:sr-only">{business.phone}</span>
            </a>
          )}
          {textHref && (
            // 1024-1279 px: the menu is folded and the row has room; wider, it is in the bar above.
            <a
              href={textHref}
              aria-label={`Text us at ${business.textNumber}`}
              className="hidden min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-2 font-display font-bold whitespace-nowrap text-brand-900 hover:bg-brand-50 hover:text-brand-700 lg:max-xl:inline-flex"
            >
              <Icon name="message" className="size-5 text-accent-600" />
              Text
            </a>
          )}
          <span className="hidden sm:block">
            <ButtonLink href="/free-quote" className="!min-h-11 !px-5 whitespace-nowrap">
              Free quote
            </ButtonLink>
          </span>
          <details className="site-menu relative xl:hidden">
            <summary className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 px-3 font-semibold text-brand-900 hover:bg-slate-50">
              <Icon name="menu" className="menu-icon-open size-5" />
              <Icon name="close" className="menu-icon-close size-5" />
              <span>Menu</span>
            </summary>
            <MenuCloser />
            <div className="fixed inset-x-0 top-16 bottom-0 overflow-y-auto border-t border-slate-200 bg-white pb-24 shadow-lift sm:top-20 md:absolute md:inset-x-auto md:top-full md:right-0 md:bottom-auto md:mt-3 md:w-80 md:rounded-2xl md:border md:pb-3">
              <nav aria-label="Menu" className="px-5 py-4 md:px-3 md:py-2">
                <ul className="divide-y divide-slate-100 md:divide-y-0">
                  {MAIN_NAVIGATION.map((item) => (
                    <li key={item.href}>
                      <a
                        href={item.href}
                        className="flex min-h-12 items-center justify-between rounded-lg px-2 font-display text-lg font-bold text-brand-900 hover:bg-brand-50 md:text-base"
                      >
                        {item.label}
                        <Icon name="arrowRight" className="size-4 text-slate-400" />
                      </a>
                    </li>
                  ))}
                </ul>
                <p className="mt-5 px-2 text-xs font-bold uppercase tracking-[0.16em] text-slate-600">More</p>
                <ul className="mt-1 flex flex-wrap gap-x-1">
                  {MORE_NAVIGATION.map((item) => (
                    <li key={item.href}>
                      <a
                        href={item.href}
                        className="inline-flex min-h-11 items-center rounded-lg px-2 font-semibold text-brand-800 hover:bg-brand-50"
                      >
                        {item.label}
                      </a>
                    </li>
                  ))}
                </ul>
                <div className="mt-5 grid gap-3 px-2">
                  <ButtonLink href="/free-quote">Get a free quote</ButtonLink>
                  {business.phone && (
                    <ButtonLink href={telHref(business.phone)} variant="secondary">
                      <Icon name="phone" className="size-5" /> Call {business.phone}
                    </ButtonLink>
                  )}
                  {textHref && (
                    <ButtonLink href={textHref} variant="secondary">
                      <Icon name="message" className="size-5" /> Text {business.textNumber}
                    </ButtonLink>
                  )}
                </div>
              </nav>
            </div>
          </details>
        </div>
      </Container>
    </header>
  );
}

/** Above the header on wider screens: the proof a worried visitor looks for first. */
export function TopBar({
  business,
}: {
  business: Pick<BusinessDetails, 'businessHours' | 'licenseNumber' | 'emergencyPhone'> & ContactNumbers;
}) {
  // Every day the business is open, not only the first line (the weekdays) of what staff wrote.
  const hours = compactOpeningHours(business.businessHours) ?? business.businessHours?.split('\n')[0];
  // From 1280 px the header's row is full (name, menu, number, quote button): texting sits here.
  const textHref = textHrefOf(business);
  return (
    <aside
      aria-label="License, hours, texting and 24/7 line"
      className="hidden bg-brand-950 text-sm text-brand-100 md:block"
    >
      <Container wide className="flex min-h-10 items-center justify-between gap-6">
        <p className="flex items-center gap-2">
          <Icon name="badge" className="size-4 text-accent-400" />
          Licensed &amp; insured
          {business.licenseNumber ? `${SEPARATOR}${withTrailingSeparators(business.licenseNumber)}` : ''}
          <LicenseLink
            license={business.licenseNumber}
            className="ml-2 hidden font-semibold whitespace-nowrap text-white decoration-accent-400 min-[1400px]:inline"
          />
        </p>
        <p className="flex items-center gap-5">
          {hours && (
            <span className="hidden items-center gap-2 whitespace-nowrap lg:flex">
              <Icon name="clock" className="size-4 text-accent-400" />
              {hours}
            </span>
          )}
          {textHref && (
            <a
              href={textHref}
              aria-label={`Text us at ${business.textNumber}`}
              className="hidden min-h-11 items-center gap-2 font-semibold whitespace-nowrap text-white hover:underline xl:flex"
            >
              <Icon name="message" className="size-4 text-accent-400" />
              Text us
            </a>
          )}
          {business.emergencyPhone && (
            <a
              href={telHref(business.emergencyPhone)}
              className="flex items-center gap-2 font-semibold text-white hover:underline"
            >
              <Icon name="headset" className="size-4 text-accent-400" />
              24/7 line {business.emergencyPhone}
            </a>
          )}
        </p>
      </Container>
    </aside>
  );
}

/**
 * Phones: call, text or ask from anywhere on the page; hidden while a form field has focus
 * (globals.css). Three buttons share the row when a text number is set.
 */
export function MobileActionBar({ business }: { business: ContactNumbers }) {
  const textHref = textHrefOf(business);
  const columns = 1 + (business.phone ? 1 : 0) + (textHref ? 1 : 0);
  return (
    <nav
      aria-label="Quick actions"
      className="mobile-action-bar fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_-12px_rgb(7_19_51/0.25)] backdrop-blur md:hidden"
    >
      <div className={`mx-auto grid max-w-md gap-2 ${columns === 3 ? 'grid-cols-3' : 'grid-cols-2'}`}>
        {business.phone && (
          <a
            href={telHref(business.phone)}
            className="flex min-h-12 items-center justify-center gap-2 rounded-xl bg-brand-900 font-bold text-white"
          >
            <Icon name="phone" className="size-5" />
            Call
          </a>
        )}
        {textHref && (
          <a
            href={textHref}
            aria-label={`Text us at ${business.textNumber}`}
            className="flex min-h-12 items-center justify-center gap-2 rounded-xl border-2 border-brand-900 font-bold text-brand-900"
          >
            <Icon name="message" className="size-5" />
            Text
          </a>
        )}
        <a
          href="/free-quote"
          className={`flex min-h-12 items-center justify-center gap-2 rounded-xl bg-accent-500 font-bold whitespace-nowrap text-brand-950 ${columns === 1 ? 'col-span-2' : ''}`}
        >
          Free quote
        </a>
      </div>
    </nav>
  );
}
