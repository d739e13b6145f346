'use client';

import {
  type FocusEvent,
  type FormEvent,
  type ReactNode,
  startTransition,
  useActionState,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { InquiryCheck } from '@/lib/inquiry-form';
import {
  type FormValues,
  formValuesOf,
  HONEYPOT_FIELD,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  type PublicInquiryField,
  STARTED_AT_FIELD,
} from '@/lib/inquiry-form-fields';
import { Field, SentState } from './form-parts';
import { sendInquiry } from './inquiry-action';
import { INITIAL_INQUIRY_STATE } from './inquiry-state';

export interface SubjectGroup {
  label: string;
  options: string[];
}

type Errors = Partial<Record<PublicInquiryField, string>>;

/**
 * The form's rules (the server's own schema, with zod) load when the visitor first reaches a field,
 * not with the page: the page stays light, and they are there before anything is checked.
 */
let rules: Promise<(values: FormValues) => InquiryCheck> | undefined;
function loadRules() {
  rules ??= import('@/lib/inquiry-form').then((module) => module.checkInquiryForm);
  return rules;
}

const INPUT =
  'block w-full min-h-12 rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs placeholder:text-slate-500 focus:outline-none focus:ring-4';
const INPUT_OK = 'border-slate-300 focus:border-brand-600 focus:ring-brand-600/20';
const INPUT_BAD = 'border-red-600 focus:border-red-600 focus:ring-red-600/20';

/**
 * The quote form (`kind="quote"`) and the contact form (`kind="contact"`). Without JavaScript it is a
 * plain form post to the page, answered with the page again (errors next to the fields and the typed
 * values kept, or the success state). With JavaScript each field is checked as the visitor leaves it
 * and on submit, with the same schema as the server, and the answer shows without a reload.
 */
export function InquiryForm({
  kind,
  sourcePath,
  renderedAt,
  subjects = [],
  preselected = '',
  phone,
  title,
  intro,
}: {
  kind: 'quote' | 'contact';
  /** The page the form is on (with its `?service=` context): stored with the inquiry. */
  sourcePath: string;
  /** When the page was rendered; replaced by the moment the form became visible once scripts run. */
  renderedAt: number;
  subjects?: SubjectGroup[];
  preselected?: string;
  /** The office phone, offered in the success state. */
  phone?: { label: string; href: string } | null;
  /** The form's heading (the success state's heading replaces it), and a line under it. */
  title: string;
  intro?: ReactNode;
}) {
  const [state, formAction, pending] = useActionState(sendInquiry, INITIAL_INQUIRY_STATE);
  const [startedAt, setStartedAt] = useState(renderedAt);
  const [errors, setErrors] = useState<Errors>(state.status === 'invalid' ? state.errors : {});
  // Whether a submission was tried: only then does a line above the form count what needs fixing.
  const [tried, setTried] = useState(state.status === 'invalid');
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const id = (name: string) => `${kind}-${name}`;

  // The fill-time trap counts from the moment the form is on screen, not from when a cached copy
  // of the page was rendered.
  useEffect(() => setStartedAt(Date.now()), []);

  useEffect(() => {
    if (state.status === 'invalid') {
      setErrors(state.errors);
      setTried(true);
    }
    if (state.status === 'sent') doneRef.current?.focus();
  }, [state]);

  if (state.status === 'sent') {
    return (
      <SentState
        kind={kind}
        name={state.name}
        phone={phone}
        headingRef={doneRef}
        headingId={`${kind}-form-title`}
      />
    );
  }

  const shown: FormValues = state.status === 'invalid' || state.status === 'refused' ? state.values : {};
  const currentValues = () => (formRef.current ? formValuesOf(new FormData(formRef.current).entries()) : {});

  const recheck = async (name: PublicInquiryField, always: boolean) => {
    if (!always && !errors[name]) return;
    const check = (await loadRules())(currentValues());
    const message = check.ok ? undefined : check.errors[name];
    setErrors((previous) => ({ ...previous, [name]: message }));
  };
  const onBlur = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const name = event.currentTarget.name as PublicInquiryField;
    // A required field left empty on the way past is not an error yet: only what was typed is checked.
    if (event.currentTarget.value.trim() === '' && !errors[name]) return;
    recheck(name, true);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const check = (await loadRules())(formValuesOf(new FormData(form).entries()));
    setTried(true);
    if (!check.ok) {
      setErrors(check.errors);
      const first = Object.keys(check.errors)[0];
      if (first) document.getElementById(id(first))?.focus();
      return;
    }
    setErrors({});
    const data = new FormData(form);
    startTransition(() => formAction(data));
  };

  const hints: Partial<Record<PublicInquiryField, string>> =
    kind === 'quote'
      ? {
          phone: 'The quickest way for us to reach you.',
          postalCode: 'So we can send the nearest technician.',
        }
      : {};
  const errorCount = Object.values(errors).filter(Boolean).length;
  const field = (name: PublicInquiryField) => ({
    id: id(name),
    name,
    defaultValue: shown[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby':
      [errors[name] && `${id(name)}-error`, hints[name] && `${id(name)}-hint`].filter(Boolean).join(' ') ||
      undefined,
    onBlur,
    onChange: () => recheck(name, false),
    className: `${INPUT} ${errors[name] ? INPUT_BAD : INPUT_OK}`,
  });

  const today = new Date().toISOString().slice(0, 10);

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      onFocus={() => void loadRules()}
      noValidate
      aria-labelledby={`${kind}-form-title`}
      className="relative"
    >
      <h2 id={`${kind}-form-title`} className="font-display text-2xl font-bold tracking-tight text-brand-900">
        {title}
      </h2>
      {intro && <p className="mt-2 text-slate-600">{intro}</p>}
      <div className="mt-8">
        <input type="hidden" name="sourcePath" value={sourcePath} />
        <input type="hidden" name={STARTED_AT_FIELD} value={String(startedAt)} />
        {/* A field people never see or reach; bots fill in every field they find. */}
        <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
          <label htmlFor={id(HONEYPOT_FIELD)}>Website</label>
          <input id={id(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </div>

        {state.status === 'refused' && (
          <p role="alert" className="mb-6 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
            {state.message}
          </p>
        )}
        {tried && errorCount > 0 && (
          <p
            role="alert"
            className="mb-6 rounded-lg border border-red-200 bg-red-50 p-4 font-medium text-red-800"
          >
            {checkMessage(errorCount)}
          </p>
        )}

        <div className="grid gap-x-5 gap-y-6 sm:grid-cols-2">
          <Field id={id('name')} label="Your name" required error={errors.name}>
            <input {...field('name')} type="text" autoComplete="name" required maxLength={120} />
          </Field>
          <Field id={id('phone')} label="Phone" hint={hints.phone} error={errors.phone}>
            <input {...field('phone')} type="tel" inputMode="tel" autoComplete="tel" maxLength={30} />
          </Field>
          <Field
            id={id('email')}
            label="Email"
            required
            error={errors.email}
            className={kind === 'contact' ? 'sm:col-span-2' : ''}
          >
            <input
              {...field('email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              maxLength={254}
              spellCheck={false}
            />
          </Field>
          {kind === 'quote' && (
            <>
              <Field id={id('postalCode')} label="ZIP code" hint={hints.postalCode} error={errors.postalCode}>
                <input
                  {...field('postalCode')}
                  type="text"
                  inputMode="numeric"
                  autoComplete="postal-code"
                  maxLength={10}
                  placeholder="e.g. 90026"
                />
              </Field>
              <Field id={id('service')} label="What do you need?" error={errors.service}>
                <select {...field('service')} defaultValue={shown.service ?? preselected}>
                  <option value="">Not sure yet: help me choose</option>
                  {subjects.map((group) => (
                    <optgroup key={group.label} label={group.label}>
                      {group.options.map((option) => (
                        <option key={option} value={option}>
                          {option}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </select>
              </Field>
              <Field id={id('propertyType')} label="Property type" error={errors.propertyType}>
                <select {...field('propertyType')} defaultValue={shown.propertyType ?? ''}>
                  <option value="">Choose one</option>
                  {PROPERTY_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {PROPERTY_TYPE_LABELS[type]}
                    </option>
                  ))}
                </select>
              </Field>
            </>
          )}
          <Field
            id={id('message')}
            label={kind === 'quote' ? 'Tell us about your property' : 'Your message'}
            required
            error={errors.message}
            className="sm:col-span-2"
          >
            <textarea
              {...field('message')}
              rows={kind === 'quote' ? 4 : 5}
              required
              maxLength={5000}
              placeholder={
                kind === 'quote'
                  ? 'e.g. Two-story house, cameras at the front door, driveway and backyard.'
                  : 'How can we help?'
              }
            />
          </Field>
          {kind === 'quote' && (
            <Field
              id={id('preferredDate')}
              label="Preferred day for a free site survey"
              error={errors.preferredDate}
              className="sm:col-span-2"
            >
              <input
                {...field('preferredDate')}
                type="date"
                min={today}
                className={`${field('preferredDate').className} sm:max-w-xs`}
              />
            </Field>
          )}
        </div>

        <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center">
          <button
            type="submit"
            disabled={pending}
            className="inline-flex min-h-12 shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-lg bg-accent-500 px-7 py-3 text-base font-semibold text-brand-950 shadow-sm transition-colors hover:bg-accent-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900 disabled:cursor-wait disabled:opacity-70"
          >
            {pending && (
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-brand-950 border-t-transparent motion-reduce:animate-none"
              />
            )}
            {pending ? 'Sending…' : kind === 'quote' ? 'Request my free quote' : 'Send message'}
          </button>
          <p className="text-sm text-slate-600">
            <span aria-hidden="true" className="font-semibold text-red-700">
              *
            </span>{' '}
            Required. We call you within one business hour, Mon–Sat.
          </p>
        </div>
      </div>
    </form>
  );
}

/** The line above the form when something needs fixing. */
function checkMessage(count: number) {
  return `Please check ${count === 1 ? 'the highlighted field' : `the ${count} highlighted fields`}.`;
}
