import type { Metadata } from 'next';
import { pageMetadata } from '@/app/(site)/_composition/site-identity';
import { type UnsubscribeOutcome, UnsubscribePage } from '@/modules/subscribers/site/UnsubscribePage';
import { NEWSLETTER_WORDS } from '@/modules/subscribers/site/words';
import { siteLocale } from '@/site/locale';

export async function generateMetadata(): Promise<Metadata> {
  const words = NEWSLETTER_WORDS[await siteLocale()];
  return pageMetadata({
    title: words.unsubscribeMetaTitle,
    description: words.unsubscribeMetaDescription,
    path: '/unsubscribe',
    noindex: true,
  });
}

const OUTCOMES: readonly string[] = ['done', 'invalid', 'failed'] satisfies UnsubscribeOutcome[];

/**
 * `/unsubscribe?token=...`: the link at the bottom of every newsletter e-mail; `?status=…`, the
 * answer to its form sent without JavaScript.
 */
export default async function UnsubscribeRoute({
  searchParams,
}: {
  searchParams: Promise<{ token?: string; status?: string }>;
}) {
  const { token, status } = await searchParams;
  const outcome =
    typeof status === 'string' && OUTCOMES.includes(status) ? (status as UnsubscribeOutcome) : null;
  return <UnsubscribePage token={typeof token === 'string' ? token : ''} outcome={outcome} />;
}
