import type { Locale } from '@/kit/locales';
import { PROPERTY_TYPE_LABELS, type PropertyType } from '@/lib/property-types';
import { MAX_CAMERAS_EACH } from '../calculate-estimate';
import type { LiveWords } from './live-text';

/** The instant estimate's words: the answers, the range and what makes it up, the way on. */
const en = {
  title: 'Instant estimate',
  formLabel: 'Estimate answers',
  property: 'Kind of property',
  propertyTypes: PROPERTY_TYPE_LABELS as Record<PropertyType, string>,
  recording: 'Recording kept',
  /** `extra`: what the option adds, as a price; null when included. */
  recordingOption: (days: number, extra: string | null) =>
    `${days} days${extra ? ` (+${extra})` : ' (included)'}`,
  indoor: 'Indoor cameras',
  outdoor: 'Outdoor cameras',
  monitoring: 'Remote monitoring',
  noMonitoring: 'No monitoring',
  planOption: (title: string, price: string) => `${title}, ${price} a month`,
  yesMonthly: (price: string) => `Yes, ${price} a month`,
  update: 'Update estimate',
  estimatedPrice: 'Estimated installed price',
  rangeNote: 'A range, never a single binding price: your free site survey confirms it in writing.',
  included: 'Included:',
  /** What the default "What the estimate includes" says in this language (null: English itself). */
  defaultIncludes: null as string | null,
  attachedBoth: 'This estimate is sent with your survey booking or request below.',
  attachedQuote: 'This estimate is sent with your request below.',
  book: 'Book a survey with this estimate',
  /** The words the browser writes as the answers change: plain strings, `{…}` filled in there. */
  live: {
    monitoringLine: 'Monitoring: {monthly}',
    perMonth: '{price} a month',
    lines: null,
    problems: {},
  } as LiveWords,
};

export type EstimateWords = typeof en;

const es: EstimateWords = {
  title: 'Estimación al instante',
  formLabel: 'Respuestas de la estimación',
  property: 'Tipo de propiedad',
  propertyTypes: {
    residential: 'Casa',
    commercial: 'Negocio o tienda',
    industrial: 'Industria o bodega',
    multifamily: 'Edificio de apartamentos o condominios',
    other: 'Otro tipo',
  },
  recording: 'Días de grabación',
  recordingOption: (days, extra) => `${days} días${extra ? ` (+${extra})` : ' (incluido)'}`,
  indoor: 'Cámaras interiores',
  outdoor: 'Cámaras exteriores',
  monitoring: 'Monitoreo remoto',
  noMonitoring: 'Sin monitoreo',
  planOption: (title, price) => `${title}, ${price} al mes`,
  yesMonthly: (price) => `Sí, ${price} al mes`,
  update: 'Actualizar estimación',
  estimatedPrice: 'Precio estimado con instalación',
  rangeNote: 'Es un rango, nunca un precio fijo: su visita gratuita al sitio lo confirma por escrito.',
  included: 'Incluye:',
  defaultIncludes:
    'Cámaras, grabador y disco duro, cableado, instalación, configuración de la app en su teléfono y un recorrido. Precios antes de impuestos.',
  attachedBoth: 'Esta estimación se envía con su reserva de visita o con su solicitud de abajo.',
  attachedQuote: 'Esta estimación se envía con su solicitud de abajo.',
  book: 'Reservar visita con esta estimación',
  live: {
    monitoringLine: 'Monitoreo: {monthly}',
    perMonth: '{price} al mes',
    lines: {
      package: 'Paquete {name} ({count} cámaras)',
      extraIndoorOne: '{count} cámara interior adicional',
      extraIndoorMany: '{count} cámaras interiores adicionales',
      extraOutdoorOne: '{count} cámara exterior adicional',
      extraOutdoorMany: '{count} cámaras exteriores adicionales',
      recording: '{days} días de grabación',
      propertyType: 'Tipo de propiedad {percent}%',
    },
    // The calculator's reasons (`calculate-estimate.ts`), as it words them in English.
    problems: {
      'Unknown property type': 'Tipo de propiedad desconocido',
      [`Cameras must be whole numbers from 0 to ${MAX_CAMERAS_EACH}`]: `Las cámaras deben ser números enteros de 0 a ${MAX_CAMERAS_EACH}`,
      'Choose at least one camera': 'Elija al menos una cámara',
      'That recording length is not offered': 'No ofrecemos esa cantidad de días de grabación',
      'That monitoring plan is not offered': 'No ofrecemos ese plan de monitoreo',
      'Monitoring is not offered': 'No ofrecemos monitoreo',
      'No package is published': 'No hay paquetes publicados',
    },
  },
};

export const ESTIMATE_WORDS: Record<Locale, EstimateWords> = { en, es };
