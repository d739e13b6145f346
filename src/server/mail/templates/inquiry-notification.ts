import { absoluteUrl, type RenderedMail, renderMail } from './layout';

/** The inquiry fields the mails show; everything but the id is what the visitor typed. */
export interface InquiryForMail {
  id: number;
  name: string;
  email: string;
  phone?: string | null;
  service?: string | null;
  propertyType?: string | null;
  message: string;
  address?: string | null;
  postalCode?: string | null;
  preferredDate?: string | null;
  sourcePath?: string | null;
}

const inquiryAdminPath = (id: number) => `/admin/inquiries/${id}/view`;

/** To the staff of the notify list: the whole request and a link to it in the back office. */
export function inquiryNotificationMail(inquiry: InquiryForMail, publicUrl: string): RenderedMail {
  const about = inquiry.service ? ` about ${inquiry.service}` : '';
  return renderMail({
    subject: `New inquiry from ${inquiry.name}${about}`,
    heading: 'New inquiry from the website',
    blocks: [
      {
        details: [
          ['Name', inquiry.name],
          ['E-mail', inquiry.email],
          ['Phone', inquiry.phone],
          ['Service', inquiry.service],
          ['Property', inquiry.propertyType],
          ['Address', [inquiry.address, inquiry.postalCode].filter(Boolean).join(', ')],
          ['Preferred visit', inquiry.preferredDate],
          ['Sent from', inquiry.sourcePath],
        ],
      },
      { quote: inquiry.message },
      { action: { label: 'Open the inquiry', url: absoluteUrl(publicUrl, inquiryAdminPath(inquiry.id)) } },
    ],
    footer:
      'You receive this because your address is in the notify list of the E-mail settings. Replying answers the visitor.',
  });
}
