import { alongWalls, type Layout, mount, type PropertyType, rect, row } from './site-plan-geometry';
import { flatLotHome, hillsideHome } from './site-plan-homes';
import {
  building,
  curb,
  fence,
  gate,
  label,
  lawn,
  palm,
  paving,
  pool,
  propertyLine,
  room,
  stalls,
  street,
  tree,
} from './site-plan-parts';
import { ASPHALT, FINE, INK, LINE, polygon, SAGE, SAND, WHITE } from './style';

/** The businesses and buildings a site plan can show, and every layout by property type. */
function officeLobby(): Layout {
  const tower = rect(300, 180, 900, 620);
  const core = rect(520, 270, 690, 420);
  const base = [
    street(170, 860, 1110, 930),
    street(1040, 70, 1110, 860, 'AVENUE'),
    street(170, 70, 1040, 120, 'ALLEY'),
    `<rect x="170" y="825" width="870" height="35" fill="${SAND}"/><rect x="1005" y="120" width="35" height="740" fill="${SAND}"/>`,
    curb([170, 860], [1040, 860]),
    curb([1040, 120], [1040, 860]),
    paving(rect(200, 620, 1005, 825)),
    paving(rect(320, 120, 420, 180)),
    `<path d="M330 130H410M330 145H410M330 160H410" stroke="${INK}" stroke-width="1.5" opacity="0.6"/>`,
    building(tower),
    room(rect(330, 420, 900, 610)),
    room(core),
    `<path d="M520 270L605 420M605 270L520 420M605 270L690 420M690 270L605 420M605 270V420" stroke="${INK}" stroke-width="1.5" opacity="0.7"/>`,
    polygon(rect(420, 470, 520, 505), SAND, FINE),
    `<path d="M560 620h80M900 430v60" stroke="${WHITE}" stroke-width="8"/>`,
    gate(560, 620, 40),
    gate(640, 620, -40),
    ...[
      [300, 720],
      [470, 770],
      [760, 770],
      [930, 700],
    ].map(([x, y]) => `${polygon(rect(x - 38, y - 38, x + 38, y + 38), SAGE, FINE)}${tree(x, y, 30)}`),
    propertyLine(rect(200, 120, 1005, 825)),
    label('OFFICE TOWER', 795, 320, 15),
    label('ELEVATORS', 605, 440, 14),
    label('LOBBY', 760, 520, 22),
    label('DESK', 385, 488, 14),
    label('PLAZA', 615, 740, 18),
    label('GARAGE RAMP', 370, 98, 12),
  ].join('');
  return {
    name: 'Office lobby and plaza',
    base,
    first: [
      mount(600, 630, 90),
      mount(600, 590, 270),
      mount(470, 505, 90),
      mount(605, 425, 90),
      mount(370, 180, 270),
      mount(900, 460, 0),
      mount(900, 180, 315),
      mount(300, 620, 135),
      mount(900, 620, 45),
    ],
    pool: [
      ...alongWalls(tower, 60),
      ...alongWalls(core, 50),
      ...row([360, 560], [860, 560], 6, 270),
      ...row([360, 450], [860, 450], 6, 90),
      ...row([250, 800], [980, 800], 6, 270),
    ],
  };
}

function retailRow(): Layout {
  const shops = rect(240, 560, 1040, 760);
  const base = [
    street(170, 860, 1110, 930, 'BOULEVARD'),
    street(170, 70, 1110, 125, 'ALLEY'),
    `<rect x="170" y="760" width="940" height="100" fill="${SAND}"/>`,
    curb([170, 860], [1110, 860]),
    paving(rect(190, 125, 1090, 540)),
    stalls(240, 140, 14, 52, 110),
    stalls(240, 400, 14, 52, 110),
    building(shops),
    `<path d="M440 560V760M640 560V760M840 560V760" stroke="${INK}" stroke-width="${LINE}"/>`,
    polygon(rect(1000, 150, 1070, 220), WHITE, FINE),
    ...[300, 560, 820].map((x) => tree(x, 812, 26)),
    propertyLine(rect(190, 125, 1090, 760)),
    ...['A', 'B', 'C', 'D'].map((suite, index) => label(`SUITE ${suite}`, 340 + index * 200, 660, 16)),
    label('PARKING', 420, 300, 22),
    label('TRASH', 1035, 185, 12),
    label('SIDEWALK', 1000, 812, 12),
  ].join('');
  return {
    name: 'Storefronts and parking',
    base,
    first: [
      ...row([340, 770], [940, 770], 4, 90),
      ...row([340, 550], [940, 550], 4, 270),
      mount(190, 130, 45),
      mount(1090, 130, 135),
      mount(1035, 230, 225),
    ],
    pool: [
      ...alongWalls(shops, 60),
      ...row([330, 700], [930, 700], 4, 270),
      ...row([200, 300], [1080, 300], 3, 0),
    ],
  };
}

