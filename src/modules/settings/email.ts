import { IconMail } from '@tabler/icons-react';
import { defineSettings } from '@/kit/define-settings';
import { field } from '@/kit/fields';

export const emailSettings = defineSettings({
  key: 'email',
  adminPath: 'email',
  label: 'E-mail settings',
  description: 'The mail server that sends new-inquiry notifications, auto-replies and password resets.',
  fields: {
    smtpHost: field.text('SMTP host', { max: 255, help: 'e.g. smtp.gmail.com' }),
    smtpPort: field.integer('SMTP port', { min: 1, max: 65535, help: '587 (STARTTLS) or 465 (TLS).' }),
    smtpSecure: field.boolean('Use TLS from the start (port 465)', false),
    smtpUser: field.text('SMTP user', { max: 255 }),
    smtpPassword: field.secret('SMTP password', {
      help: 'Stored encrypted. Leave empty to keep the current one.',
    }),
    fromName: field.text('From name', { max: 80 }),
    fromEmail: field.text('From address', { max: 254, format: 'email' }),
    notifyEmails: field.stringList('Notify on new inquiries', { itemFormat: 'email', maxItems: 10 }),
    autoReplyEnabled: field.boolean('Send an automatic reply to visitors', false),
    autoReplySubject: field.text('Auto-reply subject', { localized: true, max: 160 }),
    autoReplyBody: field.textarea('Auto-reply text', { localized: true, max: 5000 }),
  },
  access: 'admin',
  adminLinks: [{ label: 'E-mail settings', icon: IconMail, sidebar: 270 }],
  publicPaths: [],
});
