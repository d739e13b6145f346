import { notFound } from 'next/navigation';
import { wallClockOf } from '@/features/survey-schedule/browser';
import { DEFAULT_LOCALE, type Locale } from '@/kit/locales';
import { telHref } from '@/lib/phone-link';
import type { AppDependencies } from '@/server/api/context';
import { Container } from '@/site/ui/primitives';
import { surveyContactOf } from '../server/survey-booking';
import { usedUpMovesOf } from '../server/survey-change-limits';
import { surveyLinkOf } from '../server/survey-lookup';
import { surveyEventText } from '../server/survey-mail';
import { SurveyConfirmation } from './SurveyConfirmation';
import { SurveyLinkEnded } from './SurveyLinkEnded';
import { surveyStep } from './survey-data';
import { readBookingQuery } from './survey-query';
import { SURVEY_WORDS } from './words';

type Query = Record<string, string | string[] | undefined>;

/** Where no confirmation mail goes out, the page itself is what the visitor keeps (in English). */
export const KEEP_THIS_LINK = SURVEY_WORDS.en.link.keepThisLink;

/**
 * The private link of a survey: the booking with its changes, or, once cancelled or past, a page
 * that says so and offers to book again (not found for a link that never led to a booking). In
 * the language of the page's address (`locale`: `/es/survey/…` is Spanish), which its links and
 * forms keep.
 */
export async function SurveyLinkPage({
  deps,
  token,
  query,
  locale = DEFAULT_LOCALE,
}: {
  deps: AppDependencies;
  token: string;
  query: Query;
  locale?: Locale;
}) {
  const words = SURVEY_WORDS[locale];
  const link = await surveyLinkOf(deps, token);
  if (!link) notFound();
  const database = await deps.database();
  const contact = await surveyContactOf(database, deps.publicUrl);
  const phone = contact.phone ? { label: contact.phone, href: telHref(contact.phone) } : null;
  // A mail is promised only where one goes out: until the E-mail settings are complete, none does.
  const mailed = (await deps.mailSettings.smtpSetup(database, deps.authSecret)).ready;
  if (link.state !== 'booked') {
    return (
      <div className="bg-slate-50">
        <Container className="max-w-3xl py-10 sm:py-14">
          {link.state === 'cancelled' ? (
            <SurveyLinkEnded
              ended="cancelled"
              name={link.name}
              phone={phone}
              mailed={mailed}
              locale={locale}
              words={words}
            />
          ) : (
            <SurveyLinkEnded
              ended="past"
              name={link.survey.name}
              startsAt={link.survey.startsAt}
              endsAt={link.survey.endsAt}
              phone={phone}
              locale={locale}
              words={words}
            />
          )}
        </Container>
      </div>
    );
  }
  const { survey } = link;
  const usedUpMoves = await usedUpMovesOf(deps, survey.inquiryId);
  const booked = query.booked === '1';
  const moved = query.moved === '1';
  const bookedDay = wallClockOf(new Date(survey.startsAt)).date;
  const { day, dayUnreadable, notice } = readBookingQuery(query);
  const { headings } = words.link;
  const heading = booked ? headings.booked : moved ? headings.moved : headings.shown;
  const sentNote = !(booked || moved)
    ? null
    : !mailed
      ? words.link.keepThisLink
      : booked
        ? words.link.sentBooked(survey.email)
        : words.link.sentMoved(survey.email);
  // Every calendar entry of the survey (these links, the `.ics`, the mails) in the language it was booked in.
  const calendar = {
    startsAt: survey.startsAt,
    endsAt: survey.endsAt,
    ...surveyEventText(survey, { ...contact, publicUrl: deps.publicUrl }),
  };
  return (
    <div className="bg-slate-50">
      <Container className="max-w-3xl py-10 sm:py-14">
        <SurveyConfirmation
          survey={survey}
          token={token}
          heading={heading}
          sentNote={sentNote}
          step={await surveyStep(day ?? bookedDay, dayUnreadable)}
          bookedDay={bookedDay}
          calendar={calendar}
          askCancel={query.cancel === '1'}
          notice={notice === 'taken' || notice === 'unoffered' || notice === 'busy' ? notice : null}
          movesUsedUp={usedUpMoves === null ? null : { moves: usedUpMoves, phone }}
          locale={locale}
          words={words}
        />
      </Container>
    </div>
  );
}
