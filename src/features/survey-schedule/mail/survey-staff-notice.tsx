import { surveyTimeText } from '@/features/survey-schedule/slot-labels';
import { Action, Details } from '@/server/mail/templates/mail-blocks';
import { MailLayout } from '@/server/mail/templates/mail-layout';
import { absoluteUrl, type RenderedMail, renderMail } from '@/server/mail/templates/render-mail';

export interface SurveyChangeNotice {
  change: 'rescheduled' | 'cancelled';
  inquiryId: number;
  name: string;
  was: { startsAt: string; endsAt: string };
  now?: { startsAt: string; endsAt: string };
}

/** To the notify list: a visitor moved or cancelled their survey through the private link. */
export function surveyStaffNotice(
  notice: SurveyChangeNotice,
  { publicUrl, brand }: { publicUrl: string; brand: string },
): Promise<RenderedMail> {
  const was = surveyTimeText(notice.was.startsAt, notice.was.endsAt);
  const now = notice.now ? surveyTimeText(notice.now.startsAt, notice.now.endsAt) : null;
  const subject =
    notice.change === 'cancelled'
      ? `Site survey cancelled by ${notice.name}: ${was}`
      : `Site survey moved by ${notice.name}: ${now}`;
  return renderMail(
    subject,
    <MailLayout
      subject={subject}
      brand={brand}
      heading={notice.change === 'cancelled' ? 'A site survey was cancelled' : 'A site survey has a new time'}
      footer="You receive this because your address is in the notify list of the E-mail settings."
    >
      <Details
        rows={[
          ['Name', notice.name],
          ['Was', was],
          ['Now', now],
        ]}
      />
      <Action
        label="Open the inquiry"
        url={absoluteUrl(publicUrl, `/admin/inquiries/${notice.inquiryId}/view`)}
      />
    </MailLayout>,
  );
}
