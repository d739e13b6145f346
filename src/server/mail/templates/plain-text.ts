import type { toPlainText } from '@react-email/render';

/*
 * How the HTML of a mail becomes its plain-text part (html-to-text, through React Email's
 * `toPlainText`), so that the text reads well on its own: the heading as written, one "Label: value"
 * line per detail, the action as "label:" and its address on the next line, the footer after a
 * "-- " line (mail clients show a signature dimmed). The markup says what is what with
 * `data-text-format` (see `mail-layout.tsx`, `mail-blocks.tsx`).
 */

/** The parts of html-to-text's formatter arguments used here (the package has no types). */
interface TextBuilder {
  openBlock(options: { leadingLineBreaks: number }): void;
  closeBlock(options: { trailingLineBreaks: number }): void;
  addInline(text: string, options?: { noWordTransform?: boolean }): void;
  addLineBreak(): void;
  addLiteral(text: string): void;
}
interface HtmlElement {
  attribs?: Record<string, string>;
  children: unknown[];
}
type Walk = (nodes: unknown[], builder: TextBuilder) => void;

/** "Choose a new password:" and, on the next line, the address. */
function formatAction(element: HtmlElement, walk: Walk, builder: TextBuilder) {
  builder.openBlock({ leadingLineBreaks: 2 });
  walk(element.children, builder);
  builder.addInline(':');
  builder.addLineBreak();
  builder.addInline(element.attribs?.href ?? '', { noWordTransform: true });
  builder.closeBlock({ trailingLineBreaks: 2 });
}

/** The footer, after the signature separator "-- " (with its space). */
function formatSignature(element: HtmlElement, walk: Walk, builder: TextBuilder) {
  builder.openBlock({ leadingLineBreaks: 2 });
  builder.addLiteral('-- ');
  walk(element.children, builder);
  builder.closeBlock({ trailingLineBreaks: 1 });
}

const lines = (leadingLineBreaks: number, trailingLineBreaks = leadingLineBreaks) => ({
  leadingLineBreaks,
  trailingLineBreaks,
});

export const plainTextOptions: Parameters<typeof toPlainText>[1] = {
  formatters: { action: formatAction, signature: formatSignature },
  selectors: [
    { selector: 'head', format: 'skip' },
    { selector: 'h1', options: { uppercase: false, ...lines(0, 2) } },
    { selector: '[data-text-format=details]', format: 'block', options: lines(2) },
    { selector: '[data-text-format=detail]', format: 'block', options: lines(1) },
    { selector: '[data-text-format=label]', format: 'inlineSurround', options: { suffix: ': ' } },
    { selector: '[data-text-format=value]', format: 'inline' },
    { selector: '[data-text-format=quote]', format: 'block', options: lines(2) },
    { selector: '[data-text-format=action]', format: 'action' },
    { selector: '[data-text-format=signature]', format: 'signature' },
    { selector: '[data-text-format=signature-line]', format: 'block', options: lines(1) },
  ],
};
