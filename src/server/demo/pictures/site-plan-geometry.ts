/** The kinds of property a site plan is drawn for. */
export type PropertyType = 'residential' | 'commercial' | 'industrial' | 'multifamily';

export type Point = [number, number];

/** Where a camera can go, and which way it looks (degrees; 0 = east, 90 = south, as the page is). */
export interface Mount {
  x: number;
  y: number;
  angle: number;
}

export interface Layout {
  /** The kind of property in the title block, e.g. "Hillside residence". */
  name: string;
  base: string;
  /** Mounts every installer starts with, in order: entrances, gates, driveways. */
  first: Mount[];
  /** Every other sensible mount; cameras beyond the first ones are spread over these. */
  pool: Mount[];
}

export const SHEET = { left: 140, top: 40, right: 1460, bottom: 960 };
export const DRAWING = { left: 170, top: 70, right: 1110, bottom: 930 };
export const COLUMN = { left: 1140, right: 1430 };

export const mount = (x: number, y: number, angle: number): Mount => ({ x, y, angle });

export const rect = (x1: number, y1: number, x2: number, y2: number): Point[] => [
  [x1, y1],
  [x2, y1],
  [x2, y2],
  [x1, y2],
];

export function inside([x, y]: Point, polygonPoints: Point[]): boolean {
  let result = false;
  for (let i = 0, j = polygonPoints.length - 1; i < polygonPoints.length; j = i++) {
    const [xi, yi] = polygonPoints[i];
    const [xj, yj] = polygonPoints[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) result = !result;
  }
  return result;
}

const degrees = (dx: number, dy: number) => (Math.atan2(dy, dx) * 180) / Math.PI;

/**
 * Mounts along the walls of a building, looking out (or, for a fence or a courtyard, `inward`):
 * one at each corner, looking along the diagonal, and more along each wall every `spacing`.
 */
export function alongWalls(outline: Point[], spacing: number, inward = false): Mount[] {
  const found: Mount[] = [];
  const count = outline.length;
  const outwardNormal = (a: Point, b: Point): Point => {
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    let normal: Point = [(b[1] - a[1]) / length, -(b[0] - a[0]) / length];
    const middle: Point = [(a[0] + b[0]) / 2 + normal[0] * 3, (a[1] + b[1]) / 2 + normal[1] * 3];
    if (inside(middle, outline)) normal = [-normal[0], -normal[1]];
    return inward ? [-normal[0], -normal[1]] : normal;
  };
  for (let index = 0; index < count; index++) {
    const previous = outline[(index + count - 1) % count];
    const corner = outline[index];
    const next = outline[(index + 1) % count];
    const before = outwardNormal(previous, corner);
    const after = outwardNormal(corner, next);
    const bisector: Point = [before[0] + after[0], before[1] + after[1]];
    // A corner that points away from where the cameras look would see the wall: skip it.
    const probe: Point = [corner[0] + bisector[0] * 4, corner[1] + bisector[1] * 4];
    if (Math.hypot(...bisector) > 0.5 && inside(probe, outline) === inward) {
      found.push(mount(corner[0], corner[1], degrees(bisector[0], bisector[1])));
    }
    const length = Math.hypot(next[0] - corner[0], next[1] - corner[1]);
    const steps = Math.floor(length / spacing);
    for (let step = 1; step < steps; step++) {
      const t = step / steps;
      found.push(
        mount(
          corner[0] + (next[0] - corner[0]) * t,
          corner[1] + (next[1] - corner[1]) * t,
          degrees(after[0], after[1]),
        ),
      );
    }
  }
  return found;
}

/** Mounts in a row, all looking one way: a corridor, a row of dock doors. */
export function row(from: Point, to: Point, count: number, angle: number): Mount[] {
  return Array.from({ length: count }, (_, index) => {
    const t = count === 1 ? 0.5 : index / (count - 1);
    return mount(from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t, angle);
  });
}

/**
 * The cameras of a plan: the layout's first mounts, then each next camera at the mount farthest from
 * those already placed, so any count spreads evenly. The same inputs always give the same plan.
 */
export function placeCameras(layout: Pick<Layout, 'first' | 'pool'>, count: number): Mount[] {
  const chosen = layout.first.slice(0, count);
  const pool = [...layout.first.slice(count), ...layout.pool];
  while (chosen.length < count && pool.length > 0) {
    let best = 0;
    let bestDistance = -1;
    pool.forEach((candidate, index) => {
      const distance = Math.min(
        ...chosen.map((placed) => Math.hypot(placed.x - candidate.x, placed.y - candidate.y)),
        Number.POSITIVE_INFINITY,
      );
      if (distance > bestDistance + 0.01) {
        best = index;
        bestDistance = distance;
      }
    });
    chosen.push(pool.splice(best, 1)[0]);
  }
  // More cameras than mounts (a very large project): the rest share mounts, looking the other way.
  for (let index = 0; chosen.length < count; index++) {
    const twin = chosen[index];
    chosen.push(mount(twin.x, twin.y, twin.angle + 180));
  }
  return chosen;
}
