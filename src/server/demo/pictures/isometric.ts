import {
  AMBER,
  AMBER_LIGHT,
  FINE,
  GLASS,
  INK,
  ink,
  LINE,
  n,
  PAPER,
  points,
  SHADE,
  TINT,
  WHITE,
} from './style';

/**
 * Isometric drawing on a 1600 × 1000 sheet: a world in units (x to the lower right, y to the lower
 * left, z up) projected at 30°, light from the upper left (tops white, +y faces tinted, +x faces
 * shaded). A scene is a block of ground seen from above, like an architect's model.
 */

export type Vec = [number, number, number];

const COS = Math.cos(Math.PI / 6);

export interface Stage {
  /** Screen point of a world point. */
  at(point: Vec): [number, number];
  /** A filled polygon through world points, inked unless `width` is 0. */
  face(list: Vec[], fill: string, width?: number, extra?: string): string;
  /** An inked line through world points. */
  line(list: Vec[], width?: number, extra?: string, color?: string): string;
}

export function stage(width: number, depth: number, scale: number, lift = 0, [cx, cy] = [800, 500]): Stage {
  // Centred on the sheet: the ground block, and what stands on it up to `lift` units.
  const ox = cx - ((width - depth) * COS * scale) / 2;
  const groundHeight = (width + depth) * 0.5 * scale;
  const oy = cy - (groundHeight - lift * scale) / 2;
  const at = ([x, y, z]: Vec): [number, number] => [
    ox + (x - y) * COS * scale,
    oy + (x + y) * 0.5 * scale - z * scale,
  ];
  return {
    at,
    face: (list, fill, width = LINE, extra = '') =>
      `<polygon points="${points(list.map(at))}" fill="${fill}"${width ? ` ${ink(width)}` : ''}${extra ? ` ${extra}` : ''}/>`,
    line: (list, width = FINE, extra = '', color = INK) =>
      `<polyline points="${points(list.map(at))}" fill="none" ${ink(width, color)}${extra ? ` ${extra}` : ''}/>`,
  };
}

/** The ground block: its top (`fill`) and the two cut faces of earth below it. */
export function ground(s: Stage, width: number, depth: number, fill: string) {
  const below = 0.9;
  return box(
    s,
    { x: 0, y: 0, z: -below, w: width, d: depth, h: below },
    { top: fill, left: '#e1d8c6', right: '#cfc3ab' },
  );
}

/** A flat patch on the ground (or at height `z`): paving, lawn, a road. */
export function patch(s: Stage, x: number, y: number, w: number, d: number, fill: string, z = 0, width = 0) {
  return s.face(
    [
      [x, y, z],
      [x + w, y, z],
      [x + w, y + d, z],
      [x, y + d, z],
    ],
    fill,
    width,
  );
}

export interface Box {
  x: number;
  y: number;
  z?: number;
  w: number;
  d: number;
  h: number;
}

/** A box with its three visible faces: top, the +y face (tint) and the +x face (shade). */
export function box(
  s: Stage,
  { x, y, z = 0, w, d, h }: Box,
  colors = { top: WHITE, left: TINT, right: SHADE },
) {
  return [
    s.face(
      [
        [x, y + d, z],
        [x + w, y + d, z],
        [x + w, y + d, z + h],
        [x, y + d, z + h],
      ],
      colors.left,
      0,
    ),
    s.face(
      [
        [x + w, y, z],
        [x + w, y + d, z],
        [x + w, y + d, z + h],
        [x + w, y, z + h],
      ],
      colors.right,
      0,
    ),
    s.face(
      [
        [x, y, z + h],
        [x + w, y, z + h],
        [x + w, y + d, z + h],
        [x, y + d, z + h],
      ],
      colors.top,
      0,
    ),
    s.line(
      [
        [x, y + d, z],
        [x + w, y + d, z],
        [x + w, y, z],
        [x + w, y, z + h],
        [x, y, z + h],
        [x, y + d, z + h],
        [x, y + d, z],
      ],
      LINE,
    ),
  ].join('');
}

/** A gable roof on a box, its ridge along x, with tile courses on the slope that faces the viewer. */
export function gableRoof(s: Stage, { x, y, z = 0, w, d, h }: Box, rise: number, overhang = 0.5) {
  const top = z + h;
  const eave = top - overhang * (rise / (d / 2));
  const x1 = x - overhang;
  const x2 = x + w + overhang;
  const ridge = y + d / 2;
  const courses = Array.from({ length: 4 }, (_, index) => {
    const t = (index + 1) / 5;
    return s.line(
      [
        [x1, ridge + (y + d + overhang - ridge) * t, top + rise - (top + rise - eave) * t],
        [x2, ridge + (y + d + overhang - ridge) * t, top + rise - (top + rise - eave) * t],
      ],
      1.5,
      'opacity="0.6"',
    );
  });
  return [
    s.face(
      [
        [x1, y - overhang, eave],
        [x2, y - overhang, eave],
        [x2, ridge, top + rise],
        [x1, ridge, top + rise],
      ],
      WHITE,
    ),
    s.face(
      [
        [x + w, y, top],
        [x + w, y + d, top],
        [x + w, ridge, top + rise],
      ],
      SHADE,
    ),
    s.face(
      [
        [x1, ridge, top + rise],
        [x2, ridge, top + rise],
        [x2, y + d + overhang, eave],
        [x1, y + d + overhang, eave],
      ],
      GLASS,
    ),
    ...courses,
  ].join('');
}

