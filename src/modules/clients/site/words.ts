import type { Locale } from '@/kit/locales';

/** The words of the home page's logos: our clients and the brands we are certified on. */
const en = {
  heading: 'Clients and partners',
  clients: 'Trusted by local businesses',
  partners: 'Certified on the brands we install',
};

export type LogoWords = typeof en;

const es: LogoWords = {
  heading: 'Clientes y socios',
  clients: 'Negocios locales que confían en nosotros',
  partners: 'Certificados en las marcas que instalamos',
};

export const LOGO_WORDS: Record<Locale, LogoWords> = { en, es };
