import type { Metadata } from 'next';
import { pageMetadata } from '@/app/(site)/_composition/site-identity';
import { UnsubscribePage } from '@/modules/subscribers/site/UnsubscribePage';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Unsubscribe',
    description: 'Stop receiving our newsletter.',
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
