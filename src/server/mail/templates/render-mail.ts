import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';
import { plainTextOptions } from './plain-text';

/** A mail ready for the outbox: sent as multipart/alternative, the text part and the HTML part. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** The HTML of a mail (React Email's `render`) and the plain text read from that HTML. */
export async function renderMail(subject: string, mail: ReactElement): Promise<RenderedMail> {
  const html = await render(mail);
  return { subject, html, text: `${toPlainText(html, plainTextOptions).trim()}\n` };
}

/** `path` under the site's public address, for links that work from a mail client. */
export function absoluteUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}
