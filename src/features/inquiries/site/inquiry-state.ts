import type { FormValues, PublicInquiryField } from '@/features/inquiries/inquiry-form-fields';

/** How the business answers a request: a call when the visitor left a phone number, else an e-mail. */
export type ReplyChannel = { by: 'phone'; to: string } | { by: 'email'; to: string };

/**
 * What the quote or contact form shows after a submission: nothing yet, the visitor's values with
 * the errors next to each field, a refusal (too many requests, or a failure) with the values kept,
 * a request to press send once more (sent faster than a person types: autofill), or the success
 * state with what happens next.
 */
export type InquiryFormState =
  | { status: 'idle' }
  | { status: 'invalid'; values: FormValues; errors: Partial<Record<PublicInquiryField, string>> }
  | { status: 'refused'; values: FormValues; message: string }
  | { status: 'confirm'; values: FormValues; confirmation: string }
  | {
      status: 'sent';
      name: string;
      reply: ReplyChannel;
      /** When we answer, from the opening hours: "within one business hour", "on Monday from 8 am". */
      callBack: string;
      surveyDay: string | null;
    };

export const INITIAL_INQUIRY_STATE: InquiryFormState = { status: 'idle' };
