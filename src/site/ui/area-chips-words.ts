import type { Locale } from '@/kit/locales';

/** The words of the served areas' chips (home and contact pages). */
const en = {
  /** After a linked city's name, for screen readers. */
  ourWorkThere: ' (our work there)',
  note: 'Areas marked with an arrow open the projects and reviews we have there.',
};

export type AreaChipsWords = typeof en;

const es: AreaChipsWords = {
  ourWorkThere: ' (nuestro trabajo en esta zona)',
  note: 'Las áreas marcadas con una flecha muestran los proyectos y las reseñas que tenemos ahí.',
};

export const AREA_CHIPS_WORDS: Record<Locale, AreaChipsWords> = { en, es };
