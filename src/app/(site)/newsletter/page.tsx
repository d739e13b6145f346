import type { Metadata } from 'next';
import { ButtonLink, Container, PageHeader } from '@/site/ui/primitives';

export const metadata: Metadata = {
  title: 'Newsletter',
  description: 'Security tips for Los Angeles homes and businesses, once a month.',
  robots: { index: false, follow: true },
};

const ANSWERS = {
  subscribed: {
    title: 'Thanks — you are subscribed',
    text: 'Our next e-mail with security tips arrives at the start of the month. Every e-mail has a one-click unsubscribe link.',
    ok: true,
  },
  invalid: {
    title: 'That e-mail address does not look right',
    text: 'Please check it and try again.',
    ok: false,
  },
  busy: {
    title: 'Too many sign-ups from your connection',
    text: 'Please try again in an hour.',
    ok: false,
  },
  failed: {
    title: 'Something went wrong',
    text: 'Your sign-up did not go through. Please try again in a moment.',
    ok: false,
  },
} as const;

/**
 * `/newsletter`: where the footer's sign-up lands without JavaScript (`?status=`), and a sign-up page
 * of its own. The form itself is the one in the footer.
 */
export default async function NewsletterPage({
  searchParams,
}: {
  searchParams: Promise<{ status?: string | string[] }>;
}) {
  const { status } = await searchParams;
  const answer =
    typeof status === 'string' && status in ANSWERS ? ANSWERS[status as keyof typeof ANSWERS] : null;
  return (
    <>
      <PageHeader
        title={answer?.title ?? 'Security tips, once a month'}
        crumbs={[{ name: 'Newsletter', path: '/newsletter' }]}
        intro={
          answer?.text ??
          'Practical advice on cameras, alarms and monitoring for Los Angeles homes and businesses.'
        }
      />
      <Container className="py-14">
        <div className="max-w-2xl">
          {answer?.ok ? (
            <div className="flex flex-wrap gap-3">
              <ButtonLink href="/free-quote">Get a free quote</ButtonLink>
              <ButtonLink href="/" variant="secondary">
                Back to the home page
              </ButtonLink>
            </div>
          ) : (
            <p className="text-lg text-slate-700">
              Sign up with the form at the bottom of this page.{' '}
              <a
                href="#newsletter-email"
                className="font-semibold text-brand-700 underline underline-offset-4"
              >
                Go to the sign-up form
              </a>
            </p>
          )}
        </div>
      </Container>
    </>
  );
}
