import type { Locale } from '@/kit/locales';
import { PROPERTY_TYPE_LABELS, type PropertyType } from '@/lib/property-types';

/** `08:00` as "8 am", `09:30` as "9:30 am", `12:00` as "noon". */
function spokenTimeEn(minutes: number): string {
  if (minutes === 12 * 60) return 'noon';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const clock = hours % 12 === 0 ? 12 : hours % 12;
  return `${clock}${rest ? `:${String(rest).padStart(2, '0')}` : ''} ${hours < 12 ? 'am' : 'pm'}`;
}

/** `08:00` as "de las 8 a.m.", `13:30` as "de la 1:30 p.m.", `12:00` as "del mediodía": after "a partir". */
function spokenTimeEs(minutes: number): string {
  if (minutes === 12 * 60) return 'del mediodía';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const clock = hours % 12 === 0 ? 12 : hours % 12;
  const time = `${clock}${rest ? `:${String(rest).padStart(2, '0')}` : ''} ${hours < 12 ? 'a.m.' : 'p.m.'}`;
  return `${clock === 1 ? 'de la' : 'de las'} ${time}`;
}

/**
 * The quote and contact forms' words, the thank-you, the action's answers, the call to action, the
 * steps beside the quote form and the contact page.
 */
const en = {
  form: {
    submit: { quote: 'Request my free quote', contact: 'Send message' } as Record<
      'quote' | 'contact',
      string
    >,
    sending: 'Sending…',
    optional: '(optional)',
    honeypot: 'Website',
    almostThere: 'Almost there.',
    sendAgain: (label: string) =>
      ` That was quicker than we usually see: please check your details below and press “${label}” once more.`,
    /** Filled in by the browser: `{count}` is the number of fields to fix. */
    checkOne: 'Please check the highlighted field.',
    checkMany: 'Please check the {count} highlighted fields.',
    hints: {
      phone: 'We call you back on it. No number? We answer by e-mail.',
      postalCode: 'So we can send the nearest technician.',
      preferredDate:
        'A wish, not a booking: we confirm a time when we call. To book a time now, use “Book your free site survey” above.',
    },
    labels: {
      name: 'Your name',
      phone: 'Phone',
      email: 'Email',
      postalCode: 'ZIP code',
      service: 'What do you need?',
      propertyType: 'Property type',
      messageQuote: 'Tell us about your property',
      messageContact: 'Your message',
      preferredDate: 'Day you would like the free site survey',
    },
    placeholders: {
      postalCode: 'e.g. 90026',
      messageQuote: 'e.g. Two-story house, cameras at the front door, driveway and backyard.',
      messageContact: 'How can we help?',
    },
    notSure: 'Not sure yet: help me choose',
    chooseOne: 'Choose one',
    propertyTypes: PROPERTY_TYPE_LABELS as Record<PropertyType, string>,
    requiredNote: 'Required. We answer with a call if you left a number, else an e-mail.',
  },
  sent: {
    thankYou: 'Thank you',
    isIn: { quote: 'Your quote request is in.', contact: 'Your message is in.' } as Record<
      'quote' | 'contact',
      string
    >,
    byPhone: {
      quote: 'We call you at ',
      contact: 'A member of our team reads your message right away and calls you at ',
    } as Record<'quote' | 'contact', string>,
    byEmail: {
      quote: 'We e-mail you at ',
      contact: 'A member of our team reads your message right away and replies to ',
    } as Record<'quote' | 'contact', string>,
    whatNext: 'What happens next:',
    toTalk: ', to talk through what you need',
    surveyDayBefore: ' and agree on a time for your free site survey: you would like ',
    surveyDayAfter: ', and we take it if a time is still free that day, else the nearest day that has one.',
    noSurveyDay: ' and agree on a time for your free site survey.',
    quoteFollows: ' Your written quote follows, with no obligation.',
    needSooner: 'Need us sooner? Call',
  },
  action: {
    estimateRefused:
      'The estimate above no longer matches our current prices. Please check its answers and send your request again.',
    tooMany:
      'We received several requests from your connection in the last hour. Please call us, or try again later.',
    failed: 'Something went wrong on our side and your request was not sent. Please try again, or call us.',
    /** A preferred day refused by the server, in the page's language (null: the server's own words). */
    dayPast: null as ((day: string) => string) | null,
    dayClosed: null as ((day: string) => string) | null,
  },
  callBack: {
    prompt: 'within one business hour',
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    today: (at: string) => `today from ${at}`,
    tomorrow: (at: string) => `tomorrow from ${at}`,
    onDay: (weekday: string, at: string) => `on ${weekday} from ${at}`,
    at: spokenTimeEn,
  },
  callToAction: {
    title: 'Get a free, no-obligation quote',
    text: (answered: string) =>
      `Tell us about your property and we will call you ${answered} to book a free site survey.`,
    bookSurvey: 'Book a free site survey',
    freeQuote: 'Free quote',
  },
  nextSteps: {
    title: 'What happens next',
    steps: (answered: string) => [
      {
        title: 'We get back to you',
        text: `${answered[0].toUpperCase()}${answered.slice(1)}: a call, or an e-mail if you left no number.`,
      },
      {
        title: 'Free site survey',
        text: 'A technician walks your property and finds the right camera spots.',
      },
      { title: 'Written quote', text: 'A clear price with no obligation, usually the same day.' },
      {
        title: 'Installed in a day or two',
        text: 'Clean wiring, app set up on your phone, and a walkthrough.',
      },
    ],
    ratherTalk: 'Rather talk now?',
    emergencyLine: '24/7 emergency line:',
  },
  contact: {
    title: 'Contact us',
    crumb: 'Contact',
    intro: (answered: string) =>
      `Questions about cameras, alarms or monitoring? Call, write or drop by. A real person answers, and we reply ${answered}.`,
    detailsHeading: 'Contact details',
    callUs: 'Call us',
    textUs: 'Text us',
    textUsAt: (number: string | null) => `Text us at ${number}`,
    textNote: 'Your messages app opens with a note ready to send.',
    emergencyTitle: '24/7 emergency line',
    emergencyNote: 'For alarms, outages and break-ins, day and night.',
    email: 'E-mail',
    office: 'Office',
    openInMaps: 'Open in Maps',
    opensMapSite: ' (opens the map site)',
    officeHours: 'Office hours',
    licensed: 'Licensed and insured. License',
    formTitle: 'Send us a message',
    formIntroBefore: 'Looking for a price? The',
    formIntroLink: 'free quote form',
    formIntroAfter: 'asks just what we need to prepare one.',
    areasTitle: 'Areas we serve',
    areasText: 'Across Los Angeles County. Not on the list? Ask us: we probably cover you too.',
  },
  subjects: {
    services: 'Services',
    monitoring: 'Remote monitoring',
    packages: 'Camera packages',
    lookingAt: 'You were looking at',
  },
};

