import type { Metadata } from 'next';
import { pageMetadata } from '@/app/(site)/_composition/site-identity';
import { ESTIMATE_QUERY_KEYS, hasEstimateQuery } from '@/features/estimates/estimate-query';
import { EstimateSection } from '@/features/estimates/site/EstimateSection';
import { InquiryForm } from '@/features/inquiries/site/InquiryForm';
import { CheckIcon, PhoneIcon } from '@/features/inquiries/site/icons';
import { quoteSubjects } from '@/features/inquiries/site/quote-subjects';
import { BookSurveySection } from '@/features/survey-booking/site/BookSurveySection';
import { readBookingQuery, SURVEY_BOOKING_FORM_ID } from '@/features/survey-booking/site/survey-query';
import { aboutPage, siteSettings } from '@/modules/settings/site/settings-values';
import { answeredWithin } from '@/site/seo/opening-hours';
import { Container, PageHeader, telHref } from '@/site/ui/primitives';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Free Security Camera Quote',
    description:
      'Ask for a free, no-obligation quote for security cameras, access control or alarms in Los Angeles. A quick answer during business hours, and a free survey of your property.',
    path: '/free-quote',
  });
}

type Query = Record<string, string | string[] | undefined>;

/** The subject the form was opened for (`?service=` or `?package=`), trimmed. */
function subjectOf(query: Query): Record<string, string> {
  const subject: Record<string, string> = {};
  for (const key of ['service', 'package'] as const) {
    const value = query[key];
    if (typeof value === 'string' && value.trim() !== '') subject[key] = value.trim().slice(0, 120);
  }
  return subject;
}

/**
 * The estimate's answers as the address gave them, for the booking step's links and day form to
 * keep without a script (each value cut short; the estimate reads them forgivingly, the booking
 * strictly).
 */
function estimateAnswersOf(query: Query): string {
  const answers = new URLSearchParams();
  for (const key of ESTIMATE_QUERY_KEYS) {
    const value = query[key];
    if (typeof value === 'string') answers.set(key, value.slice(0, 40));
  }
  return answers.toString();
}

/** The form's own address with the subject it was opened for: where the inquiry came from. */
function sourcePathOf(query: Query) {
  const search = new URLSearchParams(subjectOf(query)).toString();
  return search ? `/free-quote?${search}` : '/free-quote';
}

/** What happens after a request; the first step names the opening hours of Home page settings. */
const stepsAnsweredWithin = (answered: string) => [
  {
    title: 'We get back to you',
    text: `${answered[0].toUpperCase()}${answered.slice(1)}: a call, or an e-mail if you left no number.`,
  },
  { title: 'Free site survey', text: 'A technician walks your property and finds the right camera spots.' },
  { title: 'Written quote', text: 'A clear price with no obligation, usually the same day.' },
  { title: 'Installed in a day or two', text: 'Clean wiring, app set up on your phone, and a walkthrough.' },
];

/** `/free-quote`: the quote request form, with what the visitor was reading preselected. */
export default async function FreeQuotePage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const [business, about, subjects] = await Promise.all([siteSettings(), aboutPage(), quoteSubjects(query)]);
  const phone = business.phone ? { label: business.phone, href: telHref(business.phone) } : null;
  const facts = [
    business.licenseNumber && `Licensed and insured, license ${business.licenseNumber}`,
    about.yearsInBusiness && `${about.yearsInBusiness} years installing across Los Angeles`,
    about.projectsCompleted && `${about.projectsCompleted.toLocaleString('en-US')}+ systems installed`,
    'Free site survey, no obligation',
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <>
      <PageHeader
        title="Get your free quote"
        crumbs={[{ name: 'Free quote', path: '/free-quote' }]}
        intro={`Tell us a little about your property. We answer ${answeredWithin(business.businessHours)}, and the site survey is free.`}
      />
      <div className="bg-slate-50">
        <Container className="pt-10 sm:pt-14">
          {/* Opened with an estimate ("Book a survey with this estimate"): shown, and sent with the form. */}
          <details
            open={hasEstimateQuery(query)}
            className="group rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
          >
            <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-800 underline-offset-4 hover:underline">
              {hasEstimateQuery(query)
                ? 'Your estimate, sent with your request'
                : 'Want a price idea first? Get an instant estimate'}
            </summary>
            <div className="mt-6">
              <EstimateSection
                query={query}
                path="/free-quote"
                quoteFormId="quote-form"
                bookingFormId={SURVEY_BOOKING_FORM_ID}
                keep={subjectOf(query)}
              />
            </div>
          </details>
        </Container>
        <Container className="grid gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-12">
          <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-8">
            <BookSurveySection
              query={readBookingQuery(query)}
              sourcePath={sourcePathOf(query)}
              keep={estimateAnswersOf(query)}
            />
            <section
              aria-labelledby="quote-form-title"
              className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:p-10"
            >
              <InquiryForm
                kind="quote"
                title="Or ask us to call you"
                intro="No time is booked yet: we call you, talk it through and agree on a day for the survey. It takes about a minute, and we only use your details to reply."
                sourcePath={sourcePathOf(query)}
                renderedAt={Date.now()}
                subjects={subjects.groups}
                preselected={subjects.preselected}
                phone={phone}
              />
            </section>
          </div>
          <aside aria-labelledby="quote-next-title" className="space-y-6">
            <div className="rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
              <h2 id="quote-next-title" className="font-display text-xl font-bold">
                What happens next
              </h2>
              <ol className="mt-5 space-y-5">
                {stepsAnsweredWithin(answeredWithin(business.businessHours)).map((step, index) => (
                  <li key={step.title} className="flex gap-4">
                    <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-500 font-bold text-brand-950">
                      {index + 1}
                    </span>
                    <div>
                      <p className="font-semibold">{step.title}</p>
                      <p className="mt-1 text-brand-100">{step.text}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </div>
            {phone && (
              <div className="rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:p-8">
                <h2 className="font-display text-lg font-bold text-brand-900">Rather talk now?</h2>
                <a
                  href={phone.href}
                  className="mt-3 inline-flex min-h-11 items-center gap-2 text-2xl font-bold text-brand-700 underline-offset-4 hover:underline"
                >
                  <PhoneIcon />
                  {phone.label}
                </a>
                {business.emergencyPhone && (
                  <p className="mt-2 text-slate-600">
                    24/7 emergency line:{' '}
                    <a
                      href={telHref(business.emergencyPhone)}
                      className="whitespace-nowrap font-semibold text-brand-700 underline underline-offset-4"
                    >
                      {business.emergencyPhone}
                    </a>
                  </p>
                )}
              </div>
            )}
            <ul className="space-y-3 px-1">
              {facts.map((fact) => (
                <li key={fact} className="flex gap-3 text-slate-700">
                  <CheckIcon />
                  <span>{fact}</span>
                </li>
              ))}
            </ul>
          </aside>
        </Container>
      </div>
    </>
  );
}
