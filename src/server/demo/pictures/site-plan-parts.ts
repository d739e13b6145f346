import { lettering } from './lettering';
import { type Point, rect } from './site-plan-geometry';
import {
  ASPHALT,
  FINE,
  INK,
  LINE,
  n,
  points,
  polygon,
  polyline,
  SAGE,
  SAGE_DARK,
  SAND,
  SHADE,
  TINT,
  WATER,
  WHITE,
} from './style';

/** The parts a site plan is drawn with: buildings, paving, lawn, street, trees, stairs, gates, fences, contours. */

export const HATCH = `<pattern id="hatch" width="18" height="18" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="18" height="18" fill="${TINT}"/><line x1="0" y1="0" x2="0" y2="18" stroke="${SHADE}" stroke-width="5"/></pattern>`;

export const building = (outline: Point[]) => polygon(outline, 'url(#hatch)', LINE);
export const paving = (outline: Point[]) => polygon(outline, SAND, FINE);
export const lawn = (outline: Point[]) => `<polygon points="${points(outline)}" fill="${SAGE}"/>`;
export const room = (outline: Point[]) => polygon(outline, WHITE, FINE);

export function label(text: string, x: number, y: number, height = 18) {
  return lettering(text, x, y - height / 2, height, { anchor: 'middle' });
}

export function street(x1: number, y1: number, x2: number, y2: number, name = 'STREET') {
  const horizontal = x2 - x1 > y2 - y1;
  const middle = horizontal ? (y1 + y2) / 2 : (x1 + x2) / 2;
  const centerLine: Point[] = horizontal
    ? [
        [x1, middle],
        [x2, middle],
      ]
    : [
        [middle, y1],
        [middle, y2],
      ];
  const text = horizontal
    ? lettering(name, x1 + 30, middle - 26, 16)
    : `<g transform="rotate(-90 ${n(middle + 26)} ${n(y2 - 30)})">${lettering(name, middle + 26, y2 - 30, 16)}</g>`;
  return `<rect x="${n(x1)}" y="${n(y1)}" width="${n(x2 - x1)}" height="${n(y2 - y1)}" fill="${ASPHALT}"/>
    ${polyline(centerLine, FINE, 'stroke-dasharray="26 18" opacity="0.7"')}${text}`;
}

export const curb = (from: Point, to: Point) => polyline([from, to], LINE);

export const propertyLine = (outline: Point[]) =>
  `<polygon points="${points(outline)}" fill="none" ${`stroke="${INK}" stroke-width="3"`} stroke-dasharray="34 10 6 10"/>`;

export function tree(x: number, y: number, radius: number) {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(radius)}" fill="${SAGE_DARK}" stroke="${INK}" stroke-width="${FINE}"/>
    <circle cx="${n(x)}" cy="${n(y)}" r="${n(radius * 0.55)}" fill="none" stroke="${INK}" stroke-width="1.5" stroke-dasharray="4 6" opacity="0.6"/>`;
}

/** A fan palm from above: the crown's fronds around the trunk. */
export function palm(x: number, y: number, radius = 30) {
  const fronds = Array.from({ length: 9 }, (_, index) => {
    const angle = (index / 9) * Math.PI * 2;
    return `M${n(x)} ${n(y)}L${n(x + Math.cos(angle) * radius)} ${n(y + Math.sin(angle) * radius)}`;
  }).join('');
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(radius * 0.8)}" fill="${SAGE_DARK}" opacity="0.7"/>
    <path d="${fronds}" stroke="${INK}" stroke-width="${FINE}" stroke-linecap="round"/>
    <circle cx="${n(x)}" cy="${n(y)}" r="5" fill="${INK}"/>`;
}

export function pool(x1: number, y1: number, x2: number, y2: number) {
  return `${polygon(rect(x1, y1, x2, y2), WATER, LINE)}${polygon(rect(x1 + 12, y1 + 12, x2 - 12, y2 - 12), 'none', 1.5, 'opacity="0.5"')}`;
}

/** Stairs: a rectangle of treads across its length. */
export function stairs(x1: number, y1: number, x2: number, y2: number, treads: number) {
  const vertical = y2 - y1 > x2 - x1;
  const lines = Array.from({ length: treads - 1 }, (_, index) => {
    const t = (index + 1) / treads;
    return vertical
      ? `M${n(x1)} ${n(y1 + (y2 - y1) * t)}H${n(x2)}`
      : `M${n(x1 + (x2 - x1) * t)} ${n(y1)}V${n(y2)}`;
  }).join('');
  return `${polygon(rect(x1, y1, x2, y2), WHITE, FINE)}<path d="${lines}" stroke="${INK}" stroke-width="1.5"/>`;
}

/** Parking stalls in a row: the striping, `count` stalls of `width` from `x`, `depth` deep. */
export function stalls(x: number, y: number, count: number, width: number, depth: number) {
  const lines = Array.from(
    { length: count + 1 },
    (_, index) => `M${n(x + index * width)} ${n(y)}v${n(depth)}`,
  );
  return `<path d="${lines.join('')}" stroke="${INK}" stroke-width="1.5" opacity="0.8"/>`;
}

/** A gate in a fence: the opening and the swing of its leaf. */
export function gate(x: number, y: number, width: number, horizontal = true) {
  return horizontal
    ? `<path d="M${n(x)} ${n(y)}l${n(width * 0.7)} ${n(-width * 0.7)}M${n(x)} ${n(y)}A${n(width)} ${n(width)} 0 0 1 ${n(x + width)} ${n(y)}" fill="none" stroke="${INK}" stroke-width="1.5"/>`
    : `<path d="M${n(x)} ${n(y)}l${n(width * 0.7)} ${n(width * 0.7)}M${n(x)} ${n(y)}A${n(width)} ${n(width)} 0 0 1 ${n(x)} ${n(y + width)}" fill="none" stroke="${INK}" stroke-width="1.5"/>`;
}

/** A fence along a line with its posts. */
export function fence(list: Point[]) {
  const posts: string[] = [];
  for (let index = 1; index < list.length; index++) {
    const [ax, ay] = list[index - 1];
    const [bx, by] = list[index];
    const steps = Math.max(1, Math.round(Math.hypot(bx - ax, by - ay) / 40));
    for (let step = 0; step <= steps; step++) {
      const t = step / steps;
      posts.push(`M${n(ax + (bx - ax) * t - 4)} ${n(ay + (by - ay) * t - 4)}h8v8h-8z`);
    }
  }
  return `${polyline(list, FINE)}<path d="${posts.join('')}" fill="${INK}"/>`;
}

/** Contour lines of a slope: gentle waves across the lot, lighter than the ink of the buildings. */
export function contours(x1: number, x2: number, levels: number[]) {
  return levels
    .map((y, index) => {
      const wave = 14 + (index % 3) * 6;
      const segments = 6;
      const step = (x2 - x1) / segments;
      let d = `M${n(x1)} ${n(y)}`;
      for (let segment = 0; segment < segments; segment++) {
        const direction = (segment + index) % 2 === 0 ? -1 : 1;
        d += `Q${n(x1 + step * (segment + 0.5))} ${n(y + wave * direction)} ${n(x1 + step * (segment + 1))} ${n(y)}`;
      }
      return `<path d="${d}" fill="none" stroke="${INK}" stroke-width="1.5" opacity="0.35"/>`;
    })
    .join('');
}

/* ---- Layouts, one or two per property type ---- */
