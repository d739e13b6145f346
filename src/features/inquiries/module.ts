import { IconInbox } from '@tabler/icons-react';
import { defineModule } from '@/kit/define-module';
import { field } from '@/kit/fields';
import { DEFAULT_LOCALE, LOCALES } from '@/kit/locales';
import { PROPERTY_TYPES } from '@/lib/property-types';
import { ATTRIBUTION_FIELDS, attributionFields } from './attribution';

export const INQUIRY_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost', 'spam'] as const;
/** Distinct hues, each dark enough for white badge text at AA contrast (held by a unit test). */
const INQUIRY_STATUS_COLORS = {
  new: 'blue.9',
  contacted: 'violet.9',
  quoted: '#a84300',
  won: '#2b7a3b',
  lost: 'gray.7',
  spam: 'red.9',
};

/**
 * Quote and contact requests. Visitors send them through the public form (`POST /api/inquiries`
 * without a token, see `hooks.ts`); staff work them here and may log phone leads themselves.
 */
export const inquiriesModule = defineModule({
  key: 'inquiries',
  table: 'inquiries',
  adminPath: 'inquiries',
  label: { singular: 'Inquiry', plural: 'Inquiries' },
  fields: {
    name: field.text('Name', { required: true, max: 120 }),
    email: field.text('Email', { required: true, max: 254, format: 'email' }),
    phone: field.text('Phone', { max: 30, format: 'phone' }),
    service: field.text('Service', { max: 120 }),
    propertyType: field.enum('Property type', PROPERTY_TYPES),
    message: field.textarea('Message', { required: true, max: 5000 }),
    address: field.text('Address', { max: 200 }),
    postalCode: field.text('ZIP code', {
      max: 10,
      pattern: { regex: /^\d{5}(-\d{4})?$/, message: 'Enter a 5-digit ZIP code' },
    }),
    preferredDate: field.date('Preferred day', {
      help: 'The day the visitor asked for. A booked survey’s time is under Survey starts; move it in Site surveys.',
    }),
    estimate: field.specList('Instant estimate', {
      maxItems: 20,
      help: 'The estimate the visitor asked with, worked out again by the site from the packages and estimate rules.',
    }),
    // A survey booked online (`survey/`): a fixed time, its Los Angeles day also in preferredDate.
    surveyStartsAt: field.datetime('Survey starts'),
    surveyEndsAt: field.datetime('Survey ends', { after: 'surveyStartsAt' }),
    sourcePath: field.text('Sent from page', { max: 300 }),
    ...attributionFields,
    status: field.enum('Status', INQUIRY_STATUSES, { default: 'new', colors: INQUIRY_STATUS_COLORS }),
    language: field.enum('Language', LOCALES, {
      default: DEFAULT_LOCALE,
      optionLabels: { en: 'English', es: 'Spanish' },
      colors: { en: 'gray.7', es: 'teal.9' },
      help: 'The language the visitor used on the site: the auto-reply and survey e-mails go out in it.',
    }),
    staffNotes: field.textarea('Staff notes', {
      max: 10_000,
      private: true,
      help: 'Only staff see these notes.',
    }),
    wonValueCents: field.money('Job value', {
      private: true,
      help: 'What the job is worth, once won: Lead analytics add it up by source and campaign.',
    }),
  },
  // When the survey was cancelled: its time stays on the lead, no longer held (`server/held-time.ts`).
  // Why the instant estimate sent with the request was not kept: written by the site when the lead
  // arrives (`server/estimate-not-kept.ts`), shown as the `estimateNotKept` fact; no request sets it.
  internalColumns: ['surveyCancelledAt', 'estimateNotKeptReason'],
  titleField: 'name',
  listColumns: ['name', 'phone', 'service', 'status', 'preferredDate', 'createdAt'],
  // A lead in Spanish is answered in Spanish: said under its name, at every width.
  titleBadges: ['language'],
  searchFields: ['name', 'email', 'phone', 'message', 'postalCode'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  access: 'staff',
  adminLinks: [{ label: 'Inquiries', icon: IconInbox, sidebar: 230, dashboard: 50 }],
  computed: {
    delivery: 'E-mail delivery',
    leadSource: 'Where this lead came from',
    surveyHistory: 'Site survey',
    estimateNotKept: 'Estimate not kept',
  },
  // Booked, moved or cancelled, and an estimate the site could not keep, at a glance in the inbox.
  listFacts: ['surveyHistory', 'estimateNotKept'],
  fieldNotes: { estimate: 'estimateNotKept' },
  listTabs: 'status',
  hiddenUnlessAsked: { field: 'status', value: 'spam' },
  unreadWhen: { field: 'status', value: 'new' },
  phoneSummary: ['status', 'service', 'createdAt', 'phone'],
  viewFirst: ['message', 'phone', 'email'],
  createdAtLabel: 'Received',
  quickEdit: ['status', 'wonValueCents', 'staffNotes'],
  // Shown in words in the "Where this lead came from" card (the `leadSource` fact) instead.
  viewOmit: ATTRIBUTION_FIELDS,
  exportCsv: true,
  publicPaths: () => [],
});
