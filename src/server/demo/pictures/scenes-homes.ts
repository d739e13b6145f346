import { type Box, box, gableRoof, ground, onFace, patch, sheet, stage, windowGrid } from './isometric';
import { car, palm, shrub, tree } from './isometric-scenery';
import { cameras, door, flatRoof, rollUpDoor, street } from './scene-parts';
import { DEEP, FINE, GLASS, SAGE, SAND, SHADE, WHITE } from './style';

/** Where people live: a house on a flat lot, a hillside house, an apartment building. */

export function house(variant: number) {
  const s = stage(28, 18, 25.5, 8, [800, 455]);
  const spanish = variant % 2 === 1;
  const main: Box = spanish ? { x: 3, y: 2.5, w: 14, d: 7, h: 3.8 } : { x: 4, y: 2.5, w: 12, d: 7, h: 6 };
  const garage: Box = { x: 18.5, y: 1.5, w: 6, d: 5, h: 3.4 };
  const front = main.y + main.d;
  return sheet(
    [
      ground(s, 28, 18, SAGE),
      street(s, 28, 14, 18),
      patch(s, 19, 6.5, 4.8, 6.2, SAND),
      patch(s, 9, front, 1.6, 12.7 - front, SAND),
      tree(s, 1.8, 5.5, 5, 1.1),
      box(s, main),
      spanish ? gableRoof(s, main, 2) : flatRoof(s, main),
      windowGrid(s, main, 'left', {
        columns: 4,
        rows: spanish ? 1 : 2,
        storey: 2.8,
        height: 1.6,
        bottom: 0.9,
      }),
      door(s, main, 'left', 5.3),
      windowGrid(s, main, 'right', {
        columns: 2,
        rows: spanish ? 1 : 2,
        storey: 2.8,
        height: 1.6,
        bottom: 0.9,
      }),
      box(s, garage),
      spanish ? gableRoof(s, garage, 1.5) : flatRoof(s, garage),
      rollUpDoor(s, garage, 'left', 0.8, 4.4, 2.6),
      variant % 3 === 0 ? car(s, 20.3, 8, true) : '',
      ...[1, 2.6, 4.2, 13.2, 14.8].map((x) => shrub(s, x, 12.2)),
      cameras(s, [
        { at: [8.4, front + 0.05, spanish ? 3.1 : 4.9], look: 95, reach: 6 },
        { at: [garage.x + garage.w - 0.3, garage.y + garage.d + 0.05, 3], look: 75, reach: 6.5 },
        { at: [main.x + main.w + 0.05, 8.6, spanish ? 3.1 : 5.1], look: 50, reach: 4 },
      ]),
      palm(s, 2, 12.4, 10),
      palm(s, 27, 9.5, 9, -0.4),
    ].join(''),
  );
}

