import type { ReactNode } from 'react';
import { telHref } from '@/lib/phone-link';
import { COMMON_WORDS } from '../i18n/common-words';
import { pageLanguage } from '../i18n/page-language';
import { Icon } from '../ui/Icon';
import { ButtonLink, Container } from '../ui/primitives';
import { HOME_WORDS } from './words';

export interface HeroProps {
  title: string;
  subtitle: string | null;
  ctaText: string;
  ctaLink: string;
  phone: string | null;
  licenseNumber: string | null;
  /** The pictures beside the text (the active slides, in a `HeroSlider`); without them the text stands alone. */
  slides?: ReactNode;
  /** The `lang` of the title, sub-line and button text where they are English standing in for a translation. */
  fallbackLangs?: { title?: string; subtitle?: string; ctaText?: string };
}

/**
 * The top of the home page. The Home page settings' hero title is the page's `<h1>` (the owner edits
 * it there), with its sub-line, the proof and two buttons; the active slides are the pictures beside
 * it, each with its own caption and button. Without slides the text stands alone.
 */
export async function Hero({
  title,
  subtitle,
  ctaText,
  ctaLink,
  phone,
  licenseNumber,
  slides,
  fallbackLangs = {},
}: HeroProps) {
  const { locale } = await pageLanguage();
  const words = HOME_WORDS[locale];
  const proof = [licenseNumber ? words.proofLicensed : null, words.proofMonitoring, words.proofSurvey].filter(
    (item): item is string => item !== null,
  );
  const withSlides = Boolean(slides);
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-brand-950 text-white"
    >
      <div
        aria-hidden="true"
        className="-z-10 absolute inset-0 bg-[radial-gradient(70rem_40rem_at_80%_-20%,var(--color-brand-700),transparent_60%),radial-gradient(50rem_30rem_at_-10%_110%,var(--color-brand-800),transparent_65%)] opacity-90"
      />
      <Container
        className={`grid gap-10 py-12 sm:py-16 lg:py-24 ${withSlides ? 'lg:grid-cols-[1.05fr_1fr] lg:items-center lg:gap-14' : ''}`}
      >
        <div className={withSlides ? '' : 'mx-auto max-w-3xl text-center'}>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm font-semibold text-brand-100">
            <Icon name="mapPin" className="size-4 text-accent-400" />
            {words.heroPlace}
          </p>
          <h1
            id="hero-title"
            lang={fallbackLangs.title}
            className="mt-5 font-display text-4xl leading-[1.08] font-extrabold tracking-tight sm:text-5xl xl:text-6xl"
          >
            {title}
          </h1>
          {subtitle && (
            <p
              lang={fallbackLangs.subtitle}
              className={`mt-5 text-lg leading-relaxed text-brand-100 sm:text-xl ${withSlides ? 'max-w-xl' : ''}`}
            >
              {subtitle}
            </p>
          )}
          <div
            className={`mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap ${withSlides ? '' : 'sm:justify-center'}`}
          >
            <ButtonLink href={ctaLink} className="text-lg whitespace-nowrap">
              {fallbackLangs.ctaText ? <span lang={fallbackLangs.ctaText}>{ctaText}</span> : ctaText}
              <Icon name="arrowRight" className="size-5" />
            </ButtonLink>
            {phone && (
              <ButtonLink href={telHref(phone)} variant="outline" className="text-lg whitespace-nowrap">
                <Icon name="phone" className="size-5" />
                {COMMON_WORDS[locale].callNumber(phone)}
              </ButtonLink>
            )}
          </div>
          <ul
            className={`mt-8 flex flex-wrap gap-x-6 gap-y-2 text-[0.95rem] text-brand-100 ${withSlides ? '' : 'justify-center'}`}
          >
            {proof.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <Icon name="check" className="size-5 text-accent-400" />
                {item}
              </li>
            ))}
          </ul>
        </div>

        {slides}
      </Container>
    </section>
  );
}