export type InquiryWords = typeof en;

const es: InquiryWords = {
  form: {
    submit: { quote: 'Pedir mi cotización gratis', contact: 'Enviar mensaje' },
    sending: 'Enviando…',
    optional: '(opcional)',
    honeypot: 'Sitio web',
    almostThere: 'Ya casi.',
    sendAgain: (label) =>
      ` Lo envió más rápido de lo habitual: revise sus datos abajo y presione “${label}” una vez más.`,
    checkOne: 'Revise el campo marcado.',
    checkMany: 'Revise los {count} campos marcados.',
    hints: {
      phone:
        'Le devolvemos la llamada a este número. ¿No tiene número? Le respondemos por correo electrónico.',
      postalCode: 'Así le enviamos al técnico más cercano.',
      preferredDate:
        'Es una preferencia, no una cita: confirmamos la hora cuando le llamemos. Para reservar una hora ahora, use “Reserve su visita gratuita al sitio” arriba.',
    },
    labels: {
      name: 'Su nombre',
      phone: 'Teléfono',
      email: 'Correo electrónico',
      postalCode: 'Código postal',
      service: '¿Qué necesita?',
      propertyType: 'Tipo de propiedad',
      messageQuote: 'Cuéntenos sobre su propiedad',
      messageContact: 'Su mensaje',
      preferredDate: 'Día que prefiere para la visita gratuita al sitio',
    },
    placeholders: {
      postalCode: 'p. ej., 90026',
      messageQuote:
        'p. ej., casa de dos pisos, cámaras en la puerta principal, la entrada de autos y el patio.',
      messageContact: '¿En qué podemos ayudarle?',
    },
    notSure: 'Aún no sé: ayúdenme a elegir',
    chooseOne: 'Elija una opción',
    propertyTypes: {
      residential: 'Casa',
      commercial: 'Negocio o tienda',
      industrial: 'Industria o bodega',
      multifamily: 'Edificio de apartamentos o condominios',
      other: 'Otro tipo',
    },
    requiredNote:
      'Obligatorio. Le respondemos con una llamada si dejó un número; si no, por correo electrónico.',
  },
  sent: {
    thankYou: 'Gracias',
    isIn: { quote: 'Recibimos su solicitud de cotización.', contact: 'Recibimos su mensaje.' },
    byPhone: {
      quote: 'Le llamamos al ',
      contact: 'Una persona de nuestro equipo lee su mensaje de inmediato y le llama al ',
    },
    byEmail: {
      quote: 'Le escribimos a ',
      contact: 'Una persona de nuestro equipo lee su mensaje de inmediato y le responde a ',
    },
    whatNext: 'Lo que sigue:',
    toTalk: ', para hablar de lo que necesita',
    surveyDayBefore: ' y acordar la hora de su visita gratuita al sitio: usted prefiere el ',
    surveyDayAfter:
      '; si ese día aún queda un horario libre, se lo reservamos y, si no, el día más cercano que tenga uno.',
    noSurveyDay: ' y acordar la hora de su visita gratuita al sitio.',
    quoteFollows: ' Después recibe su cotización por escrito, sin compromiso.',
    needSooner: '¿Nos necesita antes? Llame al',
  },
  action: {
    estimateRefused:
      'La estimación de arriba ya no coincide con nuestros precios actuales. Revise sus respuestas y envíe su solicitud de nuevo.',
    tooMany:
      'Recibimos varias solicitudes desde su conexión en la última hora. Llámenos o vuelva a intentarlo más tarde.',
    failed: 'Algo falló de nuestro lado y su solicitud no se envió. Vuelva a intentarlo o llámenos.',
    dayPast: (day) => `El ${day} ya pasó. Elija un día a partir de hoy.`,
    dayClosed: (day) => `No hacemos visitas el ${day}: ese día estamos cerrados. Elija otro día.`,
  },
  callBack: {
    prompt: 'en menos de una hora hábil',
    weekdays: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
    today: (at) => `hoy a partir ${at}`,
    tomorrow: (at) => `mañana a partir ${at}`,
    onDay: (weekday, at) => `el ${weekday} a partir ${at}`,
    at: spokenTimeEs,
  },
  callToAction: {
    title: 'Pida una cotización gratis y sin compromiso',
    text: (answered) =>
      `Cuéntenos sobre su propiedad y le llamaremos ${answered} para agendar una visita gratuita al sitio.`,
    bookSurvey: 'Reserve su visita gratis',
    freeQuote: 'Cotización gratis',
  },
  nextSteps: {
    title: 'Lo que sigue',
    steps: (answered) => [
      {
        title: 'Le respondemos',
        text: `${answered[0].toUpperCase()}${answered.slice(1)}: con una llamada, o por correo electrónico si no dejó número.`,
      },
      {
        title: 'Visita gratuita al sitio',
        text: 'Un técnico recorre su propiedad y encuentra los mejores lugares para las cámaras.',
      },
      {
        title: 'Cotización por escrito',
        text: 'Un precio claro y sin compromiso, por lo general el mismo día.',
      },
      {
        title: 'Instalado en uno o dos días',
        text: 'Cableado limpio, la app configurada en su teléfono y un recorrido para explicarle todo.',
      },
    ],
    ratherTalk: '¿Prefiere hablar ahora?',
    emergencyLine: 'Línea de emergencias 24/7:',
  },
  contact: {
    title: 'Contáctenos',
    crumb: 'Contacto',
    intro: (answered) =>
      `¿Preguntas sobre cámaras, alarmas o monitoreo? Llame, escriba o visítenos. Le atiende una persona real, y respondemos ${answered}.`,
    detailsHeading: 'Datos de contacto',
    callUs: 'Llámenos',
    textUs: 'Envíenos un texto',
    textUsAt: (number) => `Envíenos un texto al ${number}`,
    textNote: 'Se abre su app de mensajes con una nota lista para enviar.',
    emergencyTitle: 'Línea de emergencias 24/7',
    emergencyNote: 'Para alarmas, fallas y robos, de día y de noche.',
    email: 'Correo electrónico',
    office: 'Oficina',
    openInMaps: 'Ver en el mapa',
    opensMapSite: ' (abre el sitio de mapas)',
    officeHours: 'Horario de oficina',
    licensed: 'Con licencia y seguro. Licencia',
    formTitle: 'Envíenos un mensaje',
    formIntroBefore: '¿Busca un precio? El',
    formIntroLink: 'formulario de cotización gratis',
    formIntroAfter: 'le pide solo lo necesario para prepararla.',
    areasTitle: 'Áreas donde trabajamos',
    areasText:
      'En todo el condado de Los Ángeles. ¿No ve su ciudad en la lista? Pregúntenos: seguramente también llegamos.',
  },
  subjects: {
    services: 'Servicios',
    monitoring: 'Monitoreo remoto',
    packages: 'Paquetes de cámaras',
    lookingAt: 'Lo que estaba viendo',
  },
};

export const INQUIRY_WORDS: Record<Locale, InquiryWords> = { en, es };

/** The words the browser's part of the form needs (plain strings: they travel as props). */
export type FormStateWords = Pick<InquiryWords['form'], 'checkOne' | 'checkMany' | 'sending'>;
