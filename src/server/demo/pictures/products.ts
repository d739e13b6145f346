import { box, disc, onFace, stage } from './isometric';
import { AMBER, DEEP, FINE, GLASS, INK, ink, LINE, n, PAPER, RULE, SHADE, TINT, WHITE } from './style';

/**
 * Product pictures, 1200 × 900: each device in three-quarter view with the scenes' ink and tints,
 * on the same paper, its lens glass blue and its status light the one amber touch.
 */

export type ProductShape = 'dome' | 'turret' | 'bullet' | 'ptz' | 'nvr' | 'keypad' | 'doorbell';

const outline = ink(LINE);

/** A cylinder seen from above at an angle: side band, then its top ellipse. */
function puck(cx: number, top: number, rx: number, ry: number, height: number, side = SHADE, face = WHITE) {
  return `<path d="M${cx - rx} ${top}V${top + height}A${rx} ${ry} 0 0 0 ${cx + rx} ${top + height}V${top}" fill="${side}" ${outline}/>
    <ellipse cx="${cx}" cy="${top}" rx="${rx}" ry="${ry}" fill="${face}" ${outline}/>`;
}

/** A lens: dark barrel, blue glass and the glint of light on it. */
function lens(cx: number, cy: number, r: number, squash = 1) {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r)}" ry="${n(r * squash)}" fill="${INK}"/>
    <ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r * 0.55)}" ry="${n(r * 0.55 * squash)}" fill="${GLASS}" ${ink(FINE, DEEP)}/>
    <ellipse cx="${n(cx - r * 0.2)}" cy="${n(cy - r * 0.22 * squash)}" rx="${n(r * 0.16)}" ry="${n(r * 0.12 * squash)}" fill="${WHITE}"/>`;
}

const led = (cx: number, cy: number, r = 9) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${AMBER}" ${ink(2.5)}/>`;

