import type { InquiryForMail } from './inquiry-notification';
import { type RenderedMail, renderMail } from './layout';

export const DEFAULT_AUTO_REPLY_SUBJECT = 'We received your request';
const DEFAULT_AUTO_REPLY_BODY =
  'Thank you for contacting us. We have your request and will get back to you within one business day.';

interface AutoReplyInput {
  inquiry: InquiryForMail;
  /** From the E-mail settings; empty falls back to the defaults above. */
  subject?: string | null;
  body?: string | null;
  /** Who the reply is from (the From name), shown under the text. */
  signature?: string | null;
}

/** To the visitor: the text staff wrote in the E-mail settings and a copy of what was sent. */
export function inquiryAutoReplyMail({ inquiry, subject, body, signature }: AutoReplyInput): RenderedMail {
  return renderMail({
    subject: subject?.trim() || DEFAULT_AUTO_REPLY_SUBJECT,
    heading: `Hello ${inquiry.name},`,
    blocks: [
      { paragraph: body?.trim() || DEFAULT_AUTO_REPLY_BODY },
      ...(signature?.trim() ? [{ paragraph: signature.trim() }] : []),
      { paragraph: 'Your message:' },
      { quote: inquiry.message },
    ],
    footer: 'You receive this because this address was entered in the form on our website.',
  });
}
