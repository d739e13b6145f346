import type { Locale } from '@/kit/locales';
import type { PortfolioCategory } from './categories';

/** What visitors read for each project category. */
const CATEGORY_LABELS: Record<PortfolioCategory, string> = {
  residential: 'Residential',
  commercial: 'Commercial',
  industrial: 'Industrial',
  multifamily: 'Multifamily',
};

/** The portfolio's own words: `/portfolio`, a project's page, its cards, the home page's projects. */
const en = {
  /** The portfolio's heading, and the start of its title in search results. */
  title: 'Our Work',
  intro:
    'Camera systems, access control and intercoms we designed and installed for homes, businesses, warehouses and apartment communities across Los Angeles.',
  crumb: 'Our work',
  metaTitle: 'Our Work: Security Installations',
  categoryMetaTitle: (category: PortfolioCategory) => `${CATEGORY_LABELS[category]} Security Installations`,
  metaDescription:
    'Security camera, access control and intercom installations we completed for homes, businesses, warehouses and apartment buildings across Los Angeles.',
  categoryLabels: CATEGORY_LABELS,
  /** "residential projects", inside a sentence. */
  categoryProjects: (category: PortfolioCategory) => `${CATEGORY_LABELS[category].toLowerCase()} projects`,
  categoriesLabel: 'Project categories',
  allProjects: 'All projects',
  projectCount: (count: number) => ` (${count} ${count === 1 ? 'project' : 'projects'})`,
  noneOfCategory: (category: PortfolioCategory) =>
    `No ${CATEGORY_LABELS[category].toLowerCase()} projects to show yet.`,
  none: 'No projects to show here yet.',
  seeAll: 'See all projects',
  indexCtaTitle: 'Want results like these at your property?',
  projectDescription: (title: string, location: string | null) =>
    `${title}: a security installation we completed${location ? ` in ${location}` : ''}, Los Angeles.`,
  /** The project page's introduction: "Residential installation in Silver Lake, completed March 2026." */
  projectIntro: (category: PortfolioCategory | null, location: string, month: string | null) =>
    `${category ? `${CATEGORY_LABELS[category]} installation` : 'Installation'} in ${location}${
      month ? `, completed ${month}` : ''
    }.`,
  property: 'Property',
  location: 'Location',
  completed: 'Completed',
  theProject: 'The project',
  workInArea: (area: string) => `Our work in ${area}`,
  moreOfCategory: (category: PortfolioCategory) => `More ${CATEGORY_LABELS[category].toLowerCase()} projects`,
  projectCtaTitle: 'Planning a project like this one?',
  completedIn: (month: string) => `Completed ${month}`,
  seeProject: 'See the project',
  homeEyebrow: 'Our work',
  homeTitle: 'Recent installations across Los Angeles',
  beforeAfter: {
    heading: 'Before and after',
    before: 'Before',
    after: 'After',
    compare: 'Compare before and after',
    /** The slider's value in words; `{before}` and `{after}` are the percentages shown of each. */
    value: '{before}% before, {after}% after',
    moreBefore: 'More before',
    moreAfter: 'More after',
  },
};

export type PortfolioWords = typeof en;

/** Each category's adjective with a plural noun: "proyectos residenciales", "instalaciones comerciales". */
const PLURAL_ES: Record<PortfolioCategory, string> = {
  residential: 'residenciales',
  commercial: 'comerciales',
  industrial: 'industriales',
  multifamily: 'multifamiliares',
};

const CATEGORY_LABELS_ES: Record<PortfolioCategory, string> = {
  residential: 'Residencial',
  commercial: 'Comercial',
  industrial: 'Industrial',
  multifamily: 'Multifamiliar',
};

const es: PortfolioWords = {
  title: 'Nuestros proyectos',
  intro:
    'Sistemas de cámaras, control de acceso e intercomunicadores que diseñamos e instalamos para hogares, negocios, bodegas y complejos de apartamentos en todo Los Ángeles.',
  crumb: 'Proyectos',
  metaTitle: 'Nuestros proyectos: instalaciones de seguridad',
  categoryMetaTitle: (category) => `Instalaciones de seguridad ${PLURAL_ES[category]}`,
  metaDescription:
    'Instalaciones de cámaras de seguridad, control de acceso e intercomunicadores que realizamos para hogares, negocios, bodegas y edificios de apartamentos en todo Los Ángeles.',
  categoryLabels: CATEGORY_LABELS_ES,
  categoryProjects: (category) => `proyectos ${PLURAL_ES[category]}`,
  categoriesLabel: 'Categorías de proyectos',
  allProjects: 'Todos',
  projectCount: (count) => ` (${count} ${count === 1 ? 'proyecto' : 'proyectos'})`,
  noneOfCategory: (category) => `Todavía no hay proyectos ${PLURAL_ES[category]} para mostrar.`,
  none: 'Todavía no hay proyectos para mostrar aquí.',
  seeAll: 'Ver todos los proyectos',
  indexCtaTitle: '¿Quiere resultados como estos en su propiedad?',
  projectDescription: (title, location) =>
    `${title}: una instalación de seguridad que realizamos${location ? ` en ${location}` : ''}, Los Ángeles.`,
  projectIntro: (category, location, month) =>
    `${category ? `Instalación ${CATEGORY_LABELS_ES[category].toLowerCase()}` : 'Instalación'} en ${location}${
      month ? `, terminada en ${month}` : ''
    }.`,
  property: 'Propiedad',
  location: 'Ubicación',
  completed: 'Terminado',
  theProject: 'El proyecto',
  workInArea: (area) => `Nuestro trabajo en ${area}`,
  moreOfCategory: (category) => `Más proyectos ${PLURAL_ES[category]}`,
  projectCtaTitle: '¿Planea un proyecto como este?',
  completedIn: (month) => `Terminado en ${month}`,
  seeProject: 'Ver el proyecto',
  homeEyebrow: 'Nuestro trabajo',
  homeTitle: 'Instalaciones recientes en todo Los Ángeles',
  beforeAfter: {
    heading: 'Antes y después',
    before: 'Antes',
    after: 'Después',
    compare: 'Compare el antes y el después',
    value: '{before}% antes, {after}% después',
    moreBefore: 'Más antes',
    moreAfter: 'Más después',
  },
};

export const PORTFOLIO_WORDS: Record<Locale, PortfolioWords> = { en, es };
