import { LOCALES, type Locale } from '@/kit/locales';
import type { TranslationFacts } from '@/kit/record-types';
import { telHref } from '@/lib/phone-link';
import { DEFAULT_TEXT_MESSAGE_ES, smsHref } from '@/lib/trust-signals';
import type { BusinessDetails } from '../business';
import type { FrameWords } from '../i18n/frame-words';
import type { PageLanguage } from '../i18n/page-language';
import { compactOpeningHours } from '../seo/opening-hours';
import { LicenseLink } from '../trust/LicenseLink';
import { Icon } from '../ui/Icon';
import { ButtonLink, Container } from '../ui/primitives';
import { SEPARATOR, withTrailingSeparators } from '../ui/separated';
import { LogoMark } from './Logo';
import { MenuCloser } from './MenuCloser';

type ContactNumbers = Pick<BusinessDetails, 'phone' | 'textNumber' | 'textMessage'>;

/**
 * The `sms:` link of the business's text number with its prefilled message; null when none is set.
 * A Spanish page's note is staff's Spanish, else a Spanish default: never their English note.
 */
export function textHrefOf(
  business: ContactNumbers & { translation?: TranslationFacts },
  locale: Locale = 'en',
) {
  const untranslated =
    locale !== 'en' && (business.translation?.untranslated.includes('textMessage') ?? false);
  const message = locale === 'en' ? business.textMessage : untranslated ? null : business.textMessage;
  return smsHref(business.textNumber, message || (locale === 'en' ? null : DEFAULT_TEXT_MESSAGE_ES));
}

/** The page's language and the frame's words in it. */
export interface FrameLanguage {
  language: PageLanguage;
  words: FrameWords;
}

export function SiteHeader({
  business,
  language,
  words,
}: { business: Pick<BusinessDetails, 'siteName'> & ContactNumbers } & FrameLanguage) {
  const name = business.siteName ?? words.fallbackName;
  const textHref = textHrefOf(business, language.locale);
  const { href } = language;
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <Container wide className="flex min-h-16 items-center justify-between gap-4 sm:min-h-20">
        <a
          href={href('/')}
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

        <nav aria-label={words.mainLabel} className="hidden xl:block">
          <ul className="flex items-center text-[0.9rem] font-semibold whitespace-nowrap text-slate-700">
            {words.mainNavigation.map((item) => (
              <li key={item.href}>
                <a
                  href={href(item.href)}
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
              aria-label={words.callNumber(business.phone)}
              className="hidden min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-2 font-display font-bold whitespace-nowrap text-brand-900 hover:bg-brand-50 hover:text-brand-700 md:inline-flex"
            >
              <Icon name="phone" className="size-5 text-accent-600" />
              {/* From 1280 px up to 1400 (exclusive: `max-[1400px]` is `width < 1400px`) the menu
                  takes the room: the number shows as the icon alone. */}
              {/* Spanish menu words are longer: the number gives way up to 1600 px. */}
              <span className="xl:max-[1400px]:sr-only [&:lang(es)]:xl:max-[1600px]:sr-only">
                {business.phone}
              </span>
            </a>
          )}
          {textHref && (
            // 1024-1279 px: the menu is folded and the row has room; wider, it is in the bar above.
            <a
              href={textHref}
              aria-label={words.textUsAt(business.textNumber ?? '')}
              className="hidden min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-2 font-display font-bold whitespace-nowrap text-brand-900 hover:bg-brand-50 hover:text-brand-700 lg:max-xl:inline-flex"
            >
              <Icon name="message" className="size-5 text-accent-600" />
              {words.text}
            </a>
          )}
          {/* Wider screens have it in the bar above, where the row has room. */}
          <span className="md:hidden">
            <OtherLanguageLink language={language} words={words} />
          </span>
          <span className="hidden sm:block">
            <ButtonLink href={href('/free-quote')} className="!min-h-11 !px-5 whitespace-nowrap">
              {words.freeQuote}
            </ButtonLink>
          </span>
          <details className="site-menu relative xl:hidden">
            <summary className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 px-3 font-semibold text-brand-900 hover:bg-slate-50">
              <Icon name="menu" className="menu-icon-open size-5" />
              <Icon name="close" className="menu-icon-close size-5" />
              <span>{words.menu}</span>
            </summary>
            <MenuCloser />
            <div className="fixed inset-x-0 top-16 bottom-0 overflow-y-auto border-t border-slate-200 bg-white pb-24 shadow-lift sm:top-20 md:absolute md:inset-x-auto md:top-full md:right-0 md:bottom-auto md:mt-3 md:w-80 md:rounded-2xl md:border md:pb-3">
              <nav aria-label={words.menu} className="px-5 py-4 md:px-3 md:py-2">
                <ul className="divide-y divide-slate-100 md:divide-y-0">
                  {words.mainNavigation.map((item) => (
                    <li key={item.href}>
                      <a
                        href={href(item.href)}
                        className="flex min-h-12 items-center justify-between rounded-lg px-2 font-display text-lg font-bold text-brand-900 hover:bg-brand-50 md:text-base"
                      >
                        {item.label}
                        <Icon name="arrowRight" className="size-4 text-slate-400" />
                      </a>
                    </li>
                  ))}
                </ul>
                <p className="mt-5 px-2 text-xs font-bold uppercase tracking-[0.16em] text-slate-600">
                  {words.more}
                </p>
                <ul className="mt-1 flex flex-wrap gap-x-1">
                  {words.moreNavigation.map((item) => (
                    <li key={item.href}>
                      <a
                        href={href(item.href)}
                        className="inline-flex min-h-11 items-center rounded-lg px-2 font-semibold text-brand-800 hover:bg-brand-50"
                      >
                        {item.label}
                      </a>
                    </li>
                  ))}
                </ul>
                <div className="mt-5 grid gap-3 px-2">
                  <ButtonLink href={href('/free-quote')}>{words.getFreeQuote}</ButtonLink>
                  {business.phone && (
                    <ButtonLink href={telHref(business.phone)} variant="secondary">
                      <Icon name="phone" className="size-5" /> {words.callNumber(business.phone)}
                    </ButtonLink>
                  )}
                  {textHref && (
                    <ButtonLink href={textHref} variant="secondary">
                      <Icon name="message" className="size-5" /> {words.textNumber(business.textNumber ?? '')}
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
  words,
  language,
}: {
  business: Pick<BusinessDetails, 'businessHours' | 'licenseNumber' | 'emergencyPhone'> & ContactNumbers;
} & FrameLanguage) {
  const { locale } = language;
  // Every day the business is open, not only the first line (the weekdays) of what staff wrote.
  const hours =
    compactOpeningHours(business.businessHours, locale) ??
    (locale === 'en' ? business.businessHours?.split('\n')[0] : undefined);
  // From 1280 px the header's row is full (name, menu, number, quote button): texting sits here.
  const textHref = textHrefOf(business, language.locale);
  return (
    <aside aria-label={words.topBarLabel} className="hidden bg-brand-950 text-sm text-brand-100 md:block">
      <Container wide className="flex min-h-10 items-center justify-between gap-6">
        <p className="flex items-center gap-2">
          <Icon name="badge" className="size-4 text-accent-400" />
          {words.licensedInsured}
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
              aria-label={words.textUsAt(business.textNumber ?? '')}
              className="hidden min-h-11 items-center gap-2 font-semibold whitespace-nowrap text-white hover:underline xl:flex"
            >
              <Icon name="message" className="size-4 text-accent-400" />
              {words.textUs}
            </a>
          )}
          {business.emergencyPhone && (
            <a
              href={telHref(business.emergencyPhone)}
              className="flex items-center gap-2 font-semibold whitespace-nowrap text-white hover:underline"
            >
              <Icon name="headset" className="size-4 text-accent-400" />
              {words.emergencyLine} {business.emergencyPhone}
            </a>
          )}
          <OtherLanguageLink language={language} words={words} tone="dark" />
        </p>
      </Container>
    </aside>
  );
}

