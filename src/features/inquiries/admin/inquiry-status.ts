import type { MantineColor } from '@mantine/core';
import { INQUIRY_STATUSES } from '@/features/inquiries/module';

export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** How each inquiry status reads and which color marks it, wherever staff see leads. */
export const inquiryStatuses: Record<InquiryStatus, { label: string; color: MantineColor }> = {
  new: { label: 'New', color: 'blue' },
  contacted: { label: 'Contacted', color: 'cyan' },
  quoted: { label: 'Quoted', color: 'orange' },
  won: { label: 'Won', color: 'teal' },
  lost: { label: 'Lost', color: 'gray' },
  spam: { label: 'Spam', color: 'red' },
};

/** Options of a status picker, in the order a lead moves through them. */
export const inquiryStatusOptions = INQUIRY_STATUSES.map((status) => ({
  value: status,
  label: inquiryStatuses[status].label,
}));

export const isInquiryStatus = (value: string | null): value is InquiryStatus =>
  value !== null && (INQUIRY_STATUSES as readonly string[]).includes(value);
