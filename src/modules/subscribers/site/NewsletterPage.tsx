import { ButtonLink, Container, PageHeader } from '@/site/ui/primitives';
import { NewsletterSignup } from './NewsletterSignup';
import type { SignUpOutcome } from './newsletter-outcome';
import { NEWSLETTER_PITCH } from './newsletter-pitch';

/** What the form says when a sign-up sent without JavaScript was refused. */
const REFUSALS: Record<Exclude<SignUpOutcome, 'subscribed'>, string> = {
  invalid: 'That e-mail address does not look right. Please check it and try again.',
  busy: 'Too many sign-ups from your connection. Please try again in an hour.',
  failed: 'Your sign-up did not go through. Please try again in a moment.',
};

/** The outcome a `?status=` names, or null for the plain sign-up page. */
export function outcomeOf(status: string | string[] | undefined): SignUpOutcome | null {
  return status === 'subscribed' || (typeof status === 'string' && status in REFUSALS)
    ? (status as SignUpOutcome)
    : null;
}

/**
 * `/newsletter`: the sign-up page, and where a sign-up sent without JavaScript lands: a thank-you,
 * or the form again with the reason and the address as typed.
 */
export function NewsletterPage({
  outcome,
  typed,
}: {
  outcome: SignUpOutcome | null;
  typed: string | undefined;
}) {
  if (outcome === 'subscribed') {
    return (
      <div data-newsletter-page>
        <PageHeader
          title="Thanks — you are subscribed"
          crumbs={[{ name: 'Newsletter', path: '/newsletter' }]}
          intro="Our next e-mail with security tips arrives at the start of the month. Every e-mail has a one-click unsubscribe link."
        />
        <Container className="flex flex-wrap gap-3 py-14">
          <ButtonLink href="/free-quote">Get a free quote</ButtonLink>
          <ButtonLink href="/" variant="secondary">
            Back to the home page
          </ButtonLink>
        </Container>
      </div>
    );
  }
  return (
    <div data-newsletter-page>
      <PageHeader
        title="Security tips, once a month"
        crumbs={[{ name: 'Newsletter', path: '/newsletter' }]}
        intro="Practical advice on cameras, alarms and monitoring for Los Angeles homes and businesses."
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
            Sign up
          </h2>
          <p id="newsletter-page-pitch" className="mt-2 mb-6 text-slate-700">
            {NEWSLETTER_PITCH}
          </p>
          <NewsletterSignup
            idPrefix="newsletter-page"
            describedBy="newsletter-page-pitch"
            tone="light"
            defaultEmail={typed}
            error={outcome ? REFUSALS[outcome] : undefined}
          />
        </section>
      </Container>
    </div>
  );
}
