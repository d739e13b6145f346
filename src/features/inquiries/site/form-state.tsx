'use client';

import {
  type ComponentProps,
  createContext,
  type ReactNode,
  startTransition,
  useActionState,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import {
  CONFIRMATION_FIELD,
  type PublicInquiryField,
  STARTED_AT_FIELD,
} from '@/features/inquiries/inquiry-form-fields';
import { formShownAt } from './form-shown-at';
import { INITIAL_INQUIRY_STATE, type InquiryFormState } from './inquiry-state';
import type { FormStateWords } from './words';

/**
 * The browser's part of the quote and contact forms: only the state of a submission. Every word and
 * every field's markup is the server's (`InquiryForm.tsx`), so the script that every form page loads
 * stays small; these components put the state into that markup: the typed values kept, each error
 * next to its field, the alerts, the button while sending, and the thank-you's details.
 */

interface FormContextValue {
  state: InquiryFormState;
  pending: boolean;
  /** Fields changed since the last answer: their old error is no longer shown. */
  changed: ReadonlySet<string>;
  markChanged: (name: string) => void;
}

const FormContext = createContext<FormContextValue>({
  state: INITIAL_INQUIRY_STATE,
  pending: false,
  changed: new Set(),
  markChanged: () => {},
});

/**
 * Whether the form was in the page's HTML: while hydrating that HTML, React reads the server
 * snapshot (true); a form mounted by the browser alone (after an in-app move) reads false.
 */
const noSubscription = () => () => {};
const hydratedFromPageHtml = () => true;
const mountedInBrowser = () => false;

const errorOf = ({ state, changed }: FormContextValue, name: string) =>
  state.status === 'invalid' && !changed.has(name) ? state.errors[name as PublicInquiryField] : undefined;

/** Marks the alert that focus moves to after a refusal or a request to send once more. */
const STATE_ALERT_ATTRIBUTE = 'data-form-state-alert';

export function ActionForm({
  id,
  action,
  permalink,
  renderedAt,
  labelledBy,
  sentHeadingId,
  fields,
  sent,
}: {
  /** The form's id: fields elsewhere on the page join it with `form="…"` (the instant estimate). */
  id?: string;
  action: (state: InquiryFormState, data: FormData) => Promise<InquiryFormState>;
  /** Where the form posts without JavaScript: its page, anchored at the form. */
  permalink: string;
  /** When the page was rendered; replaced by the moment the form became visible once scripts run. */
  renderedAt: number;
  labelledBy: string;
  sentHeadingId: string;
  fields: ReactNode;
  sent: ReactNode;
}) {
  const [state, formAction, pending] = useActionState(action, INITIAL_INQUIRY_STATE, permalink);
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set());
  const [startedAt, setStartedAt] = useState(renderedAt);
  const formRef = useRef<HTMLFormElement>(null);

  // The fill-time trap counts from the moment the form came on screen in this browser, not from
  // when a cached copy of the page was rendered nor from when a slow phone's scripts had run.
  const inPageHtml = useRef(useSyncExternalStore(noSubscription, mountedInBrowser, hydratedFromPageHtml));
  useEffect(() => setStartedAt(formShownAt(inPageHtml.current)), []);

  // After each answer: a fresh slate of changes, and focus where the visitor has to look.
  useEffect(() => {
    setChanged(new Set());
    if (state.status === 'sent') document.getElementById(sentHeadingId)?.focus();
    if (state.status === 'invalid')
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    // A refusal (too many requests) or a request to send once more is said above the fields, which
    // the visitor has scrolled past to the button: focus brings it into view, and a reader says it.
    if (state.status === 'refused' || state.status === 'confirm')
      formRef.current?.querySelector<HTMLElement>(`[${STATE_ALERT_ATTRIBUTE}]`)?.focus();
  }, [state, sentHeadingId]);

  const context: FormContextValue = {
    state,
    pending,
    changed,
    markChanged: (name) => !changed.has(name) && setChanged(new Set(changed).add(name)),
  };
  if (state.status === 'sent') return <FormContext value={context}>{sent}</FormContext>;
  return (
    <FormContext value={context}>
      <form
        id={id}
        ref={formRef}
        action={formAction}
        onSubmit={(event) => {
          // The same post as without JavaScript, answered in place.
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          startTransition(() => formAction(data));
        }}
        noValidate
        aria-labelledby={labelledBy}
        className="relative"
      >
        <input type="hidden" name={STARTED_AT_FIELD} value={String(startedAt)} />
        {state.status === 'confirm' && (
          <input type="hidden" name={CONFIRMATION_FIELD} value={state.confirmation} />
        )}
        {fields}
      </form>
    </FormContext>
  );
}

/**
 * Above the fields after an answer that was not a success: why the request was refused, how many
 * fields need fixing, or (sent faster than a person types) a request to press send once more.
 */
