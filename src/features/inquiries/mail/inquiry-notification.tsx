import { surveyTimeText } from '@/features/survey-schedule/browser';
import type { RecordOfModule } from '@/kit/define-module';
import { LOCALE_LABELS } from '@/kit/locales';
import { Action, Details, Quote } from '@/server/mail/templates/mail-blocks';
import { MailLayout } from '@/server/mail/templates/mail-layout';
import { absoluteUrl, type RenderedMail, renderMail } from '@/server/mail/templates/render-mail';
import type { inquiriesModule } from '../module';

type Inquiry = RecordOfModule<typeof inquiriesModule>;

/**
 * The inquiry fields the mails show, typed by the module's record; everything but the id is what the
 * visitor typed. The optional ones may be left out (a mail leaves out what is empty).
 */
export type InquiryForMail = Pick<Inquiry, 'id' | 'name' | 'email' | 'message'> &
  Partial<
    Pick<
      Inquiry,
      | 'phone'
      | 'service'
      | 'propertyType'
      | 'address'
      | 'postalCode'
      | 'preferredDate'
      | 'sourcePath'
      | 'estimate'
      | 'surveyStartsAt'
      | 'surveyEndsAt'
      | 'language'
    >
  >;

const inquiryAdminPath = (id: number) => `/admin/inquiries/${id}/view`;

/** To the staff of the notify list: the whole request and a link to it in the back office. */
export function inquiryNotificationMail(
  inquiry: InquiryForMail,
  { publicUrl, brand }: { publicUrl: string; brand: string },
): Promise<RenderedMail> {
  const about = inquiry.service ? ` about ${inquiry.service}` : '';
  const survey = inquiry.surveyStartsAt ? surveyTimeText(inquiry.surveyStartsAt, inquiry.surveyEndsAt) : null;
  const subject = survey
    ? `Site survey booked by ${inquiry.name}: ${survey}`
    : `New inquiry from ${inquiry.name}${about}`;
  return renderMail(
    subject,
    <MailLayout
      subject={subject}
      brand={brand}
      heading={survey ? 'A free site survey was booked online' : 'New inquiry from the website'}
      footer="You receive this because your address is in the notify list of the E-mail settings. Replying answers the visitor."
    >
      <Details
        rows={[
          ['Name', inquiry.name],
          ['E-mail', inquiry.email],
          ['Phone', inquiry.phone],
          ['Service', inquiry.service],
          ['Property', inquiry.propertyType],
          ['Address', [inquiry.address, inquiry.postalCode].filter(Boolean).join(', ')],
          survey ? ['Booked survey', survey] : ['Preferred visit', inquiry.preferredDate],
          ['Sent from', inquiry.sourcePath],
          // Staff answer in the visitor's language: said only when it is not English.
          [
            'Language',
            inquiry.language && inquiry.language !== 'en' ? LOCALE_LABELS[inquiry.language] : null,
          ],
          // The instant estimate the visitor asked with (the whole quote is on the inquiry's page).
          ...(inquiry.estimate ?? [])
            .filter((row) => row.label === 'Package' || row.label === 'Estimated range')
            .map((row): [string, string] => [row.label, row.value]),
        ]}
      />
      <Quote>{inquiry.message}</Quote>
      <Action label="Open the inquiry" url={absoluteUrl(publicUrl, inquiryAdminPath(inquiry.id))} />
    </MailLayout>,
  );
}
