import type { Metadata } from 'next';
import { pageMetadata } from '@/app/(site)/_composition/site-identity';
import { FreeQuotePage } from '@/features/survey-booking/public-site';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Free Security Camera Quote',
    description:
      'Ask for a free, no-obligation quote for security cameras, access control or alarms in Los Angeles. A quick answer during business hours, and a free survey of your property.',
    path: '/free-quote',
  });
}

/** `/free-quote`: the quote request form, with what the visitor was reading preselected. */
export default async function FreeQuoteRoute({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <FreeQuotePage query={await searchParams} />;
}
