'use client';

import { useEffect } from 'react';
import type { Locale } from '@/kit/locales';
import type { EstimateInputs } from '../calculate-estimate';
import type { LiveWords } from './live-text';

/**
 * The instant estimate's script, kept out of the page's first download: the page shows the range
 * the server worked out; the first changed answer fetches the calculator (`apply-estimate.ts`, the
 * same code the server ran), and from then on each answer updates the range at once, in the page's
 * language (`locale`, `words`: plain strings from the server). The button the form needs without
 * JavaScript steps aside.
 */
export function EstimateLive({
  inputs,
  keep,
  locale,
  words,
  quotePath,
}: {
  inputs: EstimateInputs;
  keep: Record<string, string>;
  locale: Locale;
  words: LiveWords;
  /** The quote page (`/free-quote`) in the page's language: the booking link's address. */
  quotePath: string;
}) {
  useEffect(() => {
    const root = document.getElementById('estimate-widget');
    const form = document.getElementById('estimate-form');
    if (!root || !(form instanceof HTMLFormElement)) return;
    const button = root.querySelector<HTMLElement>('[data-estimate="submit"]');
    if (button) button.hidden = true;
    const update = () =>
      import('./apply-estimate').then(({ applyEstimate }) =>
        applyEstimate(root, form, inputs, keep, { locale, words, quotePath }),
      );
    form.addEventListener('change', update);
    return () => {
      form.removeEventListener('change', update);
      if (button) button.hidden = false;
    };
  }, [inputs, keep, locale, words, quotePath]);
  return null;
}
