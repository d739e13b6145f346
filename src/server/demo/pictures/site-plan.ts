import { fitLettering, lettering } from './lettering';
import type { PropertyType } from './site-plan-geometry';
import {
  COLUMN,
  DRAWING,
  type Layout,
  type Mount,
  mount,
  type Point,
  placeCameras,
  SHEET,
} from './site-plan-geometry';
import { LAYOUTS } from './site-plan-layouts';
import { HATCH } from './site-plan-parts';
import { AMBER, AMBER_LIGHT, FINE, INK, LINE, n, PAPER, RULE, WHITE } from './style';

/**
 * A project's site plan, as an installer hands it over: the property from above with its buildings,
 * paving and street, every camera as a numbered point with the ground it sees, a legend, a north
 * arrow and a title block. Drawn from the project's own data (property type and camera count), so
 * the same project always gets the same plan; schematic, and it says so ("not to scale").
 */

export type { PropertyType };

export interface SitePlanSpec {
  property: PropertyType;
  /** How many cameras the project installed: each is drawn. */
  cameras: number;
  /** Where: lettered in the title block, e.g. "Silver Lake". */
  place: string;
  /** Which of the property type's layouts (a hillside home or a flat lot, an office or a shop row). */
  layout?: number;
  /**
   * A plan of a before/after pair: its heading says which, so the pair reads as drawings of one
   * property without and with the system (the "before" one is drawn with no cameras).
   */
  stage?: 'before' | 'after';
}

export { placeCameras };

/* ---- Cameras, legend and sheet ---- */

const rad = (angle: number) => (angle * Math.PI) / 180;

function cone({ x, y, angle }: Mount, reach: number) {
  const spread = 42;
  const from: Point = [x + Math.cos(rad(angle - spread)) * reach, y + Math.sin(rad(angle - spread)) * reach];
  const to: Point = [x + Math.cos(rad(angle + spread)) * reach, y + Math.sin(rad(angle + spread)) * reach];
  return `M${n(x)} ${n(y)}L${n(from[0])} ${n(from[1])}A${n(reach)} ${n(reach)} 0 0 1 ${n(to[0])} ${n(to[1])}Z`;
}

function cameraMark({ x, y, angle }: Mount, number: number) {
  const lens: Point = [x + Math.cos(rad(angle)) * 19, y + Math.sin(rad(angle)) * 19];
  // The number sits behind the camera; for a camera on the drawing's edge, above or below it.
  const behind: Point = [x - Math.cos(rad(angle)) * 26, y - Math.sin(rad(angle)) * 26];
  const fits = ([tx, ty]: Point) =>
    tx > DRAWING.left + 10 && tx < 1100 && ty > DRAWING.top && ty < DRAWING.bottom - 10;
  const tag: Point = fits(behind) ? behind : fits([x, y - 30]) ? [x, y - 30] : [x, y + 30];
  return `<path d="M${n(x)} ${n(y)}L${n(lens[0])} ${n(lens[1])}" stroke="${INK}" stroke-width="6" stroke-linecap="round"/>
    <circle cx="${n(x)}" cy="${n(y)}" r="11" fill="${AMBER}" stroke="${INK}" stroke-width="3.5"/>
    ${lettering(String(number), tag[0], tag[1] - 7, 14, { anchor: 'middle', weight: 2.4 })}`;
}

function legendRow(y: number, symbol: string, text: string) {
  return `${symbol}${lettering(text, COLUMN.left + 62, y - 8, 16)}`;
}

function northArrow(x: number, y: number) {
  return `<circle cx="${x}" cy="${y}" r="42" fill="${WHITE}" stroke="${INK}" stroke-width="${FINE}"/>
    <polygon points="${x},${y - 34} ${x + 14},${y + 22} ${x},${y + 12} ${x - 14},${y + 22}" fill="${INK}"/>
    ${lettering('N', x, y - 76, 22, { anchor: 'middle' })}`;
}

