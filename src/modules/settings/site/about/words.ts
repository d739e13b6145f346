import type { Locale } from '@/kit/locales';
import { siteReviewsText } from '@/site/format';

/** The About page's own words (`/about`): what it says when its settings leave something empty. */
const en = {
  /** What the page calls the business when the settings have no name. */
  us: 'us',
  title: (name: string) => `About ${name}`,
  metaDescription: (name: string) =>
    `About ${name}: licensed security camera installers serving Los Angeles.`,
  crumb: 'About',
  story: 'Our story',
  /** The story when the settings have none; `named` is false when `name` is `us`. */
  storyText: (name: string, _named: boolean) =>
    `${name} designs, installs and supports security systems for homes and businesses across Los Angeles.`,
  yearsInBusiness: 'years in business',
  projectsCompleted: 'projects completed',
  averageFrom: (count: number) => `average from ${siteReviewsText(count)}`,
  support: 'support & monitoring',
  missionAndVision: 'Mission and vision',
  mission: 'Our mission',
  vision: 'Our vision',
  credentialsEyebrow: 'Credentials',
  credentialsTitle: 'Licensed, certified, insured',
  credentialsIntro:
    'Check us before you let us in: our license numbers are public and our technicians carry ID.',
  areasTitle: 'Areas we serve',
  areasIntro: 'Homes and businesses across Los Angeles County, including:',
};

export type AboutWords = typeof en;

const es: AboutWords = {
  us: 'nosotros',
  title: (name) => `Acerca de ${name}`,
  metaDescription: (name) =>
    `Acerca de ${name}: instaladores de cámaras de seguridad con licencia al servicio de Los Ángeles.`,
  crumb: 'Nosotros',
  story: 'Nuestra historia',
  storyText: (name, named) =>
    named
      ? `${name} diseña, instala y da soporte a sistemas de seguridad para hogares y negocios en todo Los Ángeles.`
      : 'Diseñamos, instalamos y damos soporte a sistemas de seguridad para hogares y negocios en todo Los Ángeles.',
  yearsInBusiness: 'años en el negocio',
  projectsCompleted: 'proyectos terminados',
  averageFrom: (count) =>
    count === 1
      ? 'promedio de 1 reseña en este sitio'
      : `promedio de ${count.toLocaleString('es-US')} reseñas en este sitio`,
  support: 'soporte y monitoreo',
  missionAndVision: 'Misión y visión',
  mission: 'Nuestra misión',
  vision: 'Nuestra visión',
  credentialsEyebrow: 'Credenciales',
  credentialsTitle: 'Con licencia, certificados y asegurados',
  credentialsIntro:
    'Verifíquenos antes de abrirnos la puerta: nuestros números de licencia son públicos y nuestros técnicos portan identificación.',
  areasTitle: 'Áreas que atendemos',
  areasIntro: 'Hogares y negocios en todo el condado de Los Ángeles, entre ellos:',
};

export const ABOUT_WORDS: Record<Locale, AboutWords> = { en, es };
