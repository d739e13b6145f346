import type { ReactNode } from 'react';
import {
  HONEYPOT_FIELD,
  LOCALE_FIELD,
  type PublicInquiryField,
} from '@/features/inquiries/inquiry-form-fields';
import { businessToday } from '@/lib/calendar-dates';
import { PROPERTY_TYPES } from '@/lib/property-types';
import { localizeHref } from '@/site/i18n/localize-href';
import { pageLanguage } from '@/site/i18n/page-language';
import { SentView } from './form-parts';
import { ActionForm, Control, FieldNote, StateAlerts, SubmitButton } from './form-state';
import { sendInquiry } from './inquiry-action';
import { INQUIRY_WORDS } from './words';

export interface SubjectGroup {
  label: string;
  /** `label` in the page's language; `value`, what the lead stores (a service's English title). */
  options: { value: string; label: string }[];
}

type Kind = 'quote' | 'contact';

/**
 * The quote form (`kind="quote"`) and the contact form (`kind="contact"`): rendered here, on the
 * server, with the state of a submission put in by `form-state.tsx` in the browser. Without
 * JavaScript it is a plain form post to its own page, anchored at the form, answered with the page
 * again (errors next to the fields and the typed values kept, or the thank-you); with it, the same
 * post answered in place. Every check is the server's, so both ways say exactly the same. In the
 * page's language, which the form sends along (`locale`) for the answer and the lead.
 */
export async function InquiryForm({
  kind,
  sourcePath,
  renderedAt,
  subjects = [],
  preselected = '',
  phone,
  title,
  intro,
}: {
  kind: Kind;
  /** The page the form is on (with its `?service=` context), in English: stored with the inquiry. */
  sourcePath: string;
  /** When the page was rendered (the start of the fill-time trap until scripts replace it). */
  renderedAt: number;
  subjects?: SubjectGroup[];
  preselected?: string;
  /** The office phone, offered in the thank-you. */
  phone?: { label: string; href: string } | null;
  /** The form's heading (the thank-you's heading replaces it), and a line under it. */
  title: string;
  intro?: ReactNode;
}) {
  const { locale } = await pageLanguage();
  const words = INQUIRY_WORDS[locale].form;
  const submitLabel = words.submit[kind];
  const id = (name: string) => `${kind}-${name}`;
  const headingId = id('form-title');
  const hints: Partial<Record<PublicInquiryField, string>> = {
    phone: words.hints.phone,
    ...(kind === 'quote'
      ? { postalCode: words.hints.postalCode, preferredDate: words.hints.preferredDate }
      : {}),
  };
  /** The label, the control and its hint or error, for one field. */
  const field = (
    name: PublicInquiryField,
    label: string,
    control: ReactNode,
    { required = false, className = '' }: { required?: boolean; className?: string } = {},
  ) => (
    <div className={className}>
      <label htmlFor={id(name)} className="mb-1.5 block font-semibold text-brand-950">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-1 text-red-700">
            *
          </span>
        ) : (
          <span className="ml-1.5 text-sm font-normal text-slate-600">{words.optional}</span>
        )}
      </label>
      {control}
      <FieldNote id={id(name)} name={name} hint={hints[name]} />
    </div>
  );
  const describedBy = (name: PublicInquiryField) => (hints[name] ? `${id(name)}-hint` : undefined);
  const today = businessToday();

  const fields = (
    <>
      <h2 id={headingId} className="font-display text-2xl font-bold tracking-tight text-brand-900">
        {title}
      </h2>
      {intro && <p className="mt-2 text-slate-600">{intro}</p>}
      <div className="mt-8">
        <input type="hidden" name="sourcePath" value={sourcePath} />
        <input type="hidden" name={LOCALE_FIELD} value={locale} />
        {/* A field people never see or reach; bots fill in every field they find. */}
        <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
          <label htmlFor={id(HONEYPOT_FIELD)}>{words.honeypot}</label>
          <input id={id(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <StateAlerts
          words={{ checkOne: words.checkOne, checkMany: words.checkMany }}
          sendAgain={
            <>
              <strong className="font-semibold">{words.almostThere}</strong>
              {words.sendAgain(submitLabel)}
            </>
          }
        />

        <div className="grid gap-x-5 gap-y-6 sm:grid-cols-2">
          {field(
            'name',
            words.labels.name,
            <Control
              as="input"
              id={id('name')}
              name="name"
              type="text"
              autoComplete="name"
              required
              maxLength={120}
            />,
            { required: true },
          )}
          {field(
            'phone',
            words.labels.phone,
            <Control
              as="input"
              id={id('phone')}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={30}
              aria-describedby={describedBy('phone')}
            />,
          )}
          {field(
            'email',
            words.labels.email,
            <Control
              as="input"
              id={id('email')}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              maxLength={254}
              spellCheck={false}
            />,
            { required: true, className: kind === 'contact' ? 'sm:col-span-2' : '' },
          )}
          {kind === 'quote' && (
            <>
              {field(
                'postalCode',
                words.labels.postalCode,
                <Control
                  as="input"
                  id={id('postalCode')}
                  name="postalCode"
                  type="text"
                  inputMode="numeric"
                  autoComplete="postal-code"
                  maxLength={10}
                  placeholder={words.placeholders.postalCode}
                  aria-describedby={describedBy('postalCode')}
                />,
              )}
              {field(
                'service',
                words.labels.service,
                <Control as="select" id={id('service')} name="service" defaultValue={preselected}>
                  <option value="">{words.notSure}</option>
                  {subjects.map((group) => (
                    <optgroup key={group.label} label={group.label}>
                      {group.options.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </Control>,
              )}
              {field(
                'propertyType',
                words.labels.propertyType,
                <Control as="select" id={id('propertyType')} name="propertyType" defaultValue="">
                  <option value="">{words.chooseOne}</option>
                  {PROPERTY_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {words.propertyTypes[type]}
                    </option>
                  ))}
                </Control>,
              )}
            </>
          )}
          {field(
            'message',
            kind === 'quote' ? words.labels.messageQuote : words.labels.messageContact,
            <Control
              as="textarea"
              id={id('message')}
              name="message"
              rows={kind === 'quote' ? 4 : 5}
              required
              maxLength={5000}
              placeholder={
                kind === 'quote' ? words.placeholders.messageQuote : words.placeholders.messageContact
              }
            />,
            { required: true, className: 'sm:col-span-2' },
          )}
          {kind === 'quote' &&
            field(
              'preferredDate',
              words.labels.preferredDate,
              <Control
                as="input"
                id={id('preferredDate')}
                name="preferredDate"
                type="date"
                min={today}
                className="sm:max-w-xs"
                aria-describedby={describedBy('preferredDate')}
              />,
              { className: 'sm:col-span-2' },
            )}
        </div>

        <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center">
          <SubmitButton label={submitLabel} sending={words.sending} />
          <p className="text-sm text-slate-600">
            <span aria-hidden="true" className="font-semibold text-red-700">
              *
            </span>{' '}
            {words.requiredNote}
          </p>
        </div>
      </div>
    </>
  );

  return (
    <ActionForm
      id={id('form')}
      action={sendInquiry}
      // Without JavaScript the form posts to its own page, anchored at its heading: the answer (the
      // thank-you or the errors) is what the visitor sees when the page comes back, not the page top.
      permalink={localizeHref(`${sourcePath}#${headingId}`, locale)}
      renderedAt={renderedAt}
      labelledBy={headingId}
      sentHeadingId={headingId}
      fields={fields}
      sent={<SentView kind={kind} phone={phone} headingId={headingId} words={INQUIRY_WORDS[locale].sent} />}
    />
  );
}
