import { usablePackages } from '../calculate-estimate';
import { estimateConfigFromQuery, hasEstimateQuery, type QueryValues } from '../estimate-query';
import { EstimatePanel } from './EstimatePanel';
import { estimateInputs } from './estimate-data';

/**
 * The instant estimate of a page, worked out on the server from the page's address (made-up values
 * fall back to the defaults) and again in the browser as the answers change. Nothing when no package
 * is published.
 */
export async function EstimateSection({
  query,
  path,
  quoteFormId,
  bookingFormId,
  keep,
  title = 'Instant estimate',
  intro,
}: {
  query: QueryValues;
  /** The page's path: where the form asks again without JavaScript. */
  path: string;
  quoteFormId?: string;
  bookingFormId?: string;
  keep?: Record<string, string>;
  title?: string;
  intro?: string;
}) {
  const inputs = await estimateInputs();
  if (usablePackages(inputs.packages).length === 0) return null;
  return (
    <section aria-labelledby="estimate">
      <h2
        id="estimate"
        className="scroll-mt-24 font-display text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl"
      >
        {title}
      </h2>
      {intro && <p className="mt-2 max-w-2xl text-slate-600">{intro}</p>}
      <div className="mt-6">
        <EstimatePanel
          inputs={inputs}
          config={estimateConfigFromQuery(query, inputs)}
          action={`${path}#estimate`}
          keep={keep ?? {}}
          quoteFormId={quoteFormId}
          bookingFormId={bookingFormId}
          attached={Boolean(quoteFormId) && hasEstimateQuery(query)}
        />
      </div>
    </section>
  );
}
