import { greetingName } from '@/features/inquiries';
import { surveyTimeText } from '@/features/survey-schedule/slot-labels';
import { Action, Details, Paragraph } from '@/server/mail/templates/mail-blocks';
import { MailLayout } from '@/server/mail/templates/mail-layout';
import { type RenderedMail, renderMail } from '@/server/mail/templates/render-mail';

export type SurveyMailKind = 'survey-confirmation' | 'survey-rescheduled' | 'survey-cancelled';

export interface SurveyMailInput {
  kind: SurveyMailKind;
  name: string;
  startsAt: string;
  endsAt: string;
  brand: string;
  phone?: string | null;
  /** The private reschedule and cancel page; none in a cancellation. */
  manageUrl?: string | null;
}

/** What a visitor gets ready before the technician comes. */
export const WHAT_TO_PREPARE = [
  'Someone 18 or older at the property for about an hour.',
  'Access to the areas you want covered, the garage and the attic or crawl space if there is one.',
  'Your Wi-Fi name and where the internet router sits.',
  'A list of worries: blind spots, past incidents, what you want to see on your phone.',
];

const SUBJECTS: Record<SurveyMailKind, string> = {
  'survey-confirmation': 'Your free site survey is booked',
  'survey-rescheduled': 'Your site survey has a new time',
  'survey-cancelled': 'Your site survey is cancelled',
};

/**
 * To the visitor who booked: the day and time in Los Angeles time, what to prepare and the private
 * link to reschedule or cancel (the calendar file is attached by the caller). Like the auto-reply,
 * it repeats nothing typed but a cleaned-up first name: anyone may type anyone's address.
 */
export function surveyVisitorMail(input: SurveyMailInput): Promise<RenderedMail> {
  const subject = SUBJECTS[input.kind];
  const name = greetingName(input.name);
  const when = surveyTimeText(input.startsAt, input.endsAt);
  const cancelled = input.kind === 'survey-cancelled';
  return renderMail(
    subject,
    <MailLayout
      subject={subject}
      brand={input.brand}
      heading={name ? `Hello ${name},` : 'Hello,'}
      footer="You receive this because this address was given when a site survey was booked on our website."
    >
      <Paragraph>
        {cancelled
          ? 'Your free site survey is cancelled, as you asked. You are welcome to book a new time on our website whenever it suits you.'
          : input.kind === 'survey-rescheduled'
            ? 'Your free site survey has moved to the time below. The calendar file attached replaces the one you had.'
            : 'Thank you for booking a free site survey. A technician will come to your property at the time below.'}
      </Paragraph>
      <Details rows={[[cancelled ? 'Was booked for' : 'When', when]]} />
      {cancelled ? null : (
        <Paragraph>{`What to prepare:\n${WHAT_TO_PREPARE.map((line) => `• ${line}`).join('\n')}`}</Paragraph>
      )}
      {input.manageUrl && !cancelled ? <Action label="Reschedule or cancel" url={input.manageUrl} /> : null}
      {input.phone ? <Paragraph>{`Questions? Call us at ${input.phone}.`}</Paragraph> : null}
    </MailLayout>,
  );
}
