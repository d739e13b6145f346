import { ESTIMATE_QUERY_KEYS, hasEstimateQuery } from '@/features/estimates/browser';
import { EstimateSection } from '@/features/estimates/public-site';
import { InquiryForm, QuoteNextSteps, quoteSubjects } from '@/features/inquiries/public-site';
import { telHref } from '@/lib/phone-link';
import { aboutPage, siteSettings } from '@/modules/settings/site/settings-values';
import { pageLanguage } from '@/site/i18n/page-language';
import { answeredWithin } from '@/site/seo/opening-hours';
import { Container, PageHeader } from '@/site/ui/primitives';
import { BookSurveySection } from './BookSurveySection';
import { readBookingQuery, SURVEY_BOOKING_FORM_ID } from './survey-query';
import { SURVEY_WORDS } from './words';

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
 * The subject and the estimate's answers as the address gave them, for the booking step's links and
 * day form to keep without a script (each value cut short; the estimate reads them forgivingly, the booking
 * strictly).
 */
function answersToKeep(query: Query): string {
  // The subject the page was opened for, too: the lead booked from the step keeps it.
  const answers = new URLSearchParams(subjectOf(query));
  for (const key of ESTIMATE_QUERY_KEYS) {
    const value = query[key];
    if (typeof value === 'string') answers.set(key, value.slice(0, 40));
  }
  return answers.toString();
}

/** The form's own address (in English) with the subject it was opened for: where the inquiry came from. */
function sourcePathOf(query: Query) {
  const search = new URLSearchParams(subjectOf(query)).toString();
  return search ? `/free-quote?${search}` : '/free-quote';
}

/**
 * The quote request page: an instant estimate, the survey booking step and the quote form, with what
 * the visitor was reading preselected, in the page's language.
 */
export async function FreeQuotePage({ query }: { query: Query }) {
  const [business, about, subjects, { locale }] = await Promise.all([
    siteSettings(),
    aboutPage(),
    quoteSubjects(query),
    pageLanguage(),
  ]);
  const words = SURVEY_WORDS[locale].quotePage;
  const phone = business.phone ? { label: business.phone, href: telHref(business.phone) } : null;
  const facts = [
    business.licenseNumber && words.licensed(business.licenseNumber),
    about.yearsInBusiness && words.years(about.yearsInBusiness),
    about.projectsCompleted && words.projects(about.projectsCompleted),
    words.freeSurvey,
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <>
      <PageHeader
        title={words.title}
        crumbs={[{ name: words.crumb, path: '/free-quote' }]}
        intro={words.intro(answeredWithin(business.businessHours, locale))}
      />
      <div className="bg-slate-50">
        <Container className="pt-10 sm:pt-14">
          {/* Opened with an estimate ("Book a survey with this estimate"): shown, and sent with the form. */}
          <details
            open={hasEstimateQuery(query)}
            className="group rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
          >
            <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-800 underline-offset-4 hover:underline">
              {hasEstimateQuery(query) ? words.estimateAttached : words.estimateOffer}
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
              keep={answersToKeep(query)}
              service={subjects.preselected}
            />
            <section
              aria-labelledby="quote-form-title"
              className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:p-10"
            >
              <InquiryForm
                kind="quote"
                title={words.formTitle}
                intro={words.formIntro}
                sourcePath={sourcePathOf(query)}
                renderedAt={Date.now()}
                subjects={subjects.groups}
                preselected={subjects.preselected}
                phone={phone}
              />
            </section>
          </div>
          <QuoteNextSteps business={business} phone={phone} facts={facts} />
        </Container>
      </div>
    </>
  );
}