function titleBlock(layout: Layout, spec: SitePlanSpec) {
  const left = COLUMN.left;
  const width = COLUMN.right - COLUMN.left;
  const count = String(spec.cameras);
  const y = 820;
  return [
    `<path d="M1120 ${SHEET.top}V${SHEET.bottom}" stroke="${INK}" stroke-width="3"/>`,
    lettering(spec.stage ? `${spec.stage.toUpperCase()} PLAN` : 'SITE PLAN', left, 84, 34, { weight: 5 }),
    fitLettering(spec.place, left, 150, 24, width),
    fitLettering(layout.name, left, 190, 17, width),
    `<path d="M${left} 236H${COLUMN.right}" stroke="${INK}" stroke-width="${FINE}"/>`,
    lettering(count, left, 262, 64, { weight: 7 }),
    lettering(spec.cameras === 1 ? 'CAMERA' : 'CAMERAS', left + (count.length * 5.6 * 64) / 6 + 8, 306, 20),
    `<path d="M${left} 360H${COLUMN.right}" stroke="${INK}" stroke-width="${FINE}"/>`,
    legendRow(
      410,
      `<circle cx="${left + 22}" cy="410" r="11" fill="${AMBER}" stroke="${INK}" stroke-width="3.5"/>`,
      'CAMERA',
    ),
    legendRow(
      470,
      `<path d="${cone(mount(left + 8, 488, 300), 44)}" fill="${AMBER_LIGHT}" fill-opacity="0.35" stroke="${AMBER}" stroke-width="2"/>`,
      'FIELD OF VIEW',
    ),
    legendRow(
      530,
      `<rect x="${left}" y="514" width="44" height="32" fill="url(#hatch)" stroke="${INK}" stroke-width="3"/>`,
      'BUILDING',
    ),
    legendRow(
      590,
      `<path d="M${left} 590H${left + 46}" stroke="${INK}" stroke-width="3" stroke-dasharray="20 6 4 6"/>`,
      'PROPERTY LINE',
    ),
    northArrow(left + 50, y - 70 + 40),
    lettering('NOT TO SCALE', left + 110, y - 24, 14),
    `<path d="M${left} 880H${COLUMN.right}" stroke="${INK}" stroke-width="${FINE}"/>`,
    lettering(spec.stage === 'before' ? 'EXISTING CONDITIONS' : 'CAMERA LAYOUT', left, 900, 14),
  ].join('');
}

/** The plan as SVG, 1600 × 1000 (its sheet and legend stay inside a 4:3 crop of the middle). */
export function sitePlanSvg(spec: SitePlanSpec): string {
  const choices = LAYOUTS[spec.property];
  const layout = choices[(spec.layout ?? 0) % choices.length]();
  const cameras = placeCameras(layout, Math.max(0, Math.min(128, Math.round(spec.cameras))));
  const area = (DRAWING.right - DRAWING.left) * (DRAWING.bottom - DRAWING.top);
  const reach = Math.max(60, Math.min(190, 0.55 * Math.sqrt(area / Math.max(1, cameras.length))));
  const grid = `<pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="${RULE}" stroke-width="1.5"/></pattern>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000">
<defs>${HATCH}${grid}<clipPath id="drawing"><rect x="${SHEET.left}" y="${SHEET.top}" width="${1120 - SHEET.left}" height="${SHEET.bottom - SHEET.top}"/></clipPath></defs>
<rect width="1600" height="1000" fill="${PAPER}"/>
<rect x="${SHEET.left}" y="${SHEET.top}" width="${SHEET.right - SHEET.left}" height="${SHEET.bottom - SHEET.top}" fill="url(#grid)"/>
<g clip-path="url(#drawing)">${layout.base}
<path d="${cameras.map((camera) => cone(camera, reach)).join('')}" fill="${AMBER_LIGHT}" fill-opacity="0.3" stroke="${AMBER}" stroke-width="2" stroke-opacity="0.9"/>
${cameras.map((camera, index) => cameraMark(camera, index + 1)).join('')}</g>
<rect x="1120" y="${SHEET.top}" width="${SHEET.right - 1120}" height="${SHEET.bottom - SHEET.top}" fill="${PAPER}"/>
${titleBlock(layout, spec)}
<rect x="${SHEET.left}" y="${SHEET.top}" width="${SHEET.right - SHEET.left}" height="${SHEET.bottom - SHEET.top}" fill="none" stroke="${INK}" stroke-width="${LINE}"/>
</svg>`;
}
