import { notFound } from 'next/navigation';
import { wallClockOf } from '@/features/survey-schedule/browser';
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

type Query = Record<string, string | string[] | undefined>;

/** Where no confirmation mail goes out, the page itself is what the visitor keeps. */
export const KEEP_THIS_LINK =
  'Keep the address of this page: it is your private link to see, move or cancel the survey.';

const HEADINGS = {
  booked: 'Your free site survey is booked',
  moved: 'Your survey has a new time',
  shown: 'Your free site survey',
};

/**
 * The private link of a survey: the booking with its changes, or, once cancelled or past, a page
 * that says so and offers to book again (not found for a link that never led to a booking).
 */
export async function SurveyLinkPage({
  deps,
  token,
  query,
}: {
  deps: AppDependencies;
  token: string;
  query: Query;
}) {
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
            <SurveyLinkEnded ended="cancelled" name={link.name} phone={phone} mailed={mailed} />
          ) : (
            <SurveyLinkEnded
              ended="past"
              name={link.survey.name}
              startsAt={link.survey.startsAt}
              endsAt={link.survey.endsAt}
              phone={phone}
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
  const heading = booked ? HEADINGS.booked : moved ? HEADINGS.moved : HEADINGS.shown;
  const sentNote = !(booked || moved)
    ? null
    : !mailed
      ? KEEP_THIS_LINK
      : booked
        ? `We sent the confirmation, with a calendar file, to ${survey.email}.`
        : `We sent the new time, with an updated calendar file, to ${survey.email}.`;
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
        />
      </Container>
    </div>
  );
}
