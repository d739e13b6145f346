import { type Box, box, ground, onFace, patch, sheet, stage, type Vec, windowGrid } from './isometric';
import { car, fence, palm, shrub, tree, wheel } from './isometric-scenery';
import { cameras, door, flatRoof, rollUpDoor, street } from './scene-parts';
import { ASPHALT, DEEP, FINE, GLASS, INK, SAGE, SAND, SHADE, TINT, WHITE } from './style';

/** Where people work: an office, a shop row, a warehouse, a construction site, and a technician at work (a ladder and a van at a building). */

export function office(variant: number) {
  const s = stage(28, 18, 25.5, 10, [800, 455]);
  const tower: Box = { x: 3, y: 2, w: 14, d: 8, h: 9.5 };
  const canopy: Box = { x: 7.5, y: 10, z: 2.7, w: 4.6, d: 1.6, h: 0.3 };
  const lot = Array.from({ length: 6 }, (_, index) =>
    s.line(
      [
        [20 + index * 1.3, 1, 0],
        [20 + index * 1.3, 5, 0],
      ],
      1.5,
      '',
      WHITE,
    ),
  );
  return sheet(
    [
      ground(s, 28, 18, SAND),
      street(s, 28, 14, 18),
      patch(s, 19.5, 0.5, 8, 11.5, ASPHALT),
      ...lot,
      car(s, 20.3 + (variant % 3) * 1.3, 1.2, true),
      car(s, 24.2, 1.2, true, TINT),
      box(s, tower),
      flatRoof(s, tower),
      onFace(s, tower, 'left', 0.8, 0.2, 12.4, 2.4, GLASS),
      ...[3.2, 5.8].map((v) => onFace(s, tower, 'left', 0.8, v, 12.4, 1.7, GLASS)),
      ...[3.2, 5.8].map((v) => onFace(s, tower, 'right', 0.6, v, 6.8, 1.7, GLASS)),
      onFace(s, tower, 'left', 0.8, 8.2, 12.4, 0.9, GLASS),
      onFace(s, tower, 'right', 0.6, 8.2, 6.8, 0.9, GLASS),
      door(s, tower, 'left', 8.7, 2.2, 2.3),
      box(s, canopy, { top: WHITE, left: DEEP, right: DEEP }),
      box(s, { x: 12.6, y: 10.6, w: 0.35, d: 0.35, h: 1.3 }, { top: INK, left: DEEP, right: INK }),
      box(s, { x: 2.5, y: 11.2, w: 3.2, d: 1.2, h: 0.7 }),
      shrub(s, 4.1, 11.8, 1.1),
      box(s, { x: 14, y: 11.2, w: 3.2, d: 1.2, h: 0.7 }),
      shrub(s, 15.6, 11.8, 1.1),
      cameras(s, [
        { at: [9.8, 10.05, 2.4], look: 90, reach: 5 },
        { at: [tower.x + 0.3, tower.y + tower.d + 0.05, 3], look: 120, reach: 5.5 },
        { at: [tower.x + tower.w + 0.05, 9.6, 3], look: 15, reach: 7 },
      ]),
      tree(s, 1, 13, 5.5),
      tree(s, 24.5, 13.2, 5.5, 0.9),
    ].join(''),
  );
}

