import { greetingName } from '@/features/inquiries';
import { surveyTimeText } from '@/features/survey-schedule/slot-labels';
import { DEFAULT_LOCALE, type Locale } from '@/kit/locales';
import { Action, Details, Paragraph } from '@/server/mail/templates/mail-blocks';
import { MailLayout } from '@/server/mail/templates/mail-layout';
import { type RenderedMail, renderMail } from '@/server/mail/templates/render-mail';

export type SurveyMailKind = 'survey-confirmation' | 'survey-rescheduled' | 'survey-cancelled';

export interface SurveyMailInput {
  kind: SurveyMailKind;
  /** The language the visitor booked in. Default: English. */
  locale?: Locale;
  name: string;
  startsAt: string;
  endsAt: string;
  brand: string;
  phone?: string | null;
  /** The private reschedule and cancel page; none in a cancellation. */
  manageUrl?: string | null;
  /** The site's booking step, offered in a cancellation for a new time. */
  bookUrl?: string | null;
}

/** What the visitor's survey mails say, in each language. */
const SURVEY_MAIL_WORDS = {
  en: {
    subjects: {
      'survey-confirmation': 'Your free site survey is booked',
      'survey-rescheduled': 'Your site survey has a new time',
      'survey-cancelled': 'Your site survey is cancelled',
    },
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    footer: 'You receive this because this address was given when a site survey was booked on our website.',
    cancelled:
      'Your free site survey is cancelled, as you asked. You are welcome to book a new time on our website whenever it suits you.',
    rescheduled:
      'Your free site survey has moved to the time below. The calendar file attached replaces the one you had.',
    booked:
      'Thank you for booking a free site survey. A technician will come to your property at the time below.',
    wasBookedFor: 'Was booked for',
    when: 'When',
    prepareTitle: 'What to prepare:',
    prepare: [
      'Someone 18 or older at the property for about an hour.',
      'Access to the areas you want covered, the garage and the attic or crawl space if there is one.',
      'Your Wi-Fi name and where the internet router sits.',
      'A list of worries: blind spots, past incidents, what you want to see on your phone.',
    ],
    manage: 'Reschedule or cancel',
    bookNew: 'Book a new time',
    questions: (phone: string) => `Questions? Call us at ${phone}.`,
  },
  es: {
    subjects: {
      'survey-confirmation': 'Su visita gratuita al sitio está reservada',
      'survey-rescheduled': 'Su visita al sitio tiene un nuevo horario',
      'survey-cancelled': 'Su visita al sitio está cancelada',
    },
    hello: (name: string) => (name ? `Hola, ${name}:` : 'Hola:'),
    footer:
      'Recibe este mensaje porque esta dirección se dio al reservar una visita al sitio en nuestro sitio web.',
    cancelled:
      'Su visita gratuita al sitio quedó cancelada, como lo pidió. Puede reservar un nuevo horario en nuestro sitio web cuando le convenga.',
    rescheduled:
      'Su visita gratuita al sitio cambió al horario de abajo. El archivo de calendario adjunto reemplaza al que tenía.',
    booked:
      'Gracias por reservar una visita gratuita al sitio. Un técnico irá a su propiedad en el horario de abajo.',
    wasBookedFor: 'Estaba reservada para',
    when: 'Cuándo',
    prepareTitle: 'Qué preparar:',
    prepare: [
      'Una persona mayor de 18 años en la propiedad durante aproximadamente una hora.',
      'Acceso a las áreas que quiere cubrir, al garaje y al ático o entretecho si lo hay.',
      'El nombre de su red Wi-Fi y dónde está el router de internet.',
      'Una lista de sus preocupaciones: puntos ciegos, incidentes pasados, lo que quiere ver en su teléfono.',
    ],
    manage: 'Cambiar el horario o cancelar',
    bookNew: 'Reservar un nuevo horario',
    questions: (phone: string) => `¿Preguntas? Llámenos al ${phone}.`,
  },
} satisfies Record<Locale, unknown>;

/** What a visitor gets ready before the technician comes. */
export const WHAT_TO_PREPARE = SURVEY_MAIL_WORDS.en.prepare;

/**
 * To the visitor who booked: the day and time in Los Angeles time, what to prepare and the private
 * link to reschedule or cancel (the calendar file is attached by the caller). Like the auto-reply,
 * it repeats nothing typed but a cleaned-up first name: anyone may type anyone's address.
 */
export function surveyVisitorMail(input: SurveyMailInput): Promise<RenderedMail> {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const words = SURVEY_MAIL_WORDS[locale];
  const subject = words.subjects[input.kind];
  const name = greetingName(input.name);
  const when = surveyTimeText(input.startsAt, input.endsAt, locale);
  const cancelled = input.kind === 'survey-cancelled';
  return renderMail(
    subject,
    <MailLayout
      subject={subject}
      brand={input.brand}
      heading={words.hello(name)}
      footer={words.footer}
      lang={locale}
    >
      <Paragraph>
        {cancelled ? words.cancelled : input.kind === 'survey-rescheduled' ? words.rescheduled : words.booked}
      </Paragraph>
      <Details rows={[[cancelled ? words.wasBookedFor : words.when, when]]} />
      {cancelled ? null : (
        <Paragraph>{`${words.prepareTitle}\n${words.prepare.map((line) => `• ${line}`).join('\n')}`}</Paragraph>
      )}
      {input.manageUrl && !cancelled ? <Action label={words.manage} url={input.manageUrl} /> : null}
      {input.bookUrl && cancelled ? <Action label={words.bookNew} url={input.bookUrl} /> : null}
      {input.phone ? <Paragraph>{words.questions(input.phone)}</Paragraph> : null}
    </MailLayout>,
  );
}