/** A rectangle on a box's +y face (`side` 'left') or +x face ('right'): a window, a door. */
export function onFace(
  s: Stage,
  b: Box,
  side: 'left' | 'right',
  u: number,
  v: number,
  width: number,
  height: number,
  fill = GLASS,
  lineWidth = 0,
) {
  const z = (b.z ?? 0) + v;
  const corners: Vec[] =
    side === 'left'
      ? [
          [b.x + u, b.y + b.d, z],
          [b.x + u + width, b.y + b.d, z],
          [b.x + u + width, b.y + b.d, z + height],
          [b.x + u, b.y + b.d, z + height],
        ]
      : [
          [b.x + b.w, b.y + u, z],
          [b.x + b.w, b.y + u + width, z],
          [b.x + b.w, b.y + u + width, z + height],
          [b.x + b.w, b.y + u, z + height],
        ];
  return s.face(corners, fill, lineWidth);
}

/** Windows in rows and columns on a face. */
export function windowGrid(
  s: Stage,
  b: Box,
  side: 'left' | 'right',
  {
    columns,
    rows,
    from = 0.6,
    to,
    bottom = 0.8,
    storey = 2.2,
    height = 1.3,
  }: {
    columns: number;
    rows: number;
    from?: number;
    to?: number;
    bottom?: number;
    storey?: number;
    height?: number;
  },
) {
  const length = side === 'left' ? b.w : b.d;
  const end = to ?? length - 0.6;
  const pitch = (end - from) / columns;
  const parts: string[] = [];
  for (let row = 0; row < rows; row++)
    for (let column = 0; column < columns; column++)
      parts.push(
        onFace(s, b, side, from + column * pitch + pitch * 0.15, bottom + row * storey, pitch * 0.7, height),
      );
  return parts.join('');
}

/**
 * A camera on a wall at `mount` and what it sees: a translucent beam down to an arc on the ground,
 * `reach` units away, centred on `look` (degrees in the ground plane: 0 along +x, 90 along +y).
 */
export function watchedBy(s: Stage, mount: Vec, look: number, reach: number, spread = 34) {
  const [mx, my] = mount;
  const arc: [number, number][] = [];
  for (let step = 0; step <= 8; step++) {
    const angle = ((look - spread + (step / 8) * spread * 2) * Math.PI) / 180;
    arc.push(s.at([mx + Math.cos(angle) * reach, my + Math.sin(angle) * reach, 0]));
  }
  const foot = s.at([mx, my, 0]);
  const eye = s.at(mount);
  const beam = [eye, arc[0], ...arc, arc[arc.length - 1]];
  return `<polygon points="${points([foot, ...arc])}" fill="${AMBER_LIGHT}" fill-opacity="0.42"/>
    <polygon points="${points(beam)}" fill="${AMBER_LIGHT}" fill-opacity="0.18"/>`;
}

/** The camera itself, drawn after the walls: a bullet body on a bracket, its lens toward `look`. */
export function cameraAt(s: Stage, mount: Vec, look: number) {
  const [x, y] = s.at(mount);
  const toward = s.at([
    mount[0] + Math.cos((look * Math.PI) / 180),
    mount[1] + Math.sin((look * Math.PI) / 180),
    mount[2],
  ]);
  const angle = (Math.atan2(toward[1] - y, toward[0] - x) * 180) / Math.PI;
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">
    <rect x="-6" y="-18" width="8" height="14" fill="${INK}"/>
    <rect x="-10" y="-12" width="40" height="20" rx="6" fill="${WHITE}" ${ink(3)}/>
    <rect x="26" y="-10" width="10" height="16" rx="3" fill="${INK}"/>
    <circle cx="2" cy="-2" r="4" fill="${AMBER}"/>
  </g>`;
}

/** A circle in the plane of a +y ('left') or +x ('right') face, seen in projection. */
export function disc(
  s: Stage,
  [x, y, z]: Vec,
  radius: number,
  side: 'left' | 'right',
  fill: string,
  width = 0,
) {
  const rim: [number, number][] = Array.from({ length: 16 }, (_, index) => {
    const t = (index / 16) * Math.PI * 2;
    const along = Math.cos(t) * radius;
    const up = Math.sin(t) * radius;
    return s.at(side === 'left' ? [x + along, y, z + up] : [x, y + along, z + up]);
  });
  return `<polygon points="${points(rim)}" fill="${fill}"${width ? ` ${ink(width)}` : ''}/>`;
}

/** The sheet a scene is drawn on: paper, a faint ruled ground shadow, then the scene. */
export function sheet(content: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000">
<rect width="1600" height="1000" fill="${PAPER}"/>
${content}
</svg>`;
}
