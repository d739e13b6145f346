import { WHAT_TO_PREPARE } from '@/features/survey-schedule';
import { TIME_ZONE_NAME, tooManyMovesMessage } from '@/features/survey-schedule/browser';
import type { Locale } from '@/kit/locales';
import type { BookingDraft } from './booking-draft';
import type { SlotWords } from './slot-text';
import type { StepDayProblem } from './survey-data';
import { FIELD_PROBLEMS, NOTICE_TEXT } from './survey-query';

const enSlots: SlotWords = {
  freeTimesOn: 'Free times on {day}',
  zone: TIME_ZONE_NAME,
  pickOne: 'Pick one of the free times.',
  morning: 'Morning',
  afternoon: 'Afternoon',
  pickDay: 'Pick a day',
  freeOne: '{count} free',
  freeMany: '{count} free',
  laterDays: 'Later days, up to {day}',
};

/**
 * The quote page's own words, the booking step, the private link of a survey and its changes. Days
 * and times are written by `slot-text.ts` in the page's language.
 */
const en = {
  slots: enSlots,
  quotePage: {
    title: 'Get your free quote',
    crumb: 'Free quote',
    intro: (answered: string) =>
      `Tell us a little about your property. We answer ${answered}, and the site survey is free.`,
    licensed: (license: string) => `Licensed and insured, license ${license}`,
    years: (years: number | string) => `${years} years installing across Los Angeles`,
    projects: (count: number) => `${count.toLocaleString('en-US')}+ systems installed`,
    freeSurvey: 'Free site survey, no obligation',
    estimateAttached: 'Your estimate, sent with your request',
    estimateOffer: 'Want a price idea first? Get an instant estimate',
    formTitle: 'Or ask us to call you',
    formIntro:
      'No time is booked yet: we call you, talk it through and agree on a day for the survey. It takes about a minute, and we only use your details to reply.',
  },
  booking: {
    title: 'Book your free site survey',
    intro: `Pick a free time and it is booked at once, with a confirmation by e-mail. A technician walks your property, about an hour, free and with no obligation. Times are ${TIME_ZONE_NAME} (Los Angeles).`,
    noTimes: 'No times are free online right now. Please call us or send the form below.',
    pickTime: 'Pick a time to go on.',
    day: 'Day',
    dayEmpty: '(empty: the first free day)',
    showTimes: 'Show free times',
    daysNav: 'Days with free times',
  },
  details: {
    title: 'Your details',
    labels: {
      name: 'Your name',
      phone: 'Phone',
      email: 'E-mail',
      address: 'Street address',
      postalCode: 'ZIP code',
    } as Record<keyof BookingDraft, string>,
    hints: {
      phone: 'The technician calls if running late.',
      email: 'For the confirmation and the calendar file.',
      address: 'Where the technician comes.',
    } as Partial<Record<keyof BookingDraft, string>>,
    optional: '(optional)',
    honeypot: 'Leave this field empty',
    submit: 'Book this time',
  },
  problems: FIELD_PROBLEMS,
  notices: NOTICE_TEXT,
  /** Why a day asked for shows no times: `day` and `lastDay` in words. */
  noFreeTime: {
    'not-a-date': () => 'The day in this link is not a date on the calendar. Pick one of the days below.',
    past: (day: string) => `${day} has already passed. Pick one of the days below.`,
    'too-far': (day: string, lastDay: string) =>
      `We book online up to ${lastDay}: ${day} is further ahead. Pick one of the days below, or call us for a later date.`,
    closed: (day: string) => `We are closed on ${day}. Pick one of the days below.`,
    full: (day: string) => `${day} has no free times left. Pick one of the days below.`,
  } as Record<StepDayProblem, (day: string, lastDay: string) => string>,
  link: {
    keepThisLink: 'Keep the address of this page: it is your private link to see, move or cancel the survey.',
    headings: {
      booked: 'Your free site survey is booked',
      moved: 'Your survey has a new time',
      shown: 'Your free site survey',
    },
    sentBooked: (email: string) => `We sent the confirmation, with a calendar file, to ${email}.`,
    sentMoved: (email: string) => `We sent the new time, with an updated calendar file, to ${email}.`,
  },
  confirmation: {
    when: 'When',
    where: 'Where',
    name: 'Name',
    phone: 'Phone',
    email: 'E-mail',
    whereUnknown: 'The address you give us when we call to confirm',
    noPhone: 'None given: we write to your e-mail',
    whatToPrepare: 'What to prepare',
    prepare: WHAT_TO_PREPARE as readonly string[],
    addToCalendar: 'Add to calendar',
    calendarFile: 'Calendar file (.ics)',
    calendarNote: 'The file opens in Apple Calendar, Outlook and most phone calendars.',
    reschedule: 'Reschedule',
    noLonger: 'Can no longer make it?',
    cancelMine: 'Cancel my survey',
    movesUsedUp: (moves: number, phone: string | null) => tooManyMovesMessage(moves, phone),
    noOtherTimes: 'No other times are free online right now. Please call us to move it.',
    noOtherOnDay: (day: string) => `No other times are free on ${day}. Pick another day below.`,
    yourDay: 'your day',
    move: 'Move my survey to this time',
    cancelQuestion: (moment: string) => `Cancel the survey on ${moment}?`,
    cancelNote: 'The time is given to someone else. You are welcome to book a new one whenever it suits you.',
    yesCancel: 'Yes, cancel my survey',
    keep: 'No, keep my survey',
  },
  ended: {
    cancelledTitle: 'Your site survey is cancelled',
    pastTitle: 'The time of this site survey has passed',
    cancelledText: (firstName: string, mailed: boolean) =>
      `${firstName ? `${firstName}, we` : 'We'} will not come by, and the time is free for others again.${mailed ? ' We sent you an e-mail saying so.' : ''}`,
    pastText: (when: string | null) =>
      `It was on ${when ?? 'the day you booked'}. Its link no longer changes anything.`,
    changedMind: 'Changed your mind? Book a new time: it takes a minute.',
    needAnother: 'Need another visit? Book a new free site survey.',
    bookNew: 'Book a new time',
  },
};

