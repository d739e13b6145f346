import { siteSettings } from '../content';
import { ButtonLink, Container, type QuoteSubject, quoteHref, telHref } from './primitives';

/**
 * The end of every detail page: one clear next step, with what the visitor was reading preselected
 * in the quote form, and the phone for those who would rather call.
 */
export async function QuoteCallToAction({
  subject,
  title = 'Get a free, no-obligation quote',
  text = 'Tell us about your property and we will call you within one business hour to book a free site survey.',
}: {
  subject?: QuoteSubject;
  title?: string;
  text?: string;
}) {
  const business = await siteSettings();
  return (
    <section aria-labelledby="quote-cta-heading" className="bg-brand-900 py-16 text-white">
      <Container className="flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="quote-cta-heading" className="font-display text-3xl font-bold tracking-tight">
            {title}
          </h2>
          <p className="mt-3 text-lg text-brand-100">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink href={quoteHref(subject)}>Free quote</ButtonLink>
          {business.phone && (
            <ButtonLink href={telHref(business.phone)} variant="outline">
              Call {business.phone}
            </ButtonLink>
          )}
        </div>
      </Container>
    </section>
  );
}
