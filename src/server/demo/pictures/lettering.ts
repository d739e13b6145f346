import { INK, n } from './style';

/**
 * Single-stroke capitals, as drafters letter a plan. Drawn as paths rather than set in a font, so a
 * picture looks the same on every machine that rasterises it, installed fonts or not. Each glyph sits
 * in a 4 × 6 box (y down); `|` separates strokes.
 */
const GLYPHS: Record<string, string> = {
  A: '0,6 0,2 2,0 4,2 4,6|0,4 4,4',
  B: '0,6 0,0 3,0 4,1 4,2 3,3 0,3|3,3 4,4 4,5 3,6 0,6',
  C: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5',
  D: '0,0 0,6 3,6 4,5 4,1 3,0 0,0',
  E: '4,0 0,0 0,6 4,6|0,3 3,3',
  F: '4,0 0,0 0,6|0,3 3,3',
  G: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3 2,3',
  H: '0,0 0,6|4,0 4,6|0,3 4,3',
  I: '1,0 3,0|2,0 2,6|1,6 3,6',
  J: '4,0 4,5 3,6 1,6 0,5',
  K: '0,0 0,6|4,0 0,4|1,3 4,6',
  L: '0,0 0,6 4,6',
  M: '0,6 0,0 2,3 4,0 4,6',
  N: '0,6 0,0 4,6 4,0',
  O: '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0',
  P: '0,6 0,0 3,0 4,1 4,2 3,3 0,3',
  Q: '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0|2,4 4,6',
  R: '0,6 0,0 3,0 4,1 4,2 3,3 0,3|2,3 4,6',
  S: '4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5',
  T: '0,0 4,0|2,0 2,6',
  U: '0,0 0,5 1,6 3,6 4,5 4,0',
  V: '0,0 2,6 4,0',
  W: '0,0 1,6 2,3 3,6 4,0',
  X: '0,0 4,6|4,0 0,6',
  Y: '0,0 2,3 4,0|2,3 2,6',
  Z: '0,0 4,0 0,6 4,6',
  '0': '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0|1,5 3,1',
  '1': '1,1 2,0 2,6|1,6 3,6',
  '2': '0,1 1,0 3,0 4,1 4,2 0,6 4,6',
  '3': '0,1 1,0 3,0 4,1 4,2 3,3 1,3|3,3 4,4 4,5 3,6 1,6 0,5',
  '4': '3,6 3,0 0,4 4,4',
  '5': '4,0 0,0 0,3 3,3 4,4 4,5 3,6 1,6 0,5',
  '6': '3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,4 3,3 0,3',
  '7': '0,0 4,0 1,6',
  '8': '1,0 3,0 4,1 4,2 3,3 1,3 0,2 0,1 1,0|1,3 0,4 0,5 1,6 3,6 4,5 4,4 3,3',
  '9': '4,3 1,3 0,2 0,1 1,0 3,0 4,1 4,5 3,6 1,6',
  '-': '1,3 3,3',
  '.': '2,5.7 2,6',
  '·': '2,2.8 2,3.2',
  '/': '0,6 4,0',
  '(': '2,0 1,1 1,5 2,6',
  ')': '2,0 3,1 3,5 2,6',
  "'": '2,0 2,1.5',
  '&': '4,6 1,2 1,1 2,0 3,1 3,2 0,4 0,5 1,6 2,6 4,4',
};

/** Letters are 4 units wide with 1.6 between them; a space is one letter wide. */
const ADVANCE = 5.6;

/** How wide a text is drawn at a cap height. */
export function letteringWidth(text: string, height: number): number {
  return Math.max(0, text.length * ADVANCE - 1.6) * (height / 6);
}

/**
 * A line of capitals as one stroked path; `anchor` says where `x` is: at the start, middle or end.
 * Characters without a glyph are left as spaces.
 */
export function lettering(
  text: string,
  x: number,
  y: number,
  height: number,
  {
    anchor = 'start',
    color = INK,
    weight,
  }: { anchor?: 'start' | 'middle' | 'end'; color?: string; weight?: number } = {},
): string {
  const unit = height / 6;
  const width = letteringWidth(text, height);
  const left = anchor === 'start' ? x : anchor === 'middle' ? x - width / 2 : x - width;
  const parts: string[] = [];
  [...text.toUpperCase()].forEach((char, index) => {
    const glyph = GLYPHS[char];
    if (!glyph) return;
    const offset = left + index * ADVANCE * unit;
    for (const stroke of glyph.split('|')) {
      const coordinates = stroke.split(' ').map((pair) => pair.split(',').map(Number));
      parts.push(
        `M${coordinates.map(([gx, gy]) => `${n(offset + gx * unit)} ${n(y + gy * unit)}`).join('L')}`,
      );
    }
  });
  const stroke = weight ?? Math.max(1.5, height / 9);
  return `<path d="${parts.join('')}" fill="none" stroke="${color}" stroke-width="${n(stroke)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** Like `lettering`, smaller where needed so the text fits `maxWidth`; its top stays at `y`. */
export function fitLettering(
  text: string,
  x: number,
  y: number,
  height: number,
  maxWidth: number,
  options: { color?: string; weight?: number } = {},
): string {
  const natural = letteringWidth(text, height);
  const fitted = natural > maxWidth ? (height * maxWidth) / natural : height;
  return lettering(text, x, y, fitted, options);
}