export function hillside(variant: number) {
  const s = stage(28, 18, 25.5, 11, [800, 455]);
  const terrace: Box = { x: 0, y: 0, w: 28, d: 9, h: 3 };
  const home: Box = { x: 3, y: 1, z: 3, w: 13, d: 6.2, h: 5.2 };
  const garage: Box = { x: 19, y: 1.5, z: 3, w: 6, d: 5.8, h: 3.2 };
  // The stair up the slope: its side, its run and the nosing of each tread.
  const stairs = [
    s.face(
      [
        [2.7, 13.4, 0],
        [2.7, 9, 0],
        [2.7, 9, 3],
      ],
      SHADE,
    ),
    s.face(
      [
        [1, 13.4, 0],
        [2.7, 13.4, 0],
        [2.7, 9, 3],
        [1, 9, 3],
      ],
      WHITE,
    ),
    ...[1, 2, 3, 4, 5].map((step) =>
      s.line(
        [
          [1, 13.4 - step * 0.73, step * 0.5],
          [2.7, 13.4 - step * 0.73, step * 0.5],
        ],
        1.5,
      ),
    ),
  ];
  return sheet(
    [
      ground(s, 28, 18, SAGE),
      street(s, 28, 14.5, 18),
      box(s, terrace, { top: SAGE, left: WHITE, right: '#cfc3ab' }),
      s.face(
        [
          [19.8, 13.2, 0],
          [24.2, 13.2, 0],
          [24.2, 9, 3],
          [19.8, 9, 3],
        ],
        SAND,
      ),
      patch(s, 19.8, 7.3, 4.4, 1.7, SAND, 3),
      tree(s, 1.5, 1.2, 5, 1.1, 3),
      ...stairs,
      box(s, home),
      flatRoof(s, home),
      onFace(s, home, 'left', 0.8, 0.4, 11.4, 4.2, GLASS),
      ...[3.6, 6.4, 9.2].map((u) =>
        s.line(
          [
            [home.x + u, home.y + home.d, 3.4],
            [home.x + u, home.y + home.d, 7.6],
          ],
          3,
          '',
          WHITE,
        ),
      ),
      windowGrid(s, home, 'right', { columns: 2, rows: 1, bottom: 1.2, height: 2.6 }),
      box(s, { x: 4, y: 7.2, z: 2.7, w: 9, d: 2.6, h: 0.35 }),
      s.line(
        [
          [4, 9.8, 3.05],
          [4, 9.8, 4.1],
          [13, 9.8, 4.1],
          [13, 9.8, 3.05],
        ],
        FINE,
      ),
      box(s, garage),
      flatRoof(s, garage),
      rollUpDoor(s, garage, 'left', 0.7, 4.4, 2.5),
      variant % 2 === 0 ? shrub(s, 15, 12) : shrub(s, 9, 12.4),
      cameras(s, [
        { at: [garage.x + garage.w - 0.3, garage.y + garage.d + 0.05, 5.8], look: 105, reach: 6.5 },
        { at: [8.5, home.y + home.d + 0.05, 7.5], look: 95, reach: 6.5 },
        { at: [home.x + 0.3, home.y + home.d + 0.05, 7.3], look: 125, reach: 6 },
      ]),
      palm(s, 26.5, 13, 10, -0.3),
    ].join(''),
  );
}

export function apartments(variant: number) {
  const s = stage(28, 18, 25.5, 11, [800, 455]);
  const block: Box = { x: 3, y: 1.5, w: 16, d: 9.5, h: 10 };
  const wing: Box = { x: 20.5, y: 2, w: 6, d: 8, h: 7.4 };
  const bars = Array.from({ length: 7 }, (_, index) =>
    s.line(
      [
        [block.x + 1.4 + index * 0.5, 11.02, 0],
        [block.x + 1.4 + index * 0.5, 11.02, 2.6],
      ],
      1.5,
      '',
      WHITE,
    ),
  );
  return sheet(
    [
      ground(s, 28, 18, SAGE),
      street(s, 28, 14, 18),
      patch(s, 4, 11, 4.4, 1.7, SAND),
      patch(s, 10.2, 11, 2.2, 1.7, SAND),
      box(s, block),
      flatRoof(s, block),
      windowGrid(s, block, 'left', { columns: 5, rows: 3, bottom: 3.4, storey: 2.2, height: 1.4 }),
      windowGrid(s, block, 'right', { columns: 3, rows: 4, bottom: 1.2, storey: 2.2, height: 1.4 }),
      onFace(s, block, 'left', 1, 0, 4.4, 2.6, DEEP),
      ...bars,
      onFace(s, block, 'left', 7, 0.2, 2.6, 2.4, GLASS),
      door(s, block, 'left', 9.8, 1.4, 2.5),
      onFace(s, block, 'left', 11.5, 1.1, 0.45, 0.7, WHITE),
      box(s, wing),
      flatRoof(s, wing),
      windowGrid(s, wing, 'left', { columns: 2, rows: 3, bottom: 1.2, storey: 2.2, height: 1.4 }),
      windowGrid(s, wing, 'right', { columns: 2, rows: 3, bottom: 1.2, storey: 2.2, height: 1.4 }),
      cameras(s, [
        { at: [5.2, 11.05, 3], look: 95, reach: 5 },
        { at: [12.6, 11.05, 2.9], look: 90, reach: 4.5 },
        { at: [block.x + block.w + 0.05, 10.4, 3.2], look: 35, reach: 4.5 },
      ]),
      palm(s, 1.5, 13, 11),
      palm(s, 15.5, 13.2, 10 + (variant % 2), -0.4),
      palm(s, 25, 12.8, 11, 0.3),
    ].join(''),
  );
}
