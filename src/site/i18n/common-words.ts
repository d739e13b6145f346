import type { Locale } from '@/kit/locales';

/** Words many public pages share: the breadcrumbs, the preview ribbon, card links. */
const en = {
  home: 'Home',
  breadcrumb: 'Breadcrumb',
  preview: 'Preview — not public yet',
  learnMore: 'Learn more',
  getFreeQuote: 'Get a free quote',
  requestQuote: 'Request a quote',
  orCall: 'or call',
  callNumber: (phone: string) => `Call ${phone}`,
  license: 'License',
  forSubject: (subject: string) => ` for ${subject}`,
};

export type CommonWords = typeof en;

const es: CommonWords = {
  home: 'Inicio',
  breadcrumb: 'Ruta de navegación',
  preview: 'Vista previa: aún no es pública',
  learnMore: 'Más información',
  getFreeQuote: 'Pida su cotización gratis',
  requestQuote: 'Pida una cotización',
  orCall: 'o llame al',
  callNumber: (phone) => `Llame al ${phone}`,
  license: 'Licencia',
  forSubject: (subject) => ` de ${subject}`,
};

export const COMMON_WORDS: Record<Locale, CommonWords> = { en, es };
