import { localizeHref } from '@/site/i18n/localize-href';
import { pageLanguage } from '@/site/i18n/page-language';
import { usablePackages } from '../calculate-estimate';
import { estimateConfigFromQuery, hasEstimateQuery, type QueryValues } from '../estimate-query';
import { EstimatePanel } from './EstimatePanel';
import { estimateInputs } from './estimate-data';
import { ESTIMATE_WORDS } from './words';

/**
 * The instant estimate of a page, worked out on the server from the page's address (made-up values
 * fall back to the defaults) and again in the browser as the answers change, in the page's
 * language. Nothing when no package is published.
 */
export async function EstimateSection({
  query,
  path,
  quoteFormId,
  bookingFormId,
  keep,
  title,
  intro,
}: {
  query: QueryValues;
  /** The page's path, in English (`/cctv-packages`): where the form asks again without JavaScript. */
  path: string;
  quoteFormId?: string;
  bookingFormId?: string;
  keep?: Record<string, string>;
  /** The heading, in the page's language; "Instant estimate" in it when none is given. */
  title?: string;
  intro?: string;
}) {
  const [inputs, { locale }] = await Promise.all([estimateInputs(), pageLanguage()]);
  if (usablePackages(inputs.packages).length === 0) return null;
  const words = ESTIMATE_WORDS[locale];
  return (
    <section aria-labelledby="estimate">
      <h2
        id="estimate"
        className="scroll-mt-24 font-display text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl"
      >
        {title ?? words.title}
      </h2>
      {intro && <p className="mt-2 max-w-2xl text-slate-600">{intro}</p>}
      <div className="mt-6">
        <EstimatePanel
          inputs={inputs}
          config={estimateConfigFromQuery(query, inputs)}
          action={localizeHref(`${path}#estimate`, locale)}
          keep={keep ?? {}}
          quoteFormId={quoteFormId}
          bookingFormId={bookingFormId}
          attached={Boolean(quoteFormId) && hasEstimateQuery(query)}
          locale={locale}
          words={words}
          quotePath={localizeHref('/free-quote', locale)}
        />
      </div>
    </section>
  );
}
