import 'server-only';
import type { Transaction } from 'kysely';
import type { RecordOfModule } from '@/kit/define-module';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/kit/locales';
import type { TranslationFacts } from '@/kit/record-types';
import { emailSettings } from '@/modules/settings/email';
import { settingsForMail } from '@/modules/settings/server/mail-settings';
import type { Database } from '@/server/db/engine';
import type { DatabaseSchema } from '@/server/db/schema';
import { enqueueMail } from '@/server/mail/outbox';
import { presentSettings, readSettings } from '@/server/records/settings-store';
import { inquiryAutoReplyMail } from '../mail/inquiry-auto-reply';
import { inquiryNotificationMail } from '../mail/inquiry-notification';
import type { inquiriesModule } from '../module';

export interface InquiryMailSettings {
  notifyEmails: string[];
  autoReplyEnabled: boolean;
  /** The auto-reply's subject and text in each language, as staff wrote them (Spanish falls back to English). */
  autoReply: Record<Locale, { subject: string | null; body: string | null }>;
  fromName: string | null;
  /** The business name the mails go out under. */
  brand: string;
}

/** Read before the inquiry's transaction opens (on SQLite a read outside it would wait for it). */
export async function inquiryMailSettings(
  database: Database,
  publicUrl: string,
): Promise<InquiryMailSettings> {
  const { stored, presented } = await readSettings(database, emailSettings);
  const autoReply = Object.fromEntries(
    LOCALES.map((locale) => {
      // The same stored settings, read in each language (one read of the database).
      const written = presentSettings(emailSettings, stored, null, locale);
      // Staff's English text is no reply to a Spanish request: an untranslated text takes the
      // default of the request's language instead.
      const own = (field: string) =>
        locale === DEFAULT_LOCALE ||
        !(written.translation as TranslationFacts | undefined)?.untranslated.includes(field)
          ? ((written[field] as string | null) ?? null)
          : null;
      return [locale, { subject: own('autoReplySubject'), body: own('autoReplyBody') }];
    }),
  ) as InquiryMailSettings['autoReply'];
  return {
    brand: await settingsForMail.brand(database, publicUrl),
    notifyEmails: (presented.notifyEmails as string[] | null) ?? [],
    autoReplyEnabled: presented.autoReplyEnabled === true,
    autoReply,
    fromName: (presented.fromName as string | null) ?? null,
  };
}

/**
 * Queues the staff notification (one mail to the whole notify list, replying to the visitor) and,
 * when switched on, the visitor's auto-reply, in the inquiry's own transaction. They are rendered
 * here, a few milliseconds each, since the notification links to the inquiry's new id.
 */
export async function queueInquiryMail(
  trx: Transaction<DatabaseSchema>,
  inquiry: RecordOfModule<typeof inquiriesModule>,
  settings: InquiryMailSettings,
  publicUrl: string,
  { autoReply = true }: { autoReply?: boolean } = {},
) {
  const related = { module: 'inquiries', id: inquiry.id };
  if (settings.notifyEmails.length) {
    await enqueueMail(trx, {
      kind: 'inquiry-notification',
      to: settings.notifyEmails,
      replyTo: inquiry.email,
      ...(await inquiryNotificationMail(inquiry, { publicUrl, brand: settings.brand })),
      related,
    });
  }
  if (autoReply && settings.autoReplyEnabled) {
    await enqueueMail(trx, {
      kind: 'inquiry-auto-reply',
      to: inquiry.email,
      ...(await inquiryAutoReplyMail({
        inquiry,
        brand: settings.brand,
        subject: settings.autoReply[inquiry.language].subject,
        body: settings.autoReply[inquiry.language].body,
        signature: settings.fromName,
      })),
      related,
    });
  }
}
