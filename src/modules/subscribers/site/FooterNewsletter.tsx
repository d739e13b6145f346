import { pageLanguage } from '@/site/i18n/page-language';
import { Container } from '@/site/ui/primitives';
import { NewsletterSignup } from './NewsletterSignup';
import { NEWSLETTER_WORDS } from './words';

/** The sign-up across the top of every page's footer. */
export async function FooterNewsletter() {
  const words = NEWSLETTER_WORDS[(await pageLanguage()).locale];
  return (
    <Container className="grid items-center gap-6 py-10 md:grid-cols-[1fr_minmax(0,26rem)] md:gap-12">
      <div>
        <h2 className="font-display text-2xl font-extrabold tracking-tight text-white">
          {words.footerTitle}
        </h2>
        <p id="newsletter-pitch" className="mt-2 max-w-xl text-brand-200">
          {words.pitch}
        </p>
      </div>
      <NewsletterSignup idPrefix="newsletter" describedBy="newsletter-pitch" />
    </Container>
  );
}