export function storefront(variant: number) {
  const s = stage(28, 18, 25.5, 6, [800, 455]);
  const row: Box = { x: 1.5, y: 3.5, w: 25, d: 7.5, h: 4.2 };
  const shops = [0, 1, 2, 3];
  const awnings = shops.map((index) => {
    const x = row.x + 0.5 + index * 6.2;
    return s.face(
      [
        [x, 11, 3.1],
        [x + 5.4, 11, 3.1],
        [x + 5.4, 12.3, 2.5],
        [x, 12.3, 2.5],
      ],
      index % 2 === 0 ? WHITE : TINT,
      FINE,
    );
  });
  return sheet(
    [
      ground(s, 28, 18, SAND),
      patch(s, 0, 0.5, 28, 2.6, ASPHALT),
      street(s, 28, 13.6, 18),
      box(s, row),
      flatRoof(s, row),
      ...shops.map((index) => onFace(s, row, 'left', 0.5 + index * 6.2, 0.3, 3.4, 2.5, GLASS)),
      ...shops.map((index) => door(s, row, 'left', 4.2 + index * 6.2, 1.3, 2.6)),
      ...shops.map((index) => onFace(s, row, 'left', 0.5 + index * 6.2, 3.3, 5.4, 0.7, WHITE)),
      ...shops.slice(1).map((index) =>
        s.line(
          [
            [row.x + index * 6.2 + 0.2, 11, 0],
            [row.x + index * 6.2 + 0.2, 11, 4.2],
          ],
          FINE,
        ),
      ),
      rollUpDoor(s, row, 'right', 2, 2.4, 2.8),
      ...awnings,
      car(s, 6 + (variant % 2) * 7, 14.6, false, TINT),
      cameras(s, [
        { at: [row.x + 4, 11.05, 3.6], look: 95, reach: 4.5 },
        { at: [row.x + 16.4, 11.05, 3.6], look: 85, reach: 4.5 },
        { at: [row.x + row.w + 0.05, 9.5, 3.6], look: 20, reach: 5 },
      ]),
      tree(s, 2, 12.9, 5.5, 0.9),
      tree(s, 13, 12.9, 5.5, 0.9),
    ].join(''),
  );
}

export function warehouse(variant: number) {
  const s = stage(28, 18, 25.5, 8, [800, 455]);
  const building: Box = { x: 1.5, y: 1, w: 15.5, d: 10, h: 6 };
  const ribs = Array.from({ length: 9 }, (_, index) =>
    s.line(
      [
        [building.x + 0.8 + index * 1.64, 11, 0],
        [building.x + 0.8 + index * 1.64, 11, 6],
      ],
      1,
      'opacity="0.5"',
    ),
  );
  const trailers = [0, 1, 2].map((index) =>
    box(s, { x: 19, y: 0.8 + index * 2.9, z: 0.6, w: 7.8, d: 2.2, h: 2.7 }),
  );
  return sheet(
    [
      ground(s, 28, 18, SAND),
      street(s, 28, 15.2, 18),
      patch(s, 17, 0.3, 10.8, 13.4, ASPHALT),
      box(s, building),
      flatRoof(s, building),
      ...ribs,
      onFace(s, building, 'left', 1, 0.2, 3, 2.4, GLASS),
      door(s, building, 'left', 4.6),
      ...[0, 1, 2, 3].map((index) => rollUpDoor(s, building, 'right', 0.6 + index * 2.4, 1.9, 3)),
      ...trailers.slice(0, variant % 2 === 0 ? 3 : 2),
      fence(s, [
        [0.2, 14, 0],
        [19.5, 14, 0],
      ]),
      fence(s, [
        [25, 14, 0],
        [27.8, 14, 0],
      ]),
      s.line(
        [
          [26.2, 12.8, 0],
          [26.2, 12.8, 6.6],
        ],
        5,
      ),
      cameras(s, [
        { at: [26.2, 12.8, 6.4], look: 145, reach: 7.5 },
        { at: [building.x + building.w + 0.05, 10.6, 5.3], look: 40, reach: 6 },
        { at: [8, building.y + building.d + 0.05, 5.3], look: 95, reach: 5.5 },
      ]),
      palm(s, 1, 13.2, 9),
    ].join(''),
  );
}