export type SurveyWords = typeof en;

const es: SurveyWords = {
  slots: {
    freeTimesOn: 'Horarios libres el {day}',
    zone: 'hora del Pacífico',
    pickOne: 'Elija uno de los horarios libres.',
    morning: 'Mañana',
    afternoon: 'Tarde',
    pickDay: 'Elija un día',
    freeOne: '{count} libre',
    freeMany: '{count} libres',
    laterDays: 'Días posteriores, hasta el {day}',
  },
  quotePage: {
    title: 'Pida su cotización gratis',
    crumb: 'Cotización gratis',
    intro: (answered) =>
      `Cuéntenos un poco sobre su propiedad. Respondemos ${answered}, y la visita al sitio es gratis.`,
    licensed: (license) => `Con licencia y seguro, licencia ${license}`,
    years: (years) => `${years} años instalando en todo Los Ángeles`,
    projects: (count) => `Más de ${count.toLocaleString('es-US')} sistemas instalados`,
    freeSurvey: 'Visita al sitio gratis, sin compromiso',
    estimateAttached: 'Su estimación, enviada con su solicitud',
    estimateOffer: '¿Quiere una idea del precio primero? Obtenga una estimación al instante',
    formTitle: 'O pida que le llamemos',
    formIntro:
      'Todavía no se reserva ningún horario: le llamamos, lo conversamos y acordamos un día para la visita. Toma como un minuto, y usamos sus datos solo para responderle.',
  },
  booking: {
    title: 'Reserve su visita gratuita al sitio',
    intro:
      'Elija un horario libre y queda reservado al instante, con una confirmación por correo electrónico. Un técnico recorre su propiedad durante aproximadamente una hora, gratis y sin compromiso. Los horarios están en hora del Pacífico (Los Ángeles).',
    noTimes: 'Por ahora no hay horarios libres en línea. Llámenos o envíe el formulario de abajo.',
    pickTime: 'Elija un horario para continuar.',
    day: 'Día',
    dayEmpty: '(vacío: el primer día libre)',
    showTimes: 'Ver horarios libres',
    daysNav: 'Días con horarios libres',
  },
  details: {
    title: 'Sus datos',
    labels: {
      name: 'Su nombre',
      phone: 'Teléfono',
      email: 'Correo electrónico',
      address: 'Dirección',
      postalCode: 'Código postal',
    },
    hints: {
      phone: 'El técnico le llama si se retrasa.',
      email: 'Para la confirmación y el archivo de calendario.',
      address: 'La dirección adonde llega el técnico.',
    },
    optional: '(opcional)',
    honeypot: 'Deje este campo vacío',
    submit: 'Reservar este horario',
  },
  problems: {
    name: 'Escriba su nombre.',
    phone: 'Escriba un número de teléfono al que podamos llamarle, como (213) 555-0100.',
    email: 'Escriba un correo electrónico para la confirmación, como nombre@ejemplo.com.',
    address: 'Escriba la dirección donde hacemos la visita, de hasta 200 caracteres.',
    postalCode: 'Escriba un código postal de 5 dígitos.',
    surveyStartsAt: 'Elija uno de los horarios libres.',
  },
  notices: {
    taken:
      'Lo sentimos, otra persona acaba de reservar ese horario. Estos son los horarios que siguen libres.',
    unoffered: 'Ese no es uno de los horarios que ofrecemos. Elija uno de los horarios libres de abajo.',
    again:
      'Lo envió más rápido de lo habitual. Revise el horario y presione “Reservar este horario” una vez más.',
    busy: 'Recibimos varias solicitudes desde su conexión en la última hora. Llámenos o vuelva a intentarlo más tarde.',
    failed: 'Algo falló de nuestro lado y la visita no quedó reservada. Vuelva a intentarlo o llámenos.',
    cancelled: 'Su visita al sitio está cancelada. Puede reservar un nuevo horario abajo cuando quiera.',
    moved: 'Su visita tiene un nuevo horario.',
  },
  noFreeTime: {
    'not-a-date': () =>
      'El día de este enlace no es una fecha del calendario. Elija uno de los días de abajo.',
    past: (day) => `El ${day} ya pasó. Elija uno de los días de abajo.`,
    'too-far': (day, lastDay) =>
      `Reservamos en línea hasta el ${lastDay}: el ${day} queda más adelante. Elija uno de los días de abajo o llámenos para una fecha posterior.`,
    closed: (day) => `El ${day} estamos cerrados. Elija uno de los días de abajo.`,
    full: (day) => `El ${day} ya no quedan horarios libres. Elija uno de los días de abajo.`,
  },
  link: {
    keepThisLink:
      'Guarde la dirección de esta página: es su enlace privado para ver, cambiar o cancelar la visita.',
    headings: {
      booked: 'Su visita gratuita al sitio está reservada',
      moved: 'Su visita tiene un nuevo horario',
      shown: 'Su visita gratuita al sitio',
    },
    sentBooked: (email) => `Enviamos la confirmación, con un archivo de calendario, a ${email}.`,
    sentMoved: (email) => `Enviamos el nuevo horario, con un archivo de calendario actualizado, a ${email}.`,
  },
  confirmation: {
    when: 'Cuándo',
    where: 'Dónde',
    name: 'Nombre',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    whereUnknown: 'La dirección que nos indique cuando le llamemos para confirmar',
    noPhone: 'No indicó ninguno: le escribimos a su correo electrónico',
    whatToPrepare: 'Qué preparar',
    // As the survey's e-mails say them.
    prepare: [
      'Una persona mayor de 18 años en la propiedad durante aproximadamente una hora.',
      'Acceso a las áreas que quiere cubrir, al garaje y al ático o entretecho si lo hay.',
      'El nombre de su red Wi-Fi y dónde está el router de internet.',
      'Una lista de sus preocupaciones: puntos ciegos, incidentes pasados, lo que quiere ver en su teléfono.',
    ],
    addToCalendar: 'Agregar al calendario',
    calendarFile: 'Archivo de calendario (.ics)',
    calendarNote:
      'El archivo se abre en Apple Calendar, Outlook y la mayoría de los calendarios del teléfono.',
    reschedule: 'Cambiar horario',
    noLonger: '¿Ya no puede recibirnos?',
    cancelMine: 'Cancelar mi visita',
    movesUsedUp: (moves, phone) =>
      `Esta visita ya se cambió ${moves} veces hoy, el máximo que permitimos en línea. Llámenos${phone ? ` al ${phone}` : ''} para cambiarla de nuevo.`,
    noOtherTimes: 'Por ahora no hay otros horarios libres en línea. Llámenos para cambiarla.',
    noOtherOnDay: (day) => `El ${day} no hay otros horarios libres. Elija otro día abajo.`,
    yourDay: 'su día',
    move: 'Cambiar mi visita a este horario',
    cancelQuestion: (moment) => `¿Cancelar la visita del ${moment}?`,
    cancelNote: 'El horario queda libre para otra persona. Puede reservar uno nuevo cuando le convenga.',
    yesCancel: 'Sí, cancelar mi visita',
    keep: 'No, mantener mi visita',
  },
  ended: {
    cancelledTitle: 'Su visita al sitio está cancelada',
    pastTitle: 'La fecha de esta visita al sitio ya pasó',
    cancelledText: (firstName, mailed) =>
      `${firstName ? `${firstName}, no` : 'No'} pasaremos por su propiedad, y el horario vuelve a quedar libre para otras personas.${mailed ? ' Le enviamos un correo electrónico para confirmarlo.' : ''}`,
    pastText: (when) => `Fue el ${when ?? 'día que reservó'}. Este enlace ya no permite hacer cambios.`,
    changedMind: '¿Cambió de opinión? Reserve un nuevo horario: toma un minuto.',
    needAnother: '¿Necesita otra visita? Reserve una nueva visita gratuita al sitio.',
    bookNew: 'Reservar un nuevo horario',
  },
};

export const SURVEY_WORDS: Record<Locale, SurveyWords> = { en, es };
