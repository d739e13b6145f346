import { COMMON_WORDS } from '@/site/i18n/common-words';
import { pageLanguage } from '@/site/i18n/page-language';
import { ButtonLink, Container, PageHeader } from '@/site/ui/primitives';
import { NewsletterSignup } from './NewsletterSignup';
import type { SignUpOutcome } from './newsletter-outcome';
import { NEWSLETTER_WORDS } from './words';

/** The outcome a `?status=` names, or null for the plain sign-up page. */
export function outcomeOf(status: string | string[] | undefined): SignUpOutcome | null {
  return status === 'subscribed' ||
    (typeof status === 'string' && Object.hasOwn(NEWSLETTER_WORDS.en.refusals, status))
    ? (status as SignUpOutcome)
    : null;
}

/**
 * `/newsletter`: the sign-up page, and where a sign-up sent without JavaScript lands: a thank-you,
 * or the form again with the reason and the address as typed.
 */
export async function NewsletterPage({
  outcome,
  typed,
}: {
  outcome: SignUpOutcome | null;
  typed: string | undefined;
}) {
  const { locale } = await pageLanguage();
  const words = NEWSLETTER_WORDS[locale];
  if (outcome === 'subscribed') {
    return (
      <div data-newsletter-page>
        <PageHeader
          title={words.thanksTitle}
          crumbs={[{ name: words.crumb, path: '/newsletter' }]}
          intro={words.thanksIntro}
        />
        <Container className="flex flex-wrap gap-3 py-14">
          <ButtonLink href="/free-quote">{COMMON_WORDS[locale].getFreeQuote}</ButtonLink>
          <ButtonLink href="/" variant="secondary">
            {words.backHome}
          </ButtonLink>
        </Container>
      </div>
    );
  }
  return (
    <div data-newsletter-page>
      <PageHeader
        title={words.pageTitle}
        crumbs={[{ name: words.crumb, path: '/newsletter' }]}
        intro={words.pageIntro}
      />
      <Container className="py-14">
        <section
          id="newsletter-form"
          aria-labelledby="newsletter-form-title"
          className="max-w-xl rounded-2xl bg-white p-6 shadow-card ring-1 ring-slate-200 sm:p-8"
        >
          <h2
            id="newsletter-form-title"
            className="font-display text-2xl font-bold tracking-tight text-brand-900"
          >
            {words.signUp}
          </h2>
          <p id="newsletter-page-pitch" className="mt-2 mb-6 text-slate-700">
            {words.pitch}
          </p>
          <NewsletterSignup
            idPrefix="newsletter-page"
            describedBy="newsletter-page-pitch"
            tone="light"
            defaultEmail={typed}
            error={outcome ? words.refusals[outcome] : undefined}
          />
        </section>
      </Container>
    </div>
  );
}
