import { DEFAULT_LOCALE, type Locale } from '@/kit/locales';
import { Paragraph } from '@/server/mail/templates/mail-blocks';
import { MailLayout } from '@/server/mail/templates/mail-layout';
import { type RenderedMail, renderMail } from '@/server/mail/templates/render-mail';
import type { InquiryForMail } from './inquiry-notification';

/** What the auto-reply says in each language where the E-mail settings say nothing. */
export const AUTO_REPLY_WORDS: Record<
  Locale,
  { subject: string; body: string; hello: (name: string) => string; footer: string }
> = {
  en: {
    subject: 'We received your request',
    body: 'Thank you for contacting us. We have your request and will call or write back during our opening hours, usually within one business hour.',
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    footer: 'You receive this because this address was entered in the form on our website.',
  },
  es: {
    subject: 'Recibimos su solicitud',
    body: 'Gracias por comunicarse con nosotros. Recibimos su solicitud y le llamaremos o escribiremos en nuestro horario de atención, por lo general en menos de una hora hábil.',
    hello: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    footer: 'Recibe este mensaje porque esta dirección se escribió en el formulario de nuestro sitio web.',
  },
};

export const DEFAULT_AUTO_REPLY_SUBJECT = AUTO_REPLY_WORDS.en.subject;

/** The most of a visitor's name the auto-reply repeats. */
export const GREETING_NAME_MAX = 40;

interface AutoReplyInput {
  inquiry: Pick<InquiryForMail, 'name'> & { language?: Locale | null };
  /** The business's name, in the header and at the foot. */
  brand: string;
  /** From the E-mail settings, in the inquiry's language; empty falls back to the defaults above. */
  subject?: string | null;
  body?: string | null;
  /** Who the reply is from (the From name), shown under the text. */
  signature?: string | null;
}

/**
 * The visitor's name as the greeting may repeat it. Anyone can type any address into the form, so
 * the auto-reply must not carry a message to a stranger: only letters, spaces, apostrophes, hyphens
 * and dots between letters survive (no digits, slashes, `@` or `:` for a link or an address, no line
 * breaks), cut to `GREETING_NAME_MAX` characters. A name with nothing left is greeted without it.
 */
export function greetingName(name: string): string {
  const kept = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}' .-]/gu, ' ')
    // A dot between letters could make a domain name ("evil.example"): only "J. Smith" keeps its dot.
    .replace(/\.(?=\S)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const cut = Array.from(kept).slice(0, GREETING_NAME_MAX).join('').trim();
  return /\p{L}/u.test(cut) ? cut : '';
}

/**
 * To the visitor: the text staff wrote in the E-mail settings, greeting them by name and repeating
 * nothing else they typed. It holds no link either, not even to the site.
 */
export function inquiryAutoReplyMail({
  inquiry,
  brand,
  subject,
  body,
  signature,
}: AutoReplyInput): Promise<RenderedMail> {
  const name = greetingName(inquiry.name);
  const locale = inquiry.language ?? DEFAULT_LOCALE;
  const words = AUTO_REPLY_WORDS[locale];
  const mailSubject = subject?.trim() || words.subject;
  return renderMail(
    mailSubject,
    <MailLayout
      subject={mailSubject}
      brand={brand}
      heading={words.hello(name)}
      footer={words.footer}
      lang={locale}
    >
      <Paragraph>{body?.trim() || words.body}</Paragraph>
      {signature?.trim() ? <Paragraph>{signature.trim()}</Paragraph> : null}
    </MailLayout>,
  );
}
