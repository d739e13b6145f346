import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { pageMetadata } from '@/app/(site)/_composition/site-identity';
import { NewsletterPage, outcomeOf } from '@/modules/subscribers/site/NewsletterPage';
import { NEWSLETTER_TYPED_COOKIE } from '@/modules/subscribers/site/newsletter-outcome';
import { NEWSLETTER_WORDS } from '@/modules/subscribers/site/words';
import { siteLocale } from '@/site/locale';

export async function generateMetadata(): Promise<Metadata> {
  const words = NEWSLETTER_WORDS[await siteLocale()];
  const metadata = await pageMetadata({
    title: words.metaTitle,
    description: words.metaDescription,
    path: '/newsletter',
  });
  return { ...metadata, robots: { index: false, follow: true } };
}

/**
 * `/newsletter`: the sign-up page, and where a sign-up sent without JavaScript lands (`?status=`):
 * a thank-you, or the form again with the reason and the address as typed.
 */
export default async function NewsletterRoute({
  searchParams,
}: {
  searchParams: Promise<{ status?: string | string[] }>;
}) {
  const outcome = outcomeOf((await searchParams).status);
  // Only a refused sign-up reads what was typed (a query address: never a cached page).
  const typed =
    outcome && outcome !== 'subscribed' ? (await cookies()).get(NEWSLETTER_TYPED_COOKIE)?.value : undefined;
  return <NewsletterPage outcome={outcome} typed={typed} />;
}
