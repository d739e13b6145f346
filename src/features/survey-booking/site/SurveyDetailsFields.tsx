import type { ReactNode } from 'react';
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from '@/features/inquiries/browser';
import type { Locale } from '@/kit/locales';
import { type BookingDraft, DRAFT_FIELD_LIMITS, type DraftField } from './booking-draft';
import type { BookingField } from './survey-query';
import type { SurveyWords } from './words';

const CONTROL =
  'block w-full min-h-12 rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs focus:outline-none focus:ring-4';
const OK = 'border-slate-300 focus:border-brand-600 focus:ring-brand-600/20';
const BAD = 'border-red-600 focus:border-red-600 focus:ring-red-600/20';

interface FieldSpec {
  name: DraftField;
  required: boolean;
  input: Record<string, string | number | boolean>;
}

/** The fields, in order; their labels and hints are the page's language's (`words.ts`). */
const FIELDS: FieldSpec[] = [
  { name: 'name', required: true, input: { type: 'text', autoComplete: 'name' } },
  { name: 'phone', required: true, input: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' } },
  {
    name: 'email',
    required: true,
    input: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  },
  { name: 'address', required: true, input: { type: 'text', autoComplete: 'address-line1' } },
  {
    name: 'postalCode',
    required: false,
    input: { type: 'text', inputMode: 'numeric', autoComplete: 'postal-code' },
  },
];

/**
 * Who books and where: the fields the survey needs, labels above, errors in words next to the
 * field, the public form's two spam traps, the page's language (`locale`, sent along: the answer
 * and the lead are in it), and the button. Rendered on the server; the form around it posts to
 * `/free-quote/book` (in the page's language) with or without a script.
 */
export function SurveyDetailsFields({
  problems = [],
  draft = {},
  renderedAt,
  sourcePath,
  service = '',
  submitLabel,
  locale,
  words,
}: {
  problems?: readonly BookingField[];
  /** What the visitor typed before the step came back with a problem. */
  draft?: BookingDraft;
  renderedAt: number;
  sourcePath: string;
  /** What the page was opened for (a package, a service): the booked lead keeps it. */
  service?: string;
  /** The button's label: "Book this time" in the page's language unless told. */
  submitLabel?: string;
  locale: Locale;
  words: Pick<SurveyWords, 'details' | 'problems'>;
}): ReactNode {
  const { details } = words;
  return (
    <div className="mt-8">
      <h3 className="font-display text-lg font-bold text-brand-900">{details.title}</h3>
      <div className="mt-4 grid gap-x-5 gap-y-6 sm:grid-cols-2">
        {FIELDS.map((spec) => {
          const id = `survey-${spec.name}`;
          const wrong = problems.includes(spec.name);
          const note = wrong ? words.problems[spec.name] : details.hints[spec.name];
          return (
            <div key={spec.name}>
              <label htmlFor={id} className="mb-1.5 block font-semibold text-brand-950">
                {details.labels[spec.name]}
                {spec.required ? (
                  <span aria-hidden="true" className="ml-1 text-red-700">
                    *
                  </span>
                ) : (
                  <span className="ml-1.5 text-sm font-normal text-slate-600">{details.optional}</span>
                )}
              </label>
              <input
                id={id}
                name={spec.name}
                required={spec.required}
                aria-invalid={wrong || undefined}
                aria-describedby={note ? `${id}-note` : undefined}
                className={`${CONTROL} ${wrong ? BAD : OK}`}
                maxLength={DRAFT_FIELD_LIMITS[spec.name]}
                defaultValue={draft[spec.name]}
                {...spec.input}
              />
              {note && (
                <p
                  id={`${id}-note`}
                  className={`mt-1.5 text-sm ${wrong ? 'font-semibold text-red-700' : 'text-slate-600'}`}
                >
                  {note}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
        <label htmlFor="survey-website">{details.honeypot}</label>
        <input id="survey-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <input type="hidden" name={STARTED_AT_FIELD} value={renderedAt} />
      <input type="hidden" name="sourcePath" value={sourcePath} />
      <input type="hidden" name="locale" value={locale} />
      {service && <input type="hidden" name="service" value={service} />}
      <button
        type="submit"
        className="mt-8 inline-flex min-h-12 w-full items-center justify-center rounded-xl bg-accent-500 px-6 py-3 text-base font-bold text-brand-950 shadow-sm hover:bg-accent-400 focus-visible:outline-3 focus-visible:outline-offset-2 sm:w-auto"
      >
        {submitLabel ?? details.submit}
      </button>
    </div>
  );
}
