import type { Locale } from '@/kit/locales';

/** The services pages' own words: `/services`, a service's page, the home page's services. */
const en = {
  indexTitle: 'Security services',
  indexMetaTitle: 'Security Services in Los Angeles',
  indexMetaDescription:
    'CCTV installation, access control, alarm systems, video intercoms, remote monitoring and repairs for Los Angeles homes and businesses. Free site survey.',
  indexIntro:
    'Everything a home or business in Los Angeles needs to see, control and protect its property, from one licensed local team.',
  crumb: 'Services',
  /** Where a `[price: …]` in the text names nothing the business offers now. */
  priceOnRequest: 'on request',
  listHeading: 'Our services',
  emptyList: 'Our service list is being updated. Call us to talk about your project.',
  metaTitle: (title: string) => `${title} in Los Angeles`,
  metaDescription: (title: string) =>
    `${title} for homes and businesses in Los Angeles. Free site survey and quote.`,
  about: (title: string) => `About ${title}`,
  moreEyebrow: 'More we do',
  moreTitle: 'Other services',
  quoteTitle: (title: string) => `Get a free quote for ${title}`,
  whatYouGet: (title: string) => `${title}: what you get`,
  promises: [
    'Free on-site survey and written quote',
    'Licensed, insured, our own technicians',
    'Clean install, usually in a day or two',
    '24/7 support line after installation',
  ],
  questionsEyebrow: 'Questions',
  questionsTitle: (title: string) => `${title}: questions we hear`,
  homeAll: 'All services',
  homeEyebrow: 'What we install',
  homeTitle: 'Security systems for homes and businesses',
  homeIntro:
    'One local team for cameras, access control, alarms and monitoring: designed for your property, installed cleanly, supported for years.',
};

export type ServiceWords = typeof en;

const es: ServiceWords = {
  indexTitle: 'Servicios de seguridad',
  indexMetaTitle: 'Servicios de seguridad en Los Ángeles',
  indexMetaDescription:
    'Instalación de cámaras, control de acceso, alarmas, videoporteros, monitoreo remoto y reparaciones para hogares y negocios de Los Ángeles. Visita gratis.',
  indexIntro:
    'Todo lo que un hogar o negocio de Los Ángeles necesita para ver, controlar y proteger su propiedad, con un solo equipo local con licencia.',
  crumb: 'Servicios',
  priceOnRequest: 'a consultar',
  listHeading: 'Nuestros servicios',
  emptyList: 'Estamos actualizando nuestra lista de servicios. Llámenos para hablar de su proyecto.',
  metaTitle: (title) => `${title} en Los Ángeles`,
  metaDescription: (title) =>
    `${title} para hogares y negocios en Los Ángeles. Visita al sitio y cotización gratis.`,
  about: (title) => `Sobre ${title}`,
  moreEyebrow: 'Más de lo que hacemos',
  moreTitle: 'Otros servicios',
  quoteTitle: (title) => `Cotización gratis: ${title}`,
  whatYouGet: (title) => `${title}: lo que recibe`,
  promises: [
    'Visita al sitio y cotización por escrito, gratis',
    'Con licencia y seguro, con técnicos propios',
    'Instalación limpia, por lo general en uno o dos días',
    'Línea de soporte 24/7 después de la instalación',
  ],
  questionsEyebrow: 'Preguntas',
  questionsTitle: (title) => `${title}: preguntas frecuentes`,
  homeAll: 'Todos los servicios',
  homeEyebrow: 'Lo que instalamos',
  homeTitle: 'Sistemas de seguridad para hogares y negocios',
  homeIntro:
    'Un solo equipo local para cámaras, control de acceso, alarmas y monitoreo: diseñado para su propiedad, instalado con cuidado y con soporte por años.',
};

export const SERVICE_WORDS: Record<Locale, ServiceWords> = { en, es };
