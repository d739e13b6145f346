import type { Locale } from '@/kit/locales';
import { applicationSubject, type EmploymentType } from './jobs';

const EMPLOYMENT_LABELS: Record<EmploymentType, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
};

/** The careers pages' own words: `/careers` and a job's page. */
const en = {
  title: 'Careers',
  crumb: 'Careers',
  metaTitle: 'Security Technician Jobs in Los Angeles',
  metaDescription:
    'Join a licensed Los Angeles security installation team: open positions for low-voltage technicians, sales consultants and monitoring operators.',
  intro:
    'We are a local team of licensed technicians, designers and monitoring operators protecting homes and businesses across Los Angeles. Come build it with us.',
  openPositions: 'Open positions',
  /** Before a date in a job's line of the list: "Posted March 4, 2026". */
  postedOn: 'Posted',
  applyByOn: 'Apply by',
  viewJob: 'View the job',
  noOpenings: 'We have no openings right now, but we are always glad to hear from good technicians.',
  otherRoleTitle: "Don't see your role?",
  otherRoleText:
    'Good technicians, installers and operators are always welcome to write. Send your résumé and a few lines about the work you do best.',
  /** The subject of an e-mail application: the job's title after it. */
  applicationSubject,
  openApplication: 'Open application',
  jobMetaTitle: (title: string, location: string) => `${title} (${location})`,
  jobMetaDescription: (title: string, location: string) => `${title} job in ${location}.`,
  /** The requirements' heading in the description search engines read. */
  requirements: 'Requirements',
  closedNotice: (closes: string | null) => `Applications closed${closes ? ` on ${closes}` : ''}.`,
  seeOpenPositions: 'See open positions',
  applyByEmail: 'Apply by e-mail',
  aboutRole: 'About the role',
  whatYouBring: 'What you bring',
  applyHeading: 'Apply for this job',
  location: 'Location',
  pay: 'Pay',
  posted: 'Posted',
  applyBy: 'Apply by',
  applyText:
    'Send your résumé and a few lines about your experience; the job title is already in the subject.',
  orWriteTo: 'Or write to',
  closedHeading: 'This position has closed',
  /** "We stopped taking applications for this job[ on <date>]. Thank you for your interest." */
  closedText: 'We stopped taking applications for this job',
  closedOn: 'on',
  closedThanks: '. Thank you for your interest.',
  ctaTitle: 'Looking for an installation rather than a job?',
  detailsLabel: 'Job details',
  locationLabel: 'Location: ',
  employmentLabel: 'Employment type: ',
  payLabel: 'Pay: ',
  employment: EMPLOYMENT_LABELS,
};

export type JobWords = typeof en;

const es: JobWords = {
  title: 'Empleos',
  crumb: 'Empleos',
  metaTitle: 'Empleos de técnico de seguridad en Los Ángeles',
  metaDescription:
    'Únase a un equipo de instalación de seguridad con licencia en Los Ángeles: vacantes para técnicos de bajo voltaje, asesores de ventas y operadores de monitoreo.',
  intro:
    'Somos un equipo local de técnicos con licencia, diseñadores y operadores de monitoreo que protege hogares y negocios en todo Los Ángeles. Venga a crecer con nosotros.',
  openPositions: 'Vacantes',
  postedOn: 'Publicado el',
  applyByOn: 'Fecha límite:',
  viewJob: 'Ver el puesto',
  noOpenings: 'Por ahora no tenemos vacantes, pero siempre nos da gusto saber de buenos técnicos.',
  otherRoleTitle: '¿No ve el puesto que busca?',
  otherRoleText:
    'Los buenos técnicos, instaladores y operadores siempre pueden escribirnos. Envíenos su currículum y unas líneas sobre el trabajo que mejor hace.',
  applicationSubject: (job) => `Solicitud de empleo: ${job}`,
  openApplication: 'Candidatura general',
  jobMetaTitle: (title, location) => `${title} (${location})`,
  jobMetaDescription: (title, location) => `${title}: empleo en ${location}.`,
  requirements: 'Requisitos',
  closedNotice: (closes) => `Solicitudes cerradas${closes ? ` el ${closes}` : ''}.`,
  seeOpenPositions: 'Ver vacantes',
  applyByEmail: 'Postúlese por correo',
  aboutRole: 'Sobre el puesto',
  whatYouBring: 'Lo que buscamos',
  applyHeading: 'Postúlese a este puesto',
  location: 'Ubicación',
  pay: 'Sueldo',
  posted: 'Publicado',
  applyBy: 'Fecha límite',
  applyText:
    'Envíe su currículum y unas líneas sobre su experiencia; el nombre del puesto ya va en el asunto.',
  orWriteTo: 'O escriba a',
  closedHeading: 'Este puesto ya está cerrado',
  closedText: 'Dejamos de recibir solicitudes para este puesto',
  closedOn: 'el',
  closedThanks: '. Gracias por su interés.',
  ctaTitle: '¿Busca una instalación y no un empleo?',
  detailsLabel: 'Detalles del puesto',
  locationLabel: 'Ubicación: ',
  employmentLabel: 'Tipo de empleo: ',
  payLabel: 'Sueldo: ',
  employment: {
    'full-time': 'Tiempo completo',
    'part-time': 'Medio tiempo',
    contract: 'Por contrato',
  },
};

export const JOB_WORDS: Record<Locale, JobWords> = { en, es };
