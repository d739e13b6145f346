import type { Locale } from '@/kit/locales';
import type { SignUpOutcome } from './newsletter-outcome';

/** What the unsubscribe form (a client component) is told: plain strings only. */
export interface UnsubscribeWords {
  incomplete: string;
  intro: string;
  button: string;
  sending: string;
  /** When the answer carries no message of its own. */
  somethingWrong: string;
  tryAgain: string;
  /** The answers, in the page's language (with or without JavaScript). */
  answers: { done: string; invalidLink: string };
}

const englishUnsubscribe: UnsubscribeWords = {
  incomplete: 'This link is incomplete. Use the unsubscribe link in one of our e-mails.',
  intro: 'You will no longer receive our e-mails. You can sign up again at any time.',
  button: 'Unsubscribe',
  sending: 'Unsubscribing...',
  somethingWrong: 'Something went wrong',
  tryAgain: 'Something went wrong. Please try again.',
  answers: {
    done: 'You are unsubscribed. You will not receive more e-mails.',
    invalidLink: 'This unsubscribe link is not valid.',
  },
};

/** The newsletter's words: the footer's sign-up, `/newsletter` and `/unsubscribe`. */
const en = {
  /** What the newsletter is, said once wherever someone can sign up. */
  pitch:
    'One short e-mail a month: local security tips, camera advice and seasonal offers. No spam; unsubscribe in one click.',
  footerTitle: 'Stay a step ahead of break-ins',
  emailLabel: 'Your e-mail address',
  emailPlaceholder: 'you@example.com',
  subscribe: 'Subscribe',
  /** What the form says when a sign-up sent without JavaScript was refused. */
  refusals: {
    invalid: 'That e-mail address does not look right. Please check it and try again.',
    busy: 'Too many sign-ups from your connection. Please try again in an hour.',
    failed: 'Your sign-up did not go through. Please try again in a moment.',
  } satisfies Record<Exclude<SignUpOutcome, 'subscribed'>, string>,
  metaTitle: 'Newsletter',
  metaDescription: 'Security tips for Los Angeles homes and businesses, once a month.',
  crumb: 'Newsletter',
  thanksTitle: 'Thanks — you are subscribed',
  thanksIntro:
    'Our next e-mail with security tips arrives at the start of the month. Every e-mail has a one-click unsubscribe link.',
  backHome: 'Back to the home page',
  pageTitle: 'Security tips, once a month',
  pageIntro: 'Practical advice on cameras, alarms and monitoring for Los Angeles homes and businesses.',
  signUp: 'Sign up',
  unsubscribeMetaTitle: 'Unsubscribe',
  unsubscribeMetaDescription: 'Stop receiving our newsletter.',
  unsubscribeTitle: 'Unsubscribe from our newsletter',
  unsubscribe: englishUnsubscribe,
};

export type NewsletterWords = typeof en;

const es: NewsletterWords = {
  pitch:
    'Un correo breve al mes: consejos de seguridad locales, recomendaciones sobre cámaras y ofertas de temporada. Sin spam; cancele su suscripción con un clic.',
  footerTitle: 'Manténgase un paso adelante de los robos',
  emailLabel: 'Su correo electrónico',
  emailPlaceholder: 'nombre@ejemplo.com',
  subscribe: 'Suscribirse',
  refusals: {
    invalid: 'Ese correo electrónico no parece correcto. Revíselo e inténtelo de nuevo.',
    busy: 'Demasiadas suscripciones desde su conexión. Inténtelo de nuevo en una hora.',
    failed: 'Su suscripción no se completó. Inténtelo de nuevo en un momento.',
  },
  metaTitle: 'Boletín',
  metaDescription: 'Consejos de seguridad para hogares y negocios de Los Ángeles, una vez al mes.',
  crumb: 'Boletín',
  thanksTitle: '¡Gracias! Ya está suscrito',
  thanksIntro:
    'Nuestro próximo correo con consejos de seguridad llega a principios de mes. Cada correo incluye un enlace para cancelar la suscripción con un clic.',
  backHome: 'Volver a la página de inicio',
  pageTitle: 'Consejos de seguridad, una vez al mes',
  pageIntro: 'Consejos prácticos sobre cámaras, alarmas y monitoreo para hogares y negocios de Los Ángeles.',
  signUp: 'Suscríbase',
  unsubscribeMetaTitle: 'Cancelar suscripción',
  unsubscribeMetaDescription: 'Deje de recibir nuestro boletín.',
  unsubscribeTitle: 'Cancelar la suscripción a nuestro boletín',
  unsubscribe: {
    incomplete:
      'Este enlace está incompleto. Use el enlace para cancelar la suscripción que aparece en nuestros correos.',
    intro: 'Ya no recibirá nuestros correos. Puede volver a suscribirse cuando quiera.',
    button: 'Cancelar suscripción',
    sending: 'Cancelando...',
    somethingWrong: 'Algo salió mal',
    tryAgain: 'Algo salió mal. Inténtelo de nuevo.',
    answers: {
      done: 'Listo: canceló su suscripción. Ya no recibirá más correos.',
      invalidLink: 'Este enlace para cancelar la suscripción no es válido.',
    },
  },
};

export const NEWSLETTER_WORDS: Record<Locale, NewsletterWords> = { en, es };
