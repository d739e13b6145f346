import type { Locale } from '@/kit/locales';

/** The words around the announcements under a page's header. */
const en = {
  label: 'Announcements',
};

export type BannerWords = typeof en;

const es: BannerWords = {
  label: 'Avisos',
};

export const BANNER_WORDS: Record<Locale, BannerWords> = { en, es };