const DRAWINGS: Record<ProductShape, () => string> = {
  dome: () => `${puck(600, 560, 270, 74, 46)}
    ${[-200, -70, 70, 200].map((dx) => `<circle cx="${600 + dx}" cy="${560 + (Math.abs(dx) > 100 ? 20 : 52)}" r="7" fill="${SHADE}" ${ink(2)}/>`).join('')}
    <path d="M390 560A210 205 0 0 1 810 560Z" fill="${TINT}" ${outline}/>
    <ellipse cx="600" cy="560" rx="210" ry="52" fill="${SHADE}" ${outline}/>
    <path d="M430 545A175 170 0 0 1 770 545Z" fill="${GLASS}" fill-opacity="0.55" ${ink(FINE)}/>
    ${lens(600, 450, 64, 0.9)}
    <path d="M455 470A150 150 0 0 1 560 380" fill="none" stroke="${WHITE}" stroke-width="12" stroke-linecap="round" opacity="0.85"/>
    ${led(760, 600)}`,
  turret: () => `${puck(600, 600, 230, 64, 44)}
    <path d="M470 600Q470 520 520 500H680Q730 520 730 600" fill="${SHADE}" ${outline}/>
    <circle cx="600" cy="420" r="190" fill="${WHITE}" ${outline}/>
    <path d="M690 253A190 190 0 0 1 690 587A230 230 0 0 0 690 253Z" fill="${SHADE}" ${ink(FINE)}/>
    <ellipse cx="560" cy="430" rx="128" ry="120" fill="${TINT}" ${outline}/>
    ${Array.from({ length: 8 }, (_, index) => {
      const angle = (index / 8) * Math.PI * 2;
      return `<circle cx="${n(560 + Math.cos(angle) * 98)}" cy="${n(430 + Math.sin(angle) * 92)}" r="9" fill="${DEEP}"/>`;
    }).join('')}
    ${lens(560, 430, 70)}
    ${led(720, 640)}`,
  bullet: () => `<rect x="150" y="300" width="90" height="260" rx="14" fill="${SHADE}" ${outline}/>
    <path d="M240 430H330L380 470" fill="none" ${ink(26)}/><path d="M240 430H330L380 470" fill="none" stroke="${WHITE}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M380 360L880 330A50 95 0 0 1 880 520L380 550A40 95 0 0 1 380 360Z" fill="${WHITE}" ${outline}/>
    <path d="M385 500L880 470V520L380 550Z" fill="${SHADE}" ${ink(FINE)}/>
    <path d="M350 340L930 300Q960 300 955 330L940 350L380 380Z" fill="${TINT}" ${outline}/>
    <ellipse cx="880" cy="425" rx="52" ry="96" fill="${TINT}" ${outline}/>
    ${lens(884, 425, 40, 1.7)}
    ${led(470, 470)}`,
  ptz: () => `<rect x="560" y="90" width="80" height="130" fill="${SHADE}" ${outline}/>
    ${puck(600, 240, 200, 56, 150)}
    <path d="M400 390A200 210 0 0 0 800 390Z" fill="${GLASS}" fill-opacity="0.6" ${outline}/>
    <ellipse cx="600" cy="390" rx="200" ry="56" fill="${SHADE}" ${outline}/>
    <rect x="490" y="420" width="220" height="130" rx="50" fill="${INK}"/>
    ${lens(600, 490, 52)}
    <path d="M450 420A160 160 0 0 0 520 560" fill="none" stroke="${WHITE}" stroke-width="12" stroke-linecap="round" opacity="0.8"/>
    ${led(740, 330)}`,
  nvr: () => {
    const s = stage(15, 9, 42, 2.5, [600, 470]);
    const body = { x: 0, y: 0, w: 15, d: 9, h: 2.6 };
    const bays = [0, 1, 2, 3].map((index) => onFace(s, body, 'left', 6.4 + index * 2, 0.5, 1.7, 1.6, TINT));
    const lights = [0, 1, 2, 3].map((index) =>
      disc(s, [1.2 + index * 0.7, 9, 1.3], 0.18, 'left', index === 0 ? AMBER : '#22c55e'),
    );
    const vents = Array.from({ length: 7 }, (_, index) =>
      s.line(
        [
          [2 + index * 1.6, 1.5, 2.6],
          [2 + index * 1.6, 7.5, 2.6],
        ],
        1.5,
        'opacity="0.5"',
      ),
    );
    const ports = [0, 1, 2, 3, 4, 5].map((index) =>
      onFace(s, body, 'right', 1 + index * 1.2, 0.6, 0.8, 0.8, INK, 0),
    );
    return `${box(s, body, { top: WHITE, left: DEEP, right: SHADE })}${vents.join('')}${bays.join('')}${lights.join('')}${ports.join('')}`;
  },
  keypad: () => {
    const s = stage(6, 1.2, 58, 9, [600, 430]);
    const panel = { x: 0, y: 0, w: 6, d: 1.2, h: 9 };
    const keys = [];
    for (let row = 0; row < 4; row++)
      for (let column = 0; column < 3; column++)
        keys.push(onFace(s, panel, 'left', 1 + column * 1.45, 0.8 + row * 1.05, 1, 0.75, TINT, FINE));
    return `${box(s, panel, { top: WHITE, left: WHITE, right: SHADE })}
      ${onFace(s, panel, 'left', 0.8, 5.5, 4.4, 2.6, DEEP)}
      ${s.line(
        [
          [2, 1.2, 6.4],
          [4, 1.2, 6.4],
        ],
        3,
        '',
        GLASS,
      )}
      ${disc(s, [3, 1.2, 6.9], 0.5, 'left', 'none', 3).replace(`stroke="${INK}"`, `stroke="${GLASS}"`)}
      ${keys.join('')}${disc(s, [5.3, 1.2, 8.4], 0.2, 'left', AMBER, 2)}`;
  },
  doorbell: () => {
    const s = stage(3, 1, 80, 8.5, [600, 430]);
    const body = { x: 0, y: 0, w: 3, d: 1, h: 8.5 };
    return `${box(s, body, { top: WHITE, left: DEEP, right: INK })}
      ${onFace(s, body, 'left', 0.35, 4.6, 2.3, 3.4, INK, 0)}
      ${disc(s, [1.5, 1, 6.6], 0.85, 'left', INK)}
      ${disc(s, [1.5, 1, 6.6], 0.5, 'left', GLASS, FINE)}
      ${disc(s, [1.5, 1, 2.2], 0.95, 'left', 'none', 6).replace(`stroke="${INK}"`, `stroke="${AMBER}"`)}
      ${disc(s, [1.5, 1, 2.2], 0.6, 'left', WHITE)}`;
  },
};

/** How far each drawing moves down to stand over its shadow. */
const LIFT: Record<ProductShape, number> = {
  dome: 110,
  turret: 60,
  bullet: 180,
  ptz: 120,
  nvr: 40,
  keypad: 20,
  doorbell: 0,
};

/** A device on the paper, 1200 × 900. */
export function productSvg(shape: ProductShape): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
<rect width="1200" height="900" fill="${PAPER}"/>
<ellipse cx="600" cy="790" rx="400" ry="42" fill="${RULE}"/>
<g transform="translate(0 ${LIFT[shape]})">${DRAWINGS[shape]()}</g>
</svg>`;
}
