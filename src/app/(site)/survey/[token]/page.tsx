import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/app/(site)/_composition/site-identity';
import { surveyOfToken } from '@/modules/inquiries/server/survey-lookup';
import { SurveyConfirmation } from '@/modules/inquiries/site/survey/SurveyConfirmation';
import { surveyStep } from '@/modules/inquiries/site/survey/survey-data';
import { readBookingQuery } from '@/modules/inquiries/site/survey/survey-query';
import { settingsForMail } from '@/modules/settings/server/mail-settings';
import { serverDependencies } from '@/server/api/runtime';
import { Container } from '@/site/ui/primitives';

export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Your site survey',
    description: 'The day and time of your free site survey, with ways to reschedule or cancel it.',
    path: '/free-quote',
    noindex: true,
  });
}

type Query = Record<string, string | string[] | undefined>;

const HEADINGS = {
  booked: 'Your free site survey is booked',
  moved: 'Your survey has a new time',
  shown: 'Your free site survey',
};

/** `/survey/{token}`: the private link of a booked survey (never cached, never indexed). */
export default async function SurveyPage({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>;
  searchParams: Promise<Query>;
}) {
  const [{ token }, query] = await Promise.all([params, searchParams]);
  const survey = await surveyOfToken(serverDependencies(settingsForMail), token);
  if (!survey) notFound();
  const { day } = readBookingQuery(query);
  const heading =
    query.booked === '1' ? HEADINGS.booked : query.moved === '1' ? HEADINGS.moved : HEADINGS.shown;
  return (
    <div className="bg-slate-50">
      <Container className="max-w-3xl py-10 sm:py-14">
        <SurveyConfirmation survey={survey} token={token} heading={heading} step={await surveyStep(day)} />
      </Container>
    </div>
  );
}
