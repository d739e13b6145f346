import type { Locale } from '@/kit/locales';
import type { PropertyType } from '@/lib/property-types';
import { calculateEstimate, type EstimateInputs, plansFor } from '../calculate-estimate';
import { estimateConfigFromQuery, estimateQueryOf } from '../estimate-query';
import { offeredTo } from '../offer-audience';
import { type LiveWords, lineLabelsOf, monitoringLineOf, problemTextOf, rangeIn } from './live-text';

/** The page's language, its words, and the quote page's address in it. */
export interface EstimateLanguage {
  locale: Locale;
  words: LiveWords;
  quotePath: string;
}

/**
 * Works the estimate out from the form's answers, as the server does from the address (the same
 * reading and the same calculator), and writes it into the panel the server rendered: the range,
 * the monthly price, what makes it up, the booking link, the quote form's hidden field. The address
 * follows, so a reload or the way back shows the same estimate. In the page's language.
 */
export function applyEstimate(
  root: HTMLElement,
  form: HTMLFormElement,
  inputs: EstimateInputs,
  keep: Record<string, string>,
  { locale, words, quotePath }: EstimateLanguage,
) {
  const property = form.elements.namedItem('property');
  if (property instanceof HTMLSelectElement) fitPlanChoices(form, inputs, property.value as PropertyType);
  const answers = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') answers.set(name, value);
  const config = estimateConfigFromQuery(answers, inputs);
  // The address reading makes "no camera at all" one camera; a person choosing it is told instead.
  if (answers.get('indoor') === '0' && answers.get('outdoor') === '0') config.indoorCameras = 0;
  const outcome = calculateEstimate(config, inputs);
  const query = estimateQueryOf(config);
  const part = <E extends HTMLElement = HTMLElement>(name: string) =>
    root.querySelector<E>(`[data-estimate="${name}"]`);

  const result = part('result');
  const problem = part('problem');
  if (result) result.hidden = !outcome.ok;
  if (problem) {
    problem.hidden = outcome.ok;
    problem.textContent = outcome.ok ? '' : problemTextOf(outcome.problem, words);
  }
  if (outcome.ok) {
    const { estimate } = outcome;
    const range = part('range');
    if (range) range.textContent = rangeIn(estimate, locale);
    const monthly = part('monthly');
    const line = monitoringLineOf(estimate, words, locale);
    if (monthly) {
      monthly.hidden = !line;
      monthly.textContent = line ?? '';
    }
    part('lines')?.replaceChildren(
      ...lineLabelsOf(estimate, inputs.rules, words).map((label) => {
        const item = document.createElement('li');
        item.textContent = label;
        return item;
      }),
    );
  }
  const book = part<HTMLAnchorElement>('book');
  if (book) book.href = outcome.ok ? `${quotePath}?${query}#book-survey` : quotePath;
  for (const attach of root.querySelectorAll<HTMLInputElement>('[data-estimate="attach"]')) {
    attach.value = query;
    attach.disabled = !outcome.ok;
  }
  const attached = part('attached');
  if (attached) attached.hidden = !outcome.ok;

  const search = new URLSearchParams({ ...keep, ...Object.fromEntries(new URLSearchParams(query)) });
  window.history.replaceState(window.history.state, '', `?${search}${window.location.hash}`);
}

/**
 * The monitoring choices in the order the server gives them for the kind of property chosen: those
 * meant for it are offered, the others hidden (a shop is never offered a home plan); a plan chosen
 * for another kind of property gives way to the first one meant for this one.
 */
function fitPlanChoices(form: HTMLFormElement, inputs: EstimateInputs, propertyType: PropertyType) {
  const select = form.elements.namedItem('monitoring');
  if (!(select instanceof HTMLSelectElement)) return;
  const plans = plansFor(inputs.plans, propertyType);
  // When no plan is meant for this kind of property, every plan is offered (plansFor's fallback).
  const anyMeant = offeredTo(plans[0]?.audience, propertyType);
  for (const plan of plans) {
    const option = Array.from(select.options).find((item) => item.value === plan.slug);
    if (!option) continue;
    select.append(option);
    option.hidden = option.disabled = anyMeant && !offeredTo(plan.audience, propertyType);
  }
  const chosen = plans.find((plan) => plan.slug === select.value);
  if (chosen && anyMeant && !offeredTo(chosen.audience, propertyType)) select.value = plans[0].slug;
}
