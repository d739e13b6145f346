import type { Locale } from '@/kit/locales';
import { INTL_LOCALES, siteReviewsText } from '../format';

/** The home page's own words: the hero, its slides, the trust bar, how it works, the areas. */
const en = {
  metaName: 'Security Camera Installation',
  metaTitle: (name: string) => `${name} | Security Camera Installation in Los Angeles`,
  metaDescription:
    'Licensed security camera installation in Los Angeles: CCTV, access control, alarms and 24/7 monitoring. Free quote.',
  heroTitle: 'Security cameras installed across Los Angeles',
  heroPlace: 'Los Angeles & LA County',
  proofLicensed: 'Licensed & insured',
  proofMonitoring: '24/7 monitoring & support',
  proofSurvey: 'Free on-site survey',
  slider: {
    label: 'Our work',
    carousel: 'carousel',
    slide: 'slide',
    slideLabel: (position: number, count: number, title: string) => `${position} of ${count}: ${title}`,
    pause: 'Pause slides',
    play: 'Play slides',
    previous: 'Previous slide',
    next: 'Next slide',
  },
  trust: {
    label: 'Why people trust us',
    readThem: 'Read them',
    fromSiteReviews: (count: number) => `from ${siteReviewsText(count)}`,
    years: (years: number) => `${years} years`,
    inBusiness: 'in business in LA',
    projects: (count: number) => `${count.toLocaleString(INTL_LOCALES.en)}+`,
    projectsCompleted: 'projects completed',
    licensed: 'Licensed',
    verify: 'Verify',
    verifyNote: (number: string | null) =>
      ` license #${number} with the California Contractors State License Board`,
    monitoring: 'monitoring & support',
  },
  process: {
    eyebrow: 'How it works',
    title: 'From first call to a working system, in four steps',
    survey: {
      title: 'Free site survey',
      text: 'A technician walks your property with you, checks entrances, blind spots and wiring routes.',
    },
    design: {
      title: 'Design & written quote',
      text: 'You get a camera plan and a fixed, itemized quote. No pressure, no surprises later.',
    },
    install: {
      title: 'Installed in a day or two',
      text: 'Our own licensed crew installs with concealed cabling and sets up the app on your phone.',
    },
    support: {
      title: 'Support & monitoring',
      text: 'Warranty, health checks and a 24/7 line, with live monitoring when you want it.',
    },
  },
  areas: {
    eyebrow: 'Areas served',
    title: 'Local crews across Los Angeles County',
    intro: 'Our technicians live and work here, so a survey is usually booked within a few days.',
    askCoverage: 'Ask if we cover your area',
  },
  quoteTitle: 'Ready when you are: get your free quote',
};

export type HomeWords = typeof en;

/** What the hero's slider (a client component) is told: its words as plain strings. */
export type HeroSliderWords = Omit<HomeWords['slider'], 'slideLabel'>;

const es: HomeWords = {
  metaName: 'Instalación de cámaras de seguridad',
  metaTitle: (name) => `${name} | Instalación de cámaras de seguridad en Los Ángeles`,
  metaDescription:
    'Instalación de cámaras de seguridad con licencia en Los Ángeles: CCTV, control de acceso, alarmas y monitoreo 24/7. Cotización gratis.',
  heroTitle: 'Cámaras de seguridad instaladas en todo Los Ángeles',
  heroPlace: 'Los Ángeles y el condado de LA',
  proofLicensed: 'Con licencia y seguro',
  proofMonitoring: 'Monitoreo y soporte 24/7',
  proofSurvey: 'Visita gratis a su propiedad',
  slider: {
    label: 'Nuestro trabajo',
    carousel: 'carrusel',
    slide: 'diapositiva',
    slideLabel: (position, count, title) => `${position} de ${count}: ${title}`,
    pause: 'Pausar las diapositivas',
    play: 'Reproducir las diapositivas',
    previous: 'Diapositiva anterior',
    next: 'Diapositiva siguiente',
  },
  trust: {
    label: 'Por qué confían en nosotros',
    readThem: 'Ver reseñas',
    fromSiteReviews: (count) =>
      `según ${count.toLocaleString(INTL_LOCALES.es)} ${count === 1 ? 'reseña' : 'reseñas'} en este sitio`,
    years: (years) => (years === 1 ? '1 año' : `${years} años`),
    inBusiness: 'de experiencia en LA',
    projects: (count) => `${count.toLocaleString(INTL_LOCALES.es)}+`,
    projectsCompleted: 'proyectos realizados',
    licensed: 'Con licencia',
    verify: 'Verificar',
    verifyNote: (number) =>
      ` la licencia #${number} en la Junta Estatal de Licencias para Contratistas de California`,
    monitoring: 'monitoreo y soporte',
  },
  process: {
    eyebrow: 'Cómo funciona',
    title: 'De la primera llamada a un sistema funcionando, en cuatro pasos',
    survey: {
      title: 'Visita gratis a su propiedad',
      text: 'Un técnico recorre su propiedad con usted y revisa entradas, puntos ciegos y rutas de cableado.',
    },
    design: {
      title: 'Diseño y cotización por escrito',
      text: 'Recibe un plan de cámaras y una cotización fija y detallada. Sin presión y sin sorpresas después.',
    },
    install: {
      title: 'Instalado en uno o dos días',
      text: 'Nuestro propio equipo con licencia instala con cableado oculto y configura la app en su celular.',
    },
    support: {
      title: 'Soporte y monitoreo',
      text: 'Garantía, revisiones del sistema y una línea 24/7, con monitoreo en vivo cuando usted lo desee.',
    },
  },
  areas: {
    eyebrow: 'Áreas de servicio',
    title: 'Equipos locales en todo el condado de Los Ángeles',
    intro:
      'Nuestros técnicos viven y trabajan aquí, así que la visita a su propiedad suele agendarse en pocos días.',
    askCoverage: 'Pregunte si cubrimos su zona',
  },
  quoteTitle: 'Cuando usted esté listo: pida su cotización gratis',
};

export const HOME_WORDS: Record<Locale, HomeWords> = { en, es };
