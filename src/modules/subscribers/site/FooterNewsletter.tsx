import { Container } from '@/site/ui/primitives';
import { NewsletterSignup } from './NewsletterSignup';
import { NEWSLETTER_PITCH } from './newsletter-pitch';

/** The sign-up across the top of every page's footer. */
export function FooterNewsletter() {
  return (
    <Container className="grid items-center gap-6 py-10 md:grid-cols-[1fr_minmax(0,26rem)] md:gap-12">
      <div>
        <h2 className="font-display text-2xl font-extrabold tracking-tight text-white">
          Stay a step ahead of break-ins
        </h2>
        <p id="newsletter-pitch" className="mt-2 max-w-xl text-brand-200">
          {NEWSLETTER_PITCH}
        </p>
      </div>
      <NewsletterSignup idPrefix="newsletter" describedBy="newsletter-pitch" />
    </Container>
  );
}
