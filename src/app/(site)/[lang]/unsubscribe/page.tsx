import type { Metadata } from 'next';
import { pageMetadata } from '@/app/(site)/_composition/site-identity';
import { UnsubscribePage } from '@/modules/subscribers/site/UnsubscribePage';
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

/** `/unsubscribe?token=...`: the link at the bottom of every newsletter e-mail. */
export default async function UnsubscribeRoute({
  searchParams,
}: {
  searchParams: Promise<{ token?: string }>;
}) {
  const { token } = await searchParams;
  return <UnsubscribePage token={typeof token === 'string' ? token : ''} />;
}
