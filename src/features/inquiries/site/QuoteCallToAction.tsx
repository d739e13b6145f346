import type { ReactNode } from 'react';
import { telHref } from '@/lib/phone-link';
import { siteSettings } from '@/modules/settings/site/settings-values';
import { COMMON_WORDS } from '@/site/i18n/common-words';
import { pageLanguage } from '@/site/i18n/page-language';
import { answeredWithin } from '@/site/seo/opening-hours';
import { ButtonLink, Container, type QuoteSubject, quoteHref } from '@/site/ui/primitives';
import { INQUIRY_WORDS } from './words';

/** Where every "Book a free site survey" leads: the booking step of the quote page. */
export const SURVEY_BOOKING_HREF = '/free-quote#book-survey';

/**
 * The end of every detail page: one clear next step, with what the visitor was reading preselected
 * in the quote form, and the phone for those who would rather call. In the page's language: a
 * `title` or `text` given is the caller's, already in it.
 */
export async function QuoteCallToAction({
  subject,
  title,
  text,
}: {
  subject?: QuoteSubject;
  title?: ReactNode;
  text?: string;
}) {
  const [business, { locale }] = await Promise.all([siteSettings(), pageLanguage()]);
  const words = INQUIRY_WORDS[locale].callToAction;
  // The hours from Home page settings: "within one business hour" is only true while open.
  const said = text ?? words.text(answeredWithin(business.businessHours, locale));
  return (
    <section
      aria-labelledby="quote-cta-heading"
      className="relative isolate overflow-hidden bg-brand-900 py-16 text-white sm:py-20"
    >
      <div
        aria-hidden="true"
        className="-z-10 absolute inset-0 bg-[radial-gradient(50rem_25rem_at_100%_0%,var(--color-brand-700),transparent_60%)] opacity-70"
      />
      <Container className="flex flex-col items-start gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2
            id="quote-cta-heading"
            className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl"
          >
            {title ?? words.title}
          </h2>
          <p className="mt-4 text-lg text-brand-100">{said}</p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row lg:shrink-0">
          <ButtonLink href={SURVEY_BOOKING_HREF} className="whitespace-nowrap">
            {words.bookSurvey}
          </ButtonLink>
          <ButtonLink href={quoteHref(subject)} variant="outline" className="whitespace-nowrap">
            {words.freeQuote}
          </ButtonLink>
          {business.phone && (
            <ButtonLink href={telHref(business.phone)} variant="outline" className="whitespace-nowrap">
              {COMMON_WORDS[locale].callNumber(business.phone)}
            </ButtonLink>
          )}
        </div>
      </Container>
    </section>
  );
}
