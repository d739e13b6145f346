import type { CSSProperties } from 'react';

/**
 * The look of every e-mail, as inline styles (mail clients drop most `<style>` sheets). Only what
 * Outlook, Yahoo, Gmail and Apple Mail all keep (caniemail data, checked by doiuse-email in
 * `tests/unit/mail-client-support.test.ts`): no `border-radius`, `white-space` or `word-break`;
 * padding only on table cells, where Outlook for Windows honors it; the font on every text element,
 * since Outlook does not pass it down from a table.
 */
export const colors = {
  page: '#eef1f6',
  card: '#ffffff',
  brand: '#0f1f4d',
  action: '#1c3f94',
  /** Text on the brand and action colors. */
  onDark: '#ffffff',
  text: '#1f2937',
  muted: '#4b5563',
  faint: '#6b7280',
  rule: '#e5e7eb',
  quote: '#f3f5fa',
} as const;

/** Segoe UI first: Outlook for Windows takes the first family it has. */
const fontFamily = "'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** Outlook for Windows keeps a line height in pixels only with this rule of its own. */
const exactLineHeight = { msoLineHeightRule: 'exactly' } as CSSProperties;

/** Text of one size and color; `lineHeight` is a multiple of the size, written out in pixels. */
export const text = (fontSize: number, color: string, lineHeight = 1.55): CSSProperties => ({
  fontFamily,
  fontSize: `${fontSize}px`,
  lineHeight: `${Math.round(fontSize * lineHeight)}px`,
  ...exactLineHeight,
  color,
});

/** The widest the mail's card grows; narrower screens get all of their width. */
export const CARD_WIDTH_PX = 600;
