import type { Locale } from '@/kit/locales';
import { type PublicRating, ratingSourceText } from '@/lib/trust-signals';
import { INTL_LOCALES } from '../format';

/** The words of the proof a visitor checks elsewhere: the licence at the state board, the review rating. */
const en = {
  /** Said after the name of a link that opens in a new tab, so nobody is surprised by it. */
  newTabNote: ' (opens in a new tab)',
  verifyLicense: (number: string | null) => `Verify license #${number} with the CSLB`,
  boardName: ' (California Contractors State License Board)',
  outOfFiveStars: ' out of 5 stars',
  /** "from 212 Google reviews", "from 1 review". */
  ratingSource: (rating: PublicRating) => ratingSourceText(rating),
};

export type TrustWords = typeof en;

const es: TrustWords = {
  newTabNote: ' (se abre en una pestaña nueva)',
  verifyLicense: (number) => `Verifique la licencia #${number} en la CSLB`,
  boardName: ' (Junta Estatal de Licencias para Contratistas de California)',
  outOfFiveStars: ' de 5 estrellas',
  ratingSource: (rating) => {
    const count = rating.count.toLocaleString(INTL_LOCALES.es);
    const reviews = rating.count === 1 ? 'reseña' : 'reseñas';
    const platform = rating.platform ? ` de ${rating.platform}` : '';
    return `según ${count} ${reviews}${platform}`;
  },
};

export const TRUST_WORDS: Record<Locale, TrustWords> = { en, es };
