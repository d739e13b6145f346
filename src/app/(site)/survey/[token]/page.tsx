import type { Metadata } from 'next';
import { pageMetadata } from '@/app/(site)/_composition/site-identity';
import { SurveyLinkPage } from '@/features/survey-booking/public-site';
import { settingsForMail } from '@/modules/settings/server/mail-settings';
import { serverDependencies } from '@/server/api/runtime';

export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Your site survey',
    description: 'The day and time of your free site survey, with ways to reschedule or cancel it.',
    path: '/free-quote',
    noindex: true,
  });
}

/** `/survey/{token}`: the private link of a survey, never cached, never indexed. */
export default async function SurveyPage({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ token }, query] = await Promise.all([params, searchParams]);
  // Called, not rendered as an element: the route answers the finished page, which also renders
  // outside Next (renderToStaticMarkup in the survey link's tests).
  return SurveyLinkPage({ deps: serverDependencies(settingsForMail), token, query });
}
