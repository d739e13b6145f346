/**
 * The one layout of every e-mail: a heading, blocks of text, an optional button, a footer, rendered
 * both as HTML and as plain text. Every text is escaped here, so templates pass user input as is.
 */

export type MailBlock =
  | { paragraph: string }
  /** Label and value rows (an inquiry's fields); empty values are left out. */
  | { details: Array<[label: string, value: string | null | undefined]> }
  /** A longer text someone wrote (a message), line breaks kept. */
  | { quote: string }
  | { action: { label: string; url: string } };

export interface MailContent {
  subject: string;
  heading: string;
  blocks: MailBlock[];
  footer?: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

/** `path` under the site's public address, for links that work from a mail client. */
export function absoluteUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

const escapeLines = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

function blockHtml(block: MailBlock): string {
  if ('paragraph' in block) {
    return `<p style="margin:0 0 16px;font-size:15px;line-height:1.55;color:#1f2937">${escapeLines(block.paragraph)}</p>`;
  }
  if ('quote' in block) {
    return `<div style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #1c3f94;background:#f3f5fa;font-size:15px;line-height:1.55;color:#1f2937">${escapeLines(block.quote)}</div>`;
  }
  if ('details' in block) {
    const rows = presentRows(block.details)
      .map(
        ([label, value]) =>
          `<tr><td style="padding:6px 12px 6px 0;vertical-align:top;font-size:14px;color:#4b5563;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:6px 0;font-size:14px;color:#111827">${escapeLines(value)}</td></tr>`,
      )
      .join('');
    return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${rows}</table>`;
  }
  const { label, url } = block.action;
  return `<p style="margin:8px 0 24px"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:#1c3f94;color:#ffffff;font-size:15px;font-weight:600;text-decoration:none">${escapeHtml(label)}</a></p><p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#4b5563">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(url)}" style="color:#1c3f94;word-break:break-all">${escapeHtml(url)}</a></p>`;
}

function blockText(block: MailBlock): string {
  if ('paragraph' in block) return block.paragraph;
  if ('quote' in block) return block.quote;
  if ('details' in block) {
    return presentRows(block.details)
      .map(([label, value]) => `${label}: ${value}`)
      .join('\n');
  }
  return `${block.action.label}:\n${block.action.url}`;
}

function presentRows(rows: Array<[string, string | null | undefined]>): Array<[string, string]> {
  return rows.filter((row): row is [string, string] => typeof row[1] === 'string' && row[1].trim() !== '');
}

export function renderMail({ subject, heading, blocks, footer }: MailContent): RenderedMail {
  const body = blocks.map(blockHtml).join('\n');
  const footerHtml = footer
    ? `<p style="margin:24px 0 0;padding-top:16px;border-top:1px solid #e5e7eb;font-size:12px;line-height:1.5;color:#6b7280">${escapeLines(footer)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#eef1f6;${FONT}">
<div style="max-width:600px;margin:0 auto;padding:24px 12px">
<div style="background:#ffffff;border-radius:10px;padding:28px 24px">
<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3;color:#0f1f4d">${escapeHtml(heading)}</h1>
${body}
${footerHtml}
</div>
</div>
</body></html>
`;
  // "-- " on its own line starts a signature, which mail clients show dimmed.
  const text = [heading, ...blocks.map(blockText), ...(footer ? [`-- \n${footer}`] : [])].join('\n\n');
  return { subject, html, text: `${text}\n` };
}
