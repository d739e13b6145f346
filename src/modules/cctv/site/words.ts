import type { Locale } from '@/kit/locales';
import type { UiIconName } from '@/site/ui/Icon';
import type { IconName } from '@/site/ui/icon-names';

/** The monitoring pages' own words: `/cctv-monitoring`, a plan's page, the home page's plans. */
const en = {
  indexMetaTitle: 'Remote Video Monitoring in Los Angeles',
  indexMetaDescription:
    'Live agents watch your cameras, warn intruders and call police on verified events. Monitoring plans for LA businesses, construction sites and homes.',
  serviceName: 'Remote video monitoring',
  serviceDescription:
    'Live remote video monitoring of security cameras with talk-down and police dispatch in Los Angeles.',
  indexTitle: 'Remote video monitoring',
  indexIntro:
    'Cameras that stop a break-in instead of just recording it: trained agents watch live, warn intruders and call police while they are still on site.',
  crumb: 'CCTV monitoring',
  plansEyebrow: 'Plans',
  plansTitle: 'Choose your monitoring plan',
  emptyPlans: 'Plans are being updated. Call us for monitoring prices.',
  howEyebrow: 'How it works',
  howTitle: 'Seconds from motion to response',
  step: (number: number) => `Step ${number}`,
  how: [
    {
      icon: 'eye',
      title: 'Cameras detect',
      text: 'Analytics flag people and vehicles in the areas you care about, after hours or around the clock.',
    },
    {
      icon: 'headset',
      title: 'An agent verifies',
      text: 'A trained operator looks at the live video within seconds, so false alarms are filtered out.',
    },
    {
      icon: 'bell',
      title: 'We act',
      text: 'Talk-down through on-site speakers, then police dispatch on a verified event, and a call to you.',
    },
  ] as { icon: IconName | UiIconName; title: string; text: string }[],
  /** The service the index's quote form preselects: the monitoring service's title in this language. */
  quoteSubject: 'Remote Video Monitoring',
  quoteTitle: 'Ask about monitoring for your property',
  quoteText:
    'We check your existing cameras or design a monitored system, and give you a fixed monthly price.',
  metaFromPrice: (price: string) => ` From ${price} a month.`,
  metaDescription: (title: string, price: string) =>
    `${title}: remote video monitoring in Los Angeles.${price}`,
  about: (title: string) => `About ${title}`,
  moreEyebrow: 'Compare',
  moreTitle: 'Other monitoring plans',
  planQuoteTitle: (title: string) => `Get a quote for ${title}`,
  perMonth: '/ month',
  callForPrice: 'Call for price',
  seePlan: 'See the plan',
  includesTitle: 'What the plan includes',
  monthlyPrice: 'Monthly price',
  noSetUp: 'No long set-up: we connect your existing cameras or install new ones.',
  askAboutPlan: 'Ask about this plan',
  askAboutPlanLabel: (title: string) => `Ask about this plan: ${title}`,
  homeMore: 'About remote monitoring',
  homeEyebrow: '24/7 remote video monitoring',
  homeTitle: 'Cameras that stop a break-in, not just record it',
  homeIntro:
    'Trained agents watch your cameras live, warn intruders over on-site speakers and call police on verified events.',
};

export type MonitoringWords = typeof en;

const es: MonitoringWords = {
  indexMetaTitle: 'Monitoreo remoto por video en Los Ángeles',
  indexMetaDescription:
    'Agentes en vivo vigilan sus cámaras, advierten a los intrusos y llaman a la policía cuando verifican un evento. Planes para negocios, obras y hogares de LA.',
  serviceName: 'Monitoreo remoto por video',
  serviceDescription:
    'Monitoreo remoto en vivo de cámaras de seguridad, con disuasión por voz y aviso a la policía, en Los Ángeles.',
  indexTitle: 'Monitoreo remoto por video',
  indexIntro:
    'Cámaras que detienen un robo en lugar de solo grabarlo: agentes capacitados vigilan en vivo, advierten a los intrusos y llaman a la policía mientras siguen en el lugar.',
  crumb: 'Monitoreo de cámaras',
  plansEyebrow: 'Planes',
  plansTitle: 'Elija su plan de monitoreo',
  emptyPlans: 'Estamos actualizando nuestros planes. Llámenos para conocer los precios del monitoreo.',
  howEyebrow: 'Cómo funciona',
  howTitle: 'Segundos entre el movimiento y la respuesta',
  step: (number) => `Paso ${number}`,
  how: [
    {
      icon: 'eye',
      title: 'Las cámaras detectan',
      text: 'La analítica identifica personas y vehículos en las áreas que le importan, fuera de horario o las 24 horas.',
    },
    {
      icon: 'headset',
      title: 'Un agente verifica',
      text: 'Un operador capacitado revisa el video en vivo en cuestión de segundos, así se descartan las falsas alarmas.',
    },
    {
      icon: 'bell',
      title: 'Actuamos',
      text: 'Advertencia por las bocinas del lugar, aviso a la policía cuando el evento se verifica y una llamada a usted.',
    },
  ],
  quoteSubject: 'Monitoreo remoto por video',
  quoteTitle: 'Pregunte por el monitoreo para su propiedad',
  quoteText:
    'Revisamos sus cámaras actuales o diseñamos un sistema monitoreado, y le damos un precio mensual fijo.',
  metaFromPrice: (price) => ` Desde ${price} al mes.`,
  metaDescription: (title, price) => `${title}: monitoreo remoto por video en Los Ángeles.${price}`,
  about: (title) => `Sobre ${title}`,
  moreEyebrow: 'Compare',
  moreTitle: 'Otros planes de monitoreo',
  planQuoteTitle: (title) => `Pida una cotización: ${title}`,
  perMonth: '/ mes',
  callForPrice: 'Llame para cotizar',
  seePlan: 'Ver el plan',
  includesTitle: 'Lo que incluye el plan',
  monthlyPrice: 'Precio mensual',
  noSetUp: 'Sin instalaciones largas: conectamos sus cámaras actuales o instalamos nuevas.',
  askAboutPlan: 'Preguntar por este plan',
  askAboutPlanLabel: (title) => `Preguntar por este plan: ${title}`,
  homeMore: 'Sobre el monitoreo remoto',
  homeEyebrow: 'Monitoreo remoto por video 24/7',
  homeTitle: 'Cámaras que detienen un robo, no solo lo graban',
  homeIntro:
    'Agentes capacitados vigilan sus cámaras en vivo, advierten a los intrusos por las bocinas del lugar y llaman a la policía cuando verifican un evento.',
};

export const MONITORING_WORDS: Record<Locale, MonitoringWords> = { en, es };