export function StateAlerts({
  sendAgain,
  words,
}: {
  sendAgain: ReactNode;
  /** "Please check the highlighted field(s)", in the page's language (`{count}` filled in here). */
  words: Pick<FormStateWords, 'checkOne' | 'checkMany'>;
}) {
  const context = useContext(FormContext);
  const { state } = context;
  // Below the sticky header when focused into view.
  const box = 'mb-6 scroll-mt-40 rounded-lg border p-4 focus:outline-none';
  const focusable = { tabIndex: -1, [STATE_ALERT_ATTRIBUTE]: '' };
  if (state.status === 'refused') {
    return (
      <p role="alert" {...focusable} className={`${box} border-red-200 bg-red-50 text-red-800`}>
        {state.message}
      </p>
    );
  }
  if (state.status === 'confirm') {
    return (
      <p role="alert" {...focusable} className={`${box} border-amber-300 bg-amber-50 text-amber-950`}>
        {sendAgain}
      </p>
    );
  }
  const count =
    state.status === 'invalid'
      ? Object.keys(state.errors).filter((name) => errorOf(context, name)).length
      : 0;
  if (count === 0) return null;
  return (
    <p role="alert" className={`${box} border-red-200 bg-red-50 font-medium text-red-800`}>
      {count === 1 ? words.checkOne : words.checkMany.replace('{count}', String(count))}
    </p>
  );
}

type ControlProps =
  | ({ as: 'input'; name: PublicInquiryField } & ComponentProps<'input'>)
  | ({ as: 'select'; name: PublicInquiryField } & ComponentProps<'select'>)
  | ({ as: 'textarea'; name: PublicInquiryField } & ComponentProps<'textarea'>);

const CONTROL =
  'block w-full min-h-12 rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs placeholder:text-slate-500 focus:outline-none focus:ring-4';
const CONTROL_OK = 'border-slate-300 focus:border-brand-600 focus:ring-brand-600/20';
const CONTROL_BAD = 'border-red-600 focus:border-red-600 focus:ring-red-600/20';

/** A field's input, select or text area, with the value the visitor typed and its error, if any. */
export function Control({ as, name, id, className = '', defaultValue, ...rest }: ControlProps) {
  const context = useContext(FormContext);
  const { state } = context;
  const error = errorOf(context, name);
  const typed = state.status === 'idle' || state.status === 'sent' ? undefined : state.values[name];
  const hint = (rest as { 'aria-describedby'?: string })['aria-describedby'];
  const props = {
    ...rest,
    id,
    name,
    defaultValue: typed ?? defaultValue,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': (error ? `${id}-error` : hint) || undefined,
    onChange: () => context.markChanged(name),
    className: `${CONTROL} ${error ? CONTROL_BAD : CONTROL_OK} ${className}`,
  };
  if (as === 'select') return <select {...(props as ComponentProps<'select'>)} />;
  if (as === 'textarea') return <textarea {...(props as ComponentProps<'textarea'>)} />;
  return <input {...(props as ComponentProps<'input'>)} />;
}

/** The field's hint, or once the field is wrong, its error in words in the hint's place. */
export function FieldNote({ id, name, hint }: { id: string; name: PublicInquiryField; hint?: ReactNode }) {
  const error = errorOf(useContext(FormContext), name);
  if (error) {
    return (
      <p id={`${id}-error`} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-4 shrink-0">
          <path
            fillRule="evenodd"
            d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
            clipRule="evenodd"
          />
        </svg>
        <span>{error}</span>
      </p>
    );
  }
  return hint ? (
    <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
      {hint}
    </p>
  ) : null;
}

/** The send button, with a spinner and "Sending…" (`sending`) while the request is on its way. */
export function SubmitButton({ label, sending }: { label: string; sending: string }) {
  const { pending } = useContext(FormContext);
  return (
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
      {pending ? sending : label}
    </button>
  );
}

/**
 * A detail of the request just sent, in the thank-you: the name given, where the answer goes, when
 * (from the opening hours at the moment it was sent), the day asked for.
 */
export function SentDetail({
  detail,
  before = '',
  after = '',
}: {
  detail: 'name' | 'to' | 'callBack' | 'surveyDay';
  before?: string;
  /** Added unless the value already ends with it (a time written "8 a.m." ends a sentence itself). */
  after?: string;
}) {
  const { state } = useContext(FormContext);
  if (state.status !== 'sent') return null;
  const value = { to: state.reply.to, ...state }[detail];
  return value ? `${before}${value}${value.endsWith(after) ? '' : after}` : null;
}

/** Part of the thank-you that holds for this request only: answered by phone or e-mail, with or without a day. */
export function SentOnly({
  when,
  children,
}: {
  when: 'phone' | 'email' | 'survey-day' | 'no-survey-day';
  children: ReactNode;
}) {
  const { state } = useContext(FormContext);
  if (state.status !== 'sent') return null;
  const holds =
    when === 'phone' || when === 'email'
      ? state.reply.by === when
      : (when === 'survey-day') === Boolean(state.surveyDay);
  return holds ? children : null;
}
