import type { Locale } from '@/kit/locales';
import { PROPERTY_TYPES } from '@/lib/property-types';
import { formatPrice } from '@/site/format';
import {
  calculateEstimate,
  type EstimateConfig,
  type EstimateInputs,
  MAX_CAMERAS_EACH,
  plansFor,
} from '../calculate-estimate';
import { estimateQueryOf } from '../estimate-query';
import { DEFAULT_ESTIMATE_RULES } from '../estimate-rules';
import { EstimateLive } from './EstimateLive';
import { lineLabelsOf, monitoringLineOf, problemTextOf, rangeIn } from './live-text';
import type { EstimateWords } from './words';

const CONTROL =
  'block w-full min-h-12 rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-4 focus:ring-brand-600/20';
const COUNTS = Array.from({ length: MAX_CAMERAS_EACH + 1 }, (_, count): [number, string] => [
  count,
  String(count),
]);

function Choice({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string | number;
  options: [string | number, string][];
}) {
  return (
    <div>
      <label htmlFor={`estimate-${name}`} className="mb-1.5 block font-semibold text-brand-950">
        {label}
      </label>
      <select id={`estimate-${name}`} name={name} defaultValue={String(value)} className={CONTROL}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The instant estimate, rendered on the server from the address's answers: a plain GET form (its
 * "Update estimate" brings the page back with the new range) and the range with what makes it up.
 * `EstimateLive` works the range out again in the browser as each answer changes (the same
 * calculator), writing it into this markup, and hides the button. In the page's language
 * (`locale`, `words`); `action` and `quotePath` are already that language's addresses.
 */
export function EstimatePanel({
  inputs,
  config,
  action,
  keep,
  quoteFormId,
  bookingFormId,
  attached,
  locale,
  words,
  quotePath,
}: {
  inputs: EstimateInputs;
  config: EstimateConfig;
  action: string;
  keep: Record<string, string>;
  quoteFormId?: string;
  /** The page's survey booking form, which the estimate joins too. */
  bookingFormId?: string;
  attached: boolean;
  locale: Locale;
  words: EstimateWords;
  /** The quote page (`/free-quote`) in the page's language. */
  quotePath: string;
}) {
  const outcome = calculateEstimate(config, inputs);
  const query = estimateQueryOf(config);
  const plans = plansFor(inputs.plans, config.propertyType);
  const fallbackMonthly = inputs.rules.monitoringMonthlyCents;
  const monthly = outcome.ok ? monitoringLineOf(outcome.estimate, words.live, locale) : null;
  const monitoring = config.monitoring ? (config.monitoringPlan ?? (plans[0]?.slug || 'yes')) : 'no';
  const price = (cents: number) => formatPrice(cents, locale);
  // The default "included" line is said in the page's language; one staff wrote stays theirs (English).
  const ownIncludes = inputs.rules.includes !== DEFAULT_ESTIMATE_RULES.includes;
  const includes = ownIncludes ? inputs.rules.includes : (words.defaultIncludes ?? inputs.rules.includes);
  const includesLang = ownIncludes && words.defaultIncludes !== null ? 'en' : undefined;
  return (
    <div
      id="estimate-widget"
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start"
    >
      <form
        id="estimate-form"
        method="get"
        action={action}
        aria-label={words.formLabel}
        className="grid gap-5 sm:grid-cols-2"
      >
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Choice
          name="property"
          label={words.property}
          value={config.propertyType}
          options={PROPERTY_TYPES.map((type) => [type, words.propertyTypes[type]])}
        />
        <Choice
          name="days"
          label={words.recording}
          value={config.recordingDays}
          options={inputs.rules.recordingOptions.map((option) => [
            option.days,
            words.recordingOption(option.days, option.priceCents ? price(option.priceCents) : null),
          ])}
        />
        <Choice name="indoor" label={words.indoor} value={config.indoorCameras} options={COUNTS} />
        <Choice name="outdoor" label={words.outdoor} value={config.outdoorCameras} options={COUNTS} />
        <div className="sm:col-span-2">
          <Choice
            name="monitoring"
            label={words.monitoring}
            value={monitoring}
            options={[
              ['no', words.noMonitoring],
              // Those meant for the kind of property first. Every plan stays choosable here, since without
              // a script the kind of property may change in the same send; the script hides the others.
              ...plans.map((plan): [string, string] => [
                plan.slug,
                words.planOption(plan.title, price(plan.priceMonthlyCents)),
              ]),
              ...(plans.length === 0 && fallbackMonthly !== null
                ? [['yes', words.yesMonthly(price(fallbackMonthly))] as [string, string]]
                : []),
            ]}
          />
        </div>
        <button
          type="submit"
          data-estimate="submit"
          className="min-h-12 rounded-lg bg-brand-900 px-6 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 sm:col-span-2 sm:justify-self-start"
        >
          {words.update}
        </button>
      </form>

      {/* Beside the quote form the range comes first: the visitor came for it. */}
      <div
        className={`rounded-2xl bg-brand-900 p-6 text-white sm:p-8 ${quoteFormId ? 'order-first lg:order-none' : ''}`}
      >
        <div aria-live="polite" aria-atomic="true">
          <div data-estimate="result" hidden={!outcome.ok}>
            <p className="font-semibold text-brand-100">{words.estimatedPrice}</p>
            <p data-estimate="range" className="mt-1 font-display text-3xl font-extrabold sm:text-4xl">
              {outcome.ok ? rangeIn(outcome.estimate, locale) : ''}
            </p>
            <p data-estimate="monthly" className="mt-2 text-brand-100" hidden={!monthly}>
              {monthly ?? ''}
            </p>
            <ul data-estimate="lines" className="mt-4 space-y-1 text-sm text-brand-100">
              {outcome.ok &&
                lineLabelsOf(outcome.estimate, inputs.rules, words.live).map((label) => (
                  <li key={label}>{label}</li>
                ))}
            </ul>
          </div>
          <p data-estimate="problem" className="font-semibold" hidden={outcome.ok}>
            {outcome.ok ? '' : problemTextOf(outcome.problem, words.live)}
          </p>
        </div>
        <p className="mt-4 text-sm text-brand-100">{words.rangeNote}</p>
        <p className="mt-2 text-sm text-brand-100">
          <strong className="font-semibold text-white">{words.included}</strong>{' '}
          {includesLang ? <span lang={includesLang}>{includes}</span> : includes}
        </p>
        {quoteFormId ? (
          <p
            data-estimate="attached"
            hidden={!attached}
            className="mt-5 rounded-lg bg-white/10 p-3 text-sm font-semibold"
          >
            {/* Joins the forms below (`form=`): sent only once the estimate is the visitor's. */}
            {[quoteFormId, bookingFormId].filter(Boolean).map((formId) => (
              <input
                key={formId}
                type="hidden"
                name="estimate"
                form={formId}
                value={query}
                disabled={!attached}
                data-estimate="attach"
              />
            ))}
            {bookingFormId ? words.attachedBoth : words.attachedQuote}
          </p>
        ) : (
          <a
            href={outcome.ok ? `${quotePath}?${query}#book-survey` : quotePath}
            data-estimate="book"
            className="mt-6 inline-flex min-h-12 w-full items-center justify-center rounded-xl bg-accent-500 px-6 py-3 text-center font-bold text-brand-950 shadow-sm hover:bg-accent-400 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {words.book}
          </a>
        )}
      </div>
      <EstimateLive inputs={inputs} keep={keep} locale={locale} words={words.live} quotePath={quotePath} />
    </div>
  );
}
