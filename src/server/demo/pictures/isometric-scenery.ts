import { type Box, box, disc, type Stage, type Vec } from './isometric';
import { FINE, GLASS, INK, ink, n, SAGE, SAGE_DARK, SHADE, TINT, WHITE } from './style';

/** What stands around the buildings of an isometric scene: trees, palms, shrubs, cars, fences, lane lines. */

/** A fan palm, as LA streets have them: a tall, slightly leaning trunk and a crown of drooping fronds. */
export function palm(s: Stage, x: number, y: number, height: number, lean = 0.6, base = 0) {
  const [bx, by] = s.at([x, y, base]);
  const [tx, ty] = s.at([x, y, base + height]);
  const topX = tx + lean * 24;
  const leaves = Array.from({ length: 10 }, (_, index) => (index / 10) * Math.PI * 2 + 0.2)
    .sort((a, b) => Math.sin(a) - Math.sin(b))
    .map((angle) => {
      const tipX = topX + Math.cos(angle) * 74;
      const tipY = ty + Math.sin(angle) * 30 + 30;
      const midX = topX + Math.cos(angle) * 40;
      const midY = ty + Math.sin(angle) * 16 - 20;
      const across = 9;
      const nx = -Math.sin(angle) * across;
      const ny = Math.cos(angle) * across * 0.5;
      return `M${n(topX)} ${n(ty)}Q${n(midX + nx)} ${n(midY + ny)} ${n(tipX)} ${n(tipY)}Q${n(midX - nx)} ${n(midY - ny)} ${n(topX)} ${n(ty)}Z`;
    });
  return `<path d="M${n(bx)} ${n(by)}Q${n(bx + lean * 30)} ${n((by + ty) / 2)} ${n(topX)} ${n(ty)}" fill="none" ${ink(7)}/>
    ${leaves.map((leaf) => `<path d="${leaf}" fill="${SAGE_DARK}"/>`).join('')}
    <circle cx="${n(topX)}" cy="${n(ty)}" r="6" fill="${INK}"/>`;
}

/** A round-crowned tree: trunk and a canopy of overlapping circles. */
export function tree(s: Stage, x: number, y: number, height: number, size = 1, base = 0) {
  const [bx, by] = s.at([x, y, base]);
  const [tx, ty] = s.at([x, y, base + height]);
  const r = 46 * size;
  return `<path d="M${n(bx)} ${n(by)}V${n(ty + r * 0.6)}" ${ink(6)}/>
    <path d="M${n(tx - r)} ${n(ty + r * 0.2)}a${n(r * 0.62)} ${n(r * 0.62)} 0 0 1 ${n(r * 0.5)} ${n(-r * 0.9)}a${n(r * 0.7)} ${n(r * 0.7)} 0 0 1 ${n(r * 1.1)} ${n(-r * 0.1)}a${n(r * 0.6)} ${n(r * 0.6)} 0 0 1 ${n(r * 0.4)} ${n(r * 1.05)}a${n(r * 0.5)} ${n(r * 0.5)} 0 0 1 ${n(-r * 0.6)} ${n(r * 0.55)}h${n(-r * 0.8)}a${n(r * 0.5)} ${n(r * 0.5)} 0 0 1 ${n(-r * 0.6)} ${n(-r * 0.6)}z" fill="${SAGE}" ${ink(3)}/>`;
}

/** A shrub: a low mound. */
export function shrub(s: Stage, x: number, y: number, size = 1, base = 0) {
  const [cx, cy] = s.at([x, y, base]);
  return `<ellipse cx="${n(cx)}" cy="${n(cy - 10 * size)}" rx="${n(26 * size)}" ry="${n(15 * size)}" fill="${SAGE_DARK}"/>`;
}

/** A parked car: body and cabin, along x (or y when `across`). */
export function car(s: Stage, x: number, y: number, across = false, body = WHITE) {
  const length = 4.4;
  const width = 1.9;
  const base: Box = across
    ? { x, y, z: 0.3, w: width, d: length, h: 0.9 }
    : { x, y, z: 0.3, w: length, d: width, h: 0.9 };
  const cabin: Box = across
    ? { x: x + 0.15, y: y + 1.1, z: 1.2, w: width - 0.3, d: 2.2, h: 0.75 }
    : { x: x + 1.1, y: y + 0.15, z: 1.2, w: 2.2, d: width - 0.3, h: 0.75 };
  const wheels: Vec[] = across
    ? [
        [x + width, y + 0.9, 0.45],
        [x + width, y + length - 0.9, 0.45],
      ]
    : [
        [x + 0.9, y + width, 0.45],
        [x + length - 0.9, y + width, 0.45],
      ];
  return `${box(s, base, { top: body, left: TINT, right: SHADE })}${box(s, cabin, { top: GLASS, left: GLASS, right: SHADE })}${wheels.map((center) => wheel(s, center, 0.42, across ? 'right' : 'left')).join('')}`;
}

/** A wheel on a vehicle's side. */
export const wheel = (s: Stage, center: Vec, radius: number, side: 'left' | 'right') =>
  disc(s, center, radius, side, INK);

/** A fence of posts and rails between world points at ground level. */
export function fence(s: Stage, list: Vec[], height = 1.6) {
  const parts: string[] = [
    s.line(
      list.map(([x, y]) => [x, y, height] as Vec),
      FINE,
    ),
  ];
  parts.push(
    s.line(
      list.map(([x, y]) => [x, y, height * 0.5] as Vec),
      1.5,
    ),
  );
  for (let index = 1; index < list.length; index++) {
    const [ax, ay] = list[index - 1];
    const [bx, by] = list[index];
    const steps = Math.max(1, Math.round(Math.hypot(bx - ax, by - ay) / 2.5));
    for (let step = 0; step <= steps; step++) {
      const t = step / steps;
      const px = ax + (bx - ax) * t;
      const py = ay + (by - ay) * t;
      parts.push(
        s.line(
          [
            [px, py, 0],
            [px, py, height],
          ],
          FINE,
        ),
      );
    }
  }
  return parts.join('');
}

/** Dashed centre line of a road along x at depth `y`. */
export function laneLine(s: Stage, x1: number, x2: number, y: number) {
  return s.line(
    [
      [x1, y, 0],
      [x2, y, 0],
    ],
    3,
    'stroke-dasharray="44 40"',
    WHITE,
  );
}
