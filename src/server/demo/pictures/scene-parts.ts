import { type Box, cameraAt, onFace, patch, type Stage, type Vec, watchedBy } from './isometric';
import { laneLine } from './isometric-scenery';
import { ASPHALT, DEEP, SAND, SHADE, TINT, WHITE } from './style';

/** What the scenes share: their cameras with the ground they watch, the street, flat roofs and doors. */

export interface Camera {
  at: Vec;
  look: number;
  reach: number;
}

/** Beams first (over the walls they leave from), then the camera bodies on top. */
export const cameras = (s: Stage, list: Camera[]) =>
  list.map((camera) => watchedBy(s, camera.at, camera.look, camera.reach)).join('') +
  list.map((camera) => cameraAt(s, camera.at, camera.look)).join('');

/** The street along the front edge, with its sidewalk. */
export function street(s: Stage, width: number, from: number, to: number) {
  return [
    patch(s, 0, from - 1.3, width, 1.3, SAND),
    patch(s, 0, from, width, to - from, ASPHALT),
    laneLine(s, 0.5, width - 0.5, (from + to) / 2),
  ].join('');
}

export function flatRoof(s: Stage, b: Box) {
  const z = (b.z ?? 0) + b.h;
  return patch(s, b.x + 0.35, b.y + 0.35, b.w - 0.7, b.d - 0.7, TINT, z);
}

export function door(s: Stage, b: Box, side: 'left' | 'right', u: number, width = 1.3, height = 2.4) {
  return onFace(s, b, side, u, 0, width, height, DEEP);
}

/** A roll-up door: a pale panel with its slats. */
export function rollUpDoor(
  s: Stage,
  b: Box,
  side: 'left' | 'right',
  u: number,
  width: number,
  height: number,
) {
  const slats = Array.from({ length: 4 }, (_, index) => {
    const v = ((index + 1) / 5) * height;
    const z = (b.z ?? 0) + v;
    const from: Vec = side === 'left' ? [b.x + u, b.y + b.d, z] : [b.x + b.w, b.y + u, z];
    const to: Vec = side === 'left' ? [b.x + u + width, b.y + b.d, z] : [b.x + b.w, b.y + u + width, z];
    return s.line([from, to], 1.5, '', SHADE);
  });
  return onFace(s, b, side, u, 0, width, height, WHITE) + slats.join('');
}
