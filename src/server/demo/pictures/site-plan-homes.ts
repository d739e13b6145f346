import { alongWalls, type Layout, mount, type Point, rect } from './site-plan-geometry';
import {
  building,
  contours,
  curb,
  fence,
  gate,
  label,
  lawn,
  palm,
  paving,
  pool,
  propertyLine,
  stairs,
  street,
  tree,
} from './site-plan-parts';
import { INK, points, SAGE, SAND } from './style';

/** The homes a site plan can show: a house on a flat lot, and a hillside house with its stair and drive. */
export function flatLotHome(): Layout {
  const house = rect(340, 360, 760, 640);
  const garage = rect(790, 130, 990, 250);
  const base = [
    lawn(rect(250, 110, 1030, 815)),
    street(170, 850, 1110, 930),
    `<rect x="170" y="815" width="940" height="35" fill="${SAND}"/>`,
    curb([170, 850], [1110, 850]),
    paving(rect(820, 250, 910, 815)),
    paving(rect(400, 295, 700, 360)),
    pool(390, 165, 610, 270),
    paving(rect(460, 640, 610, 700)),
    building(house),
    building(garage),
    fence([
      [250, 430],
      [340, 430],
    ]),
    fence([
      [760, 470],
      [820, 470],
    ]),
    gate(762, 470, 52),
    tree(300, 170, 42),
    tree(950, 330, 34),
    palm(290, 730),
    palm(975, 740),
    palm(660, 760, 26),
    propertyLine(rect(250, 110, 1030, 815)),
    label('HOUSE', 550, 500, 22),
    label('GARAGE', 890, 190),
    label('POOL', 500, 218),
    label('PORCH', 535, 670, 14),
    label('DRIVEWAY', 865, 560, 14),
  ].join('');
  return {
    name: 'Single-family home',
    base,
    first: [
      mount(535, 700, 90),
      mount(800, 250, 100),
      mount(550, 360, 270),
      mount(790, 470, 90),
      mount(760, 640, 45),
      mount(340, 640, 135),
      mount(340, 360, 225),
      mount(990, 190, 0),
    ],
    pool: [...alongWalls(house, 70), ...alongWalls(garage, 70), mount(250, 300, 0), mount(1030, 600, 180)],
  };
}

export function hillsideHome(): Layout {
  const lot: Point[] = [
    [230, 130],
    [1040, 100],
    [1070, 860],
    [210, 860],
  ];
  const main = rect(330, 400, 760, 540);
  const upper = rect(400, 250, 700, 400);
  const garage = rect(770, 500, 980, 600);
  const base = [
    `<polygon points="${points(lot)}" fill="${SAGE}"/>`,
    contours(215, 1065, [180, 260, 340, 650, 720, 790]),
    street(170, 860, 1110, 930),
    curb([170, 860], [1110, 860]),
    paving(rect(880, 600, 960, 860)),
    paving(rect(330, 540, 600, 620)),
    `<path d="M330 565H600M330 590H600" stroke="${INK}" stroke-width="1.5" opacity="0.6"/>`,
    stairs(270, 560, 320, 860, 14),
    building(main),
    building(upper),
    building(garage),
    `<path d="M240 630H330M600 630H870" stroke="${INK}" stroke-width="9" stroke-linecap="square"/>`,
    gate(880, 815, 70),
    tree(300, 200, 46),
    tree(900, 210, 52),
    tree(985, 380, 38),
    tree(560, 760, 40),
    palm(720, 760, 28),
    palm(250, 470, 26),
    propertyLine(lot),
    label('UPPER LEVEL', 550, 325),
    label('MAIN LEVEL', 545, 470),
    label('DECK', 465, 578, 14),
    label('GARAGE', 875, 550),
    label('DRIVEWAY', 920, 740, 14),
    label('RETAINING WALL', 735, 652, 12),
    label('SLOPE', 640, 190, 16),
  ].join('');
  return {
    name: 'Hillside residence',
    base,
    first: [
      mount(955, 812, 95),
      mount(870, 600, 90),
      mount(300, 845, 270),
      mount(470, 620, 90),
      mount(760, 470, 0),
      mount(550, 250, 270),
      mount(330, 470, 180),
      mount(700, 300, 0),
    ],
    pool: [
      ...alongWalls(main, 70),
      ...alongWalls(upper, 70),
      ...alongWalls(garage, 70),
      mount(240, 700, 0),
      mount(1050, 400, 180),
    ],
  };
}
