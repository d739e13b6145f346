import type { Locale } from '@/kit/locales';
import { TRUST_WORDS } from './words';

/** Said after the name of a link that opens in a new tab, so nobody is surprised by it, in `locale`. */
export const newTabNote = (locale: Locale) => TRUST_WORDS[locale].newTabNote;
