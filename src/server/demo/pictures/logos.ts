import { lettering, letteringWidth } from './lettering';
import { AMBER, INK } from './style';

/**
 * Client logo marks for the demo's fictional clients, 600 × 300: monoline marks in the site's ink with
 * a single-stroke word beside them. Real brands are never drawn: their names stand alone.
 */

const stroke = (width = 16) =>
  `fill="none" stroke="${INK}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

const MARKS = [
  // A roofline over two waves: property by the water.
  `<path d="M70 150L140 90L210 150" ${stroke()}/><path d="M60 190Q100 165 140 190T220 190M60 225Q100 200 140 225T220 225" ${stroke(12)}/>`,
  // A sun setting on the horizon.
  `<path d="M60 200H220" ${stroke()}/><path d="M85 200A55 55 0 0 1 195 200" ${stroke()}/><path d="M140 110V85M88 130L72 114M192 130L208 114" ${stroke(12)}/>`,
  // A wheel with its spokes.
  `<circle cx="140" cy="150" r="78" ${stroke()}/><circle cx="140" cy="150" r="20" ${stroke(12)}/><path d="M140 130V80M159 156L206 172M121 156L74 172M152 166L178 214M128 166L102 214" ${stroke(10)}/>`,
  // A crescent moon over a roofline.
  `<path d="M175 70A80 80 0 1 0 215 190A62 62 0 1 1 175 70Z" ${stroke(14)}/><path d="M70 230H215" ${stroke(12)}/>`,
];

/** A client's mark and short name, e.g. "HARBOR". */
export function logoSvg(variant: number, word = ''): string {
  const mark = MARKS[variant % MARKS.length];
  const height = Math.min(60, (60 * 310) / Math.max(1, letteringWidth(word, 60)));
  const top = 150 - height / 2 - 12;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300" viewBox="0 0 600 300">
<rect width="600" height="300" fill="#ffffff"/>${mark}
${word ? `<path d="M255 ${top + height + 28}H${255 + letteringWidth(word, height)}" stroke="${AMBER}" stroke-width="8" stroke-linecap="round"/>` : ''}
${lettering(word, 255, top, height, { weight: height / 6 })}</svg>`;
}