function warehouseYard(): Layout {
  const warehouse = rect(260, 150, 760, 620);
  const office = rect(260, 620, 430, 720);
  const docks = Array.from({ length: 8 }, (_, index) => 190 + index * 52);
  const base = [
    street(170, 870, 1110, 930),
    curb([170, 870], [1110, 870]),
    paving(rect(190, 90, 1090, 860)),
    `<rect x="760" y="120" width="310" height="690" fill="${ASPHALT}" opacity="0.7"/>`,
    stalls(200, 745, 9, 44, 90),
    ...docks.map((y) =>
      polygon(
        [
          [800, y],
          [980, y],
          [980, y + 36],
          [800, y + 36],
        ],
        WHITE,
        FINE,
      ),
    ),
    building(warehouse),
    building(office),
    ...docks.map((y) => `<rect x="752" y="${y + 4}" width="16" height="28" fill="${INK}"/>`),
    polygon(rect(905, 795, 945, 835), WHITE, FINE),
    fence([
      [950, 860],
      [190, 860],
      [190, 90],
      [1090, 90],
      [1090, 860],
      [1060, 860],
    ]),
    gate(955, 860, 100),
    propertyLine(rect(180, 80, 1100, 868)),
    label('WAREHOUSE', 510, 385, 26),
    label('OFFICE', 345, 670, 16),
    label('TRUCK COURT', 960, 700, 14),
    label('DOCK DOORS', 890, 640, 12),
    label('GUARD', 925, 852, 10),
  ].join('');
  return {
    name: 'Distribution warehouse',
    base,
    first: [
      mount(1010, 845, 90),
      mount(940, 800, 270),
      ...row([770, 210], [770, 560], 4, 0),
      mount(1085, 95, 135),
      mount(1085, 810, 225),
      mount(430, 690, 0),
      mount(300, 740, 90),
      mount(195, 95, 45),
    ],
    pool: [
      ...alongWalls(warehouse, 80),
      ...alongWalls(office, 60),
      ...alongWalls(rect(190, 90, 1090, 860), 90, true),
    ],
  };
}

function courtyardApartments(): Layout {
  const outer = rect(240, 160, 1040, 780);
  const courtyard = rect(430, 330, 850, 610);
  const base = [
    street(170, 870, 1110, 930),
    street(170, 70, 1110, 120, 'ALLEY'),
    `<rect x="170" y="835" width="940" height="35" fill="${SAND}"/>`,
    curb([170, 870], [1110, 870]),
    lawn(rect(200, 780, 1080, 835)),
    paving(rect(300, 120, 390, 160)),
    building(outer),
    polygon(courtyard, SAGE, LINE),
    pool(520, 400, 760, 500),
    room(rect(580, 690, 700, 780)),
    room(rect(460, 700, 580, 780)),
    room(rect(900, 160, 1000, 230)),
    `<path d="M620 780h40" stroke="${WHITE}" stroke-width="8"/>`,
    gate(620, 780, 40),
    `<rect x="300" y="150" width="90" height="10" fill="${INK}"/>`,
    tree(470, 370, 26),
    tree(810, 570, 26),
    palm(280, 808, 22),
    palm(1000, 808, 22),
    propertyLine(rect(200, 120, 1080, 835)),
    label('COURTYARD', 640, 575, 16),
    label('LOBBY', 640, 735, 14),
    label('MAIL', 520, 740, 14),
    label('TRASH', 950, 195, 12),
    label('GARAGE GATE', 345, 215, 12),
  ].join('');
  return {
    name: 'Apartment community',
    base,
    first: [
      mount(640, 790, 90),
      mount(640, 700, 90),
      mount(520, 705, 90),
      mount(345, 160, 270),
      mount(950, 160, 270),
      mount(640, 330, 90),
      mount(640, 610, 270),
      mount(240, 780, 135),
      mount(1040, 780, 45),
    ],
    pool: [
      ...alongWalls(outer, 60),
      ...alongWalls(courtyard, 55, true),
      ...row([335, 250], [945, 250], 6, 0),
      ...row([335, 690], [400, 690], 1, 180),
      ...row([335, 300], [335, 650], 4, 90),
      ...row([945, 300], [945, 650], 4, 270),
    ],
  };
}

export const LAYOUTS: Record<PropertyType, (() => Layout)[]> = {
  residential: [flatLotHome, hillsideHome],
  commercial: [officeLobby, retailRow],
  industrial: [warehouseYard],
  multifamily: [courtyardApartments],
};
