import type { Locale } from '@/kit/locales';

/** Counted words: `1 project`, `3 reviews`. */
const counted = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * The area pages' own words (`/areas/{city}`). Their sentences are built from how much published
 * work the city has: each language builds its own, never word for word.
 */
const en = {
  projects: (count: number) => counted(count, 'project'),
  clientReviews: (count: number) => counted(count, 'client review'),
  and: ' and ',
  /** "2 projects and 1 client review from Pasadena shown here". */
  summary: (work: string, city: string) => `${work} from ${city} shown here`,
  metaTitle: (city: string) => `Security Cameras in ${city}`,
  metaDescription: (summary: string) =>
    `${summary}: see the security camera and access control work we did nearby, and ask for a free site survey.`,
  serviceName: (city: string) => `Security camera installation in ${city}`,
  serviceType: 'Security camera installation',
  serviceDescription: (city: string) =>
    `Security camera installation in ${city} by a licensed Los Angeles installer.`,
  title: (city: string) => `Security cameras in ${city}`,
  intro: (city: string, work: string) =>
    `Our work in ${city}: ${work} shown here. Local crews, a free site survey and a written quote.`,
  projectsEyebrow: 'Our work',
  projectsTitle: (city: string) => `Projects in ${city}`,
  reviewsEyebrow: 'Client reviews',
  reviewsTitle: (city: string) => `What clients in ${city} say`,
  reviewsIntro: (count: number, city: string) =>
    `${counted(count, 'review')} on this site from clients in ${city}.`,
  servicesEyebrow: 'Services',
  servicesTitle: (city: string) => `What we installed in ${city}`,
  quoteTitle: (city: string) => `Get a free quote in ${city}`,
  quoteIntro: (answered: string) => `It takes about a minute. We answer ${answered}.`,
};

export type AreaWords = typeof en;

const es: AreaWords = {
  projects: (count) => (count === 1 ? '1 proyecto' : `${count} proyectos`),
  clientReviews: (count) => (count === 1 ? '1 reseña de cliente' : `${count} reseñas de clientes`),
  and: ' y ',
  /** "2 proyectos y 1 reseña de cliente en Pasadena". */
  summary: (work, city) => `${work} en ${city}`,
  metaTitle: (city) => `Cámaras de seguridad en ${city}`,
  metaDescription: (summary) =>
    `Vea ${summary}: cámaras de seguridad y control de acceso que instalamos cerca de usted. Pida su visita gratis al sitio.`,
  serviceName: (city) => `Instalación de cámaras de seguridad en ${city}`,
  serviceType: 'Instalación de cámaras de seguridad',
  serviceDescription: (city) =>
    `Instalación de cámaras de seguridad en ${city}, a cargo de un instalador de Los Ángeles con licencia.`,
  title: (city) => `Cámaras de seguridad en ${city}`,
  intro: (city, work) =>
    `Nuestro trabajo en ${city}: aquí puede ver ${work}. Equipos locales, visita al sitio gratis y cotización por escrito.`,
  projectsEyebrow: 'Nuestro trabajo',
  projectsTitle: (city) => `Proyectos en ${city}`,
  reviewsEyebrow: 'Reseñas de clientes',
  reviewsTitle: (city) => `Lo que dicen nuestros clientes en ${city}`,
  reviewsIntro: (count, city) =>
    count === 1
      ? `1 reseña en este sitio de un cliente de ${city}.`
      : `${count} reseñas en este sitio de clientes de ${city}.`,
  servicesEyebrow: 'Servicios',
  servicesTitle: (city) => `Lo que instalamos en ${city}`,
  quoteTitle: (city) => `Pida su cotización gratis en ${city}`,
  quoteIntro: (answered) => `Toma como un minuto. Le respondemos ${answered}.`,
};

export const AREA_WORDS: Record<Locale, AreaWords> = { en, es };
