import type { Locale } from '@/kit/locales';

/** The content pages' own words (`/pages/{slug}`: the privacy policy, the terms). */
const en = {
  /** Before the date of the page's last change: "Last updated March 4, 2026". */
  lastUpdated: 'Last updated',
};

export type ContentWords = typeof en;

const es: ContentWords = {
  lastUpdated: 'Actualizado el',
};

export const CONTENT_WORDS: Record<Locale, ContentWords> = { en, es };
