import type { FormValues, PublicInquiryField } from '@/lib/inquiry-form-fields';

/**
 * What the quote or contact form shows after a submission: nothing yet, the visitor's values with
 * the errors next to each field, a refusal (too many requests, or a failure) with the values kept,
 * or the success state.
 */
export type InquiryFormState =
  | { status: 'idle' }
  | { status: 'invalid'; values: FormValues; errors: Partial<Record<PublicInquiryField, string>> }
  | { status: 'refused'; values: FormValues; message: string }
  | { status: 'sent'; name: string };

export const INITIAL_INQUIRY_STATE: InquiryFormState = { status: 'idle' };