export function construction(variant: number) {
  const s = stage(28, 18, 25.5, 10, [800, 455]);
  const columns: [number, number][] = [];
  for (const x of [4, 8, 12, 16]) for (const y of [2, 6, 10]) columns.push([x, y]);
  const floors = [1, 2, 3].map((level) => {
    const posts = columns.map(([x, y]) =>
      s.line(
        [
          [x, y, (level - 1) * 3],
          [x, y, level * 3],
        ],
        3,
      ),
    );
    return posts.join('') + box(s, { x: 3.7, y: 1.7, z: level * 3 - 0.35, w: 12.6, d: 8.6, h: 0.35 });
  });
  const container: Box = { x: 19, y: 6.5, w: 7, d: 2.6, h: 2.7 };
  return sheet(
    [
      ground(s, 28, 18, SAND),
      street(s, 28, 14.5, 18),
      patch(s, 3.7, 1.7, 12.6, 8.6, TINT),
      ...floors,
      box(s, { x: 19, y: 2, w: 5, d: 1.6, h: 0.8 }, { top: SAND, left: WHITE, right: SHADE }),
      box(s, { x: 19.3, y: 2.2, z: 0.8, w: 4.4, d: 1.2, h: 0.6 }, { top: SAND, left: WHITE, right: SHADE }),
      box(s, container),
      ...Array.from({ length: 9 }, (_, index) =>
        s.line(
          [
            [container.x + 0.4 + index * 0.75, container.y + container.d, 0],
            [container.x + 0.4 + index * 0.75, container.y + container.d, container.h],
          ],
          1,
          'opacity="0.6"',
        ),
      ),
      fence(s, [
        [0.2, 13.4, 0],
        [14, 13.4, 0],
      ]),
      fence(s, [
        [18.5, 13.4, 0],
        [27.8, 13.4, 0],
      ]),
      box(s, { x: 22, y: 10.6, z: 0.4, w: 2.8, d: 1.6, h: 0.9 }),
      s.line(
        [
          [23.4, 11.4, 1.3],
          [23.4, 11.4, 8.2],
        ],
        5,
      ),
      s.face(
        [
          [22.2, 10.4, 8.9],
          [24.6, 10.4, 8.9],
          [24.6, 12.3, 8.1],
          [22.2, 12.3, 8.1],
        ],
        DEEP,
      ),
      cameras(s, [
        { at: [23.4, 11.4, 7.6], look: 100, reach: 7.5 },
        { at: [23.4, 11.4, 7.2], look: 165 + (variant % 2) * 10, reach: 7 },
      ]),
    ].join(''),
  );
}

export function service(variant: number) {
  const s = stage(22, 14, 33, 6, [800, 470]);
  const wall: Box = { x: 1.5, y: 1, w: 12, d: 6.5, h: 5.2 };
  const rail = (u: number): Vec[] => [
    [u, 10, 0],
    [u, 7.6, 4.2],
  ];
  const rungs = Array.from({ length: 6 }, (_, index) => {
    const t = (index + 1) / 7;
    return s.line(
      [
        [8.4, 10 - 2.4 * t, 4.2 * t],
        [9.5, 10 - 2.4 * t, 4.2 * t],
      ],
      FINE,
    );
  });
  const van: Box = { x: 14, y: 10.3, z: 0.5, w: 5.2, d: 2.3, h: 2.5 };
  return sheet(
    [
      ground(s, 22, 14, SAGE),
      patch(s, 13.2, 4, 8.8, 10, SAND),
      box(s, wall),
      flatRoof(s, wall),
      windowGrid(s, wall, 'left', { columns: 3, rows: 1, to: 7, bottom: 1, height: 2 }),
      windowGrid(s, wall, 'right', { columns: 2, rows: 1, bottom: 1, height: 2 }),
      box(s, van),
      box(s, { x: 19.2, y: 10.35, z: 0.5, w: 1.3, d: 2.2, h: 1.6 }, { top: WHITE, left: TINT, right: GLASS }),
      onFace(s, van, 'left', 0.6, 0.6, 3.4, 1.3, WHITE),
      wheel(s, [15.1, 12.6, 0.45], 0.45, 'left'),
      wheel(s, [19.4, 12.6, 0.45], 0.45, 'left'),
      box(s, { x: 6.4, y: 9.6, w: 1.4, d: 0.8, h: 0.7 }, { top: WHITE, left: DEEP, right: INK }),
      cameras(s, [
        { at: [9, wall.y + wall.d + 0.05, 4.5], look: 100, reach: 5 },
        { at: [wall.x + wall.w + 0.05, 6.8, 4.5], look: 5 + (variant % 2) * 10, reach: 5 },
      ]),
      s.line(rail(8.4), 4),
      s.line(rail(9.5), 4),
      ...rungs,
      shrub(s, 3, 9, 1.2),
      shrub(s, 5, 9.4),
    ].join(''),
  );
}
