/**
 * The one drawing style of every demo picture: navy ink lines of two weights on warm drafting paper,
 * the site's blue tints for buildings and glass, sage for planting, sand for paving, and amber only
 * for what a security installer adds (cameras and the ground they watch). Scenes are isometric,
 * site plans orthographic from above, products three-quarter views: all drawn with these.
 */
export const INK = '#1c3166';
export const PAPER = '#f7f5f0';
export const RULE = '#e4dfd3';
export const WHITE = '#ffffff';
export const TINT = '#dbe6fe';
export const SHADE = '#bfd3fe';
export const GLASS = '#93b4fd';
export const DEEP = '#13296b';
export const SAGE = '#cfdcc0';
export const SAGE_DARK = '#a9bf95';
export const SAND = '#ebe4d6';
export const ASPHALT = '#d5d8de';
export const WATER = '#bfe3f2';
export const AMBER = '#f59e0b';
export const AMBER_LIGHT = '#fbbf24';

/** Outline of a shape. */
export const LINE = 4;
/** Details inside a shape: windows, joints, hatching. */
export const FINE = 2;

/** A number written short: SVG files stay small. */
export const n = (value: number) => String(Math.round(value * 10) / 10);

export const points = (list: [number, number][]) => list.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');

/** The inked outline attributes: `stroke` with round joins. */
export const ink = (width = LINE, color = INK) =>
  `stroke="${color}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;

export const polygon = (list: [number, number][], fill: string, width = LINE, extra = '') =>
  `<polygon points="${points(list)}" fill="${fill}" ${ink(width)}${extra ? ` ${extra}` : ''}/>`;

export const polyline = (list: [number, number][], width = FINE, extra = '') =>
  `<polyline points="${points(list)}" fill="none" ${ink(width)}${extra ? ` ${extra}` : ''}/>`;

/** A 32-bit hash of a text: the same project always gets the same drawing. */
export function hashOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash;
}