/**
 * Phones: call, text or ask from anywhere on the page; hidden while a form field has focus
 * (globals.css). Three buttons share the row when a text number is set.
 */
export function MobileActionBar({ business, language, words }: { business: ContactNumbers } & FrameLanguage) {
  const textHref = textHrefOf(business, language.locale);
  const columns = 1 + (business.phone ? 1 : 0) + (textHref ? 1 : 0);
  return (
    <nav
      aria-label={words.quickActions}
      className="mobile-action-bar fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_-12px_rgb(7_19_51/0.25)] backdrop-blur md:hidden"
    >
      <div className={`mx-auto grid max-w-md gap-2 ${columns === 3 ? 'grid-cols-3' : 'grid-cols-2'}`}>
        {business.phone && (
          <a
            href={telHref(business.phone)}
            className="flex min-h-12 items-center justify-center gap-2 rounded-xl bg-brand-900 font-bold text-white"
          >
            <Icon name="phone" className="size-5" />
            {words.call}
          </a>
        )}
        {textHref && (
          <a
            href={textHref}
            aria-label={words.textUsAt(business.textNumber ?? '')}
            className="flex min-h-12 items-center justify-center gap-2 rounded-xl border-2 border-brand-900 font-bold text-brand-900"
          >
            <Icon name="message" className="size-5" />
            {words.text}
          </a>
        )}
        <a
          href={language.href('/free-quote')}
          className={`flex min-h-12 items-center justify-center gap-2 rounded-xl bg-accent-500 font-bold whitespace-nowrap text-brand-950 ${columns === 1 ? 'col-span-2' : ''}`}
        >
          {words.freeQuoteShort}
        </a>
      </div>
    </nav>
  );
}

/**
 * This page in the other language, said in that language (`Español` on an English page): a plain
 * link, so it works without JavaScript, and the visitor stays on the same page.
 */
function OtherLanguageLink({ language, words, tone = 'light' }: FrameLanguage & { tone?: 'light' | 'dark' }) {
  const other = LOCALES.find((locale) => locale !== language.locale);
  const target = other && language.alternates?.[other];
  if (!other || !target) return null;
  return (
    <a
      href={target}
      hrefLang={other}
      lang={other}
      title={words.otherLanguage.description}
      className={
        tone === 'dark'
          ? 'flex min-h-10 items-center gap-2 font-semibold whitespace-nowrap text-white hover:underline'
          : 'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-2 font-semibold whitespace-nowrap text-brand-900 hover:bg-brand-50'
      }
      data-language-switch={other}
    >
      <Icon name="globe" className={tone === 'dark' ? 'size-4 text-accent-400' : 'size-5 text-accent-600'} />
      {/* Its code where the row is full (the bar above the header, a phone's header beside the
          menu); the language's name where there is room. */}
      <span className={tone === 'dark' ? 'sr-only' : 'sr-only sm:not-sr-only'}>
        {words.otherLanguage.label}
      </span>
      <span aria-hidden className={tone === 'dark' ? undefined : 'sm:hidden'}>
        {other.toUpperCase()}
      </span>
    </a>
  );
}
