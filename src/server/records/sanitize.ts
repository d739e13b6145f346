import 'server-only';
import sanitizeHtml from 'sanitize-html';

/** The HTML the rich-text editor may produce; everything else (scripts, handlers, styles) is dropped. */
const richTextPolicy: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'code',
    'pre',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    // A numbered list that goes on from an earlier one, as the editor writes it.
    ol: ['start', 'type'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

const textOnly: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

/** Whether the HTML shows anything: text or an image. An editor's empty `<p></p>` shows nothing. */
function showsContent(html: string): boolean {
  return /<img\b/i.test(html) || /[^\s\u00a0]/.test(sanitizeHtml(html, textOnly).replace(/&nbsp;/g, ''));
}

/** Safe HTML, or '' when nothing would show (so a required rich-text field counts as empty). */
export function sanitizeRichText(html: string): string {
  const safe = sanitizeHtml(html, richTextPolicy).trim();
  return showsContent(safe) ? safe : '';
}
