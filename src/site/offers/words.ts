import type { Locale } from '@/kit/locales';

/** The words of "Why us", the reasons to choose this installer (services and packages pages). */
const en = {
  eyebrow: 'Why us',
  title: 'A local installer you can check up on',
  licensed: {
    title: 'Licensed & insured',
    text: (licenseNumber: string | null) =>
      licenseNumber
        ? `California licensed (${licenseNumber}) and fully insured.`
        : 'California licensed low-voltage contractor, fully insured.',
  },
  quotes: {
    title: 'Fixed written quotes',
    text: 'A free site survey, then one itemized price. No surprises on installation day.',
  },
  technicians: {
    title: 'Our own technicians',
    text: 'Employees, not subcontractors: tidy, concealed cabling and a walkthrough before we leave.',
  },
  support: {
    title: 'Support around the clock',
    text: 'Warranty on labor, health checks and a 24/7 line when something needs attention.',
  },
};

export type WhyUsWords = typeof en;

const es: WhyUsWords = {
  eyebrow: 'Por qué elegirnos',
  title: 'Un instalador local que usted puede verificar',
  licensed: {
    title: 'Con licencia y seguro',
    text: (licenseNumber) =>
      licenseNumber
        ? `Con licencia de California (${licenseNumber}) y seguro completo.`
        : 'Contratista de bajo voltaje con licencia de California y seguro completo.',
  },
  quotes: {
    title: 'Cotizaciones fijas por escrito',
    text: 'Una visita gratis a su propiedad y después un solo precio detallado. Sin sorpresas el día de la instalación.',
  },
  technicians: {
    title: 'Técnicos propios',
    text: 'Empleados, no subcontratistas: cableado oculto y ordenado, y un recorrido con usted antes de irnos.',
  },
  support: {
    title: 'Soporte a toda hora',
    text: 'Garantía en la mano de obra, revisiones del sistema y una línea 24/7 cuando algo necesite atención.',
  },
};

export const WHY_US_WORDS: Record<Locale, WhyUsWords> = { en, es };
