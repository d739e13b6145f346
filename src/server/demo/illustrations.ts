import 'server-only';
import sharp from 'sharp';

/**
 * Demo pictures drawn here as SVG and rasterised with sharp: nothing is fetched from elsewhere.
 * Flat illustrations in the site's palette: a building with cameras, a camera product shot, a logo mark.
 */

const PALETTES = [
  { sky: '#0b1f4d', glow: '#1e40af', wall: '#dbeafe', accent: '#f59e0b' },
  { sky: '#0f172a', glow: '#334155', wall: '#e2e8f0', accent: '#22c55e' },
  { sky: '#1e3a8a', glow: '#3b82f6', wall: '#eff6ff', accent: '#f97316' },
  { sky: '#111827', glow: '#4b5563', wall: '#f3f4f6', accent: '#eab308' },
];

const camera = (x: number, y: number, scale: number, accent: string) => `
  <g transform="translate(${x} ${y}) scale(${scale})">
    <rect x="-6" y="-40" width="12" height="40" fill="#475569"/>
    <rect x="-70" y="-10" width="130" height="56" rx="14" fill="#f8fafc" stroke="#94a3b8" stroke-width="4"/>
    <rect x="50" y="0" width="34" height="36" rx="8" fill="#1e293b"/>
    <circle cx="67" cy="18" r="11" fill="#0ea5e9"/>
    <circle cx="-45" cy="18" r="6" fill="${accent}"/>
  </g>`;

export type SceneKind = 'house' | 'office' | 'warehouse' | 'apartments';

const buildings: Record<SceneKind, (wall: string) => string> = {
  house: (wall) => `<polygon points="420,560 800,300 1180,560" fill="#64748b"/>
    <rect x="480" y="560" width="640" height="330" fill="${wall}"/>
    <rect x="740" y="700" width="120" height="190" fill="#334155"/>
    <rect x="540" y="620" width="140" height="110" fill="#93c5fd"/><rect x="920" y="620" width="140" height="110" fill="#93c5fd"/>`,
  office: (wall) => `<rect x="450" y="260" width="700" height="630" fill="${wall}"/>
    ${[0, 1, 2, 3].map((row) => [0, 1, 2, 3, 4].map((col) => `<rect x="${500 + col * 125}" y="${310 + row * 130}" width="85" height="80" fill="#93c5fd"/>`).join('')).join('')}`,
  warehouse: (wall) => `<polygon points="300,500 800,380 1300,500" fill="#64748b"/>
    <rect x="300" y="500" width="1000" height="390" fill="${wall}"/>
    ${[0, 1, 2].map((door) => `<rect x="${420 + door * 280}" y="660" width="200" height="230" fill="#94a3b8"/>`).join('')}`,
  apartments: (
    wall,
  ) => `<rect x="380" y="220" width="380" height="670" fill="${wall}"/><rect x="820" y="340" width="400" height="550" fill="${wall}"/>
    ${[0, 1, 2, 3, 4].map((row) => `<rect x="430" y="${270 + row * 120}" width="120" height="70" fill="#93c5fd"/><rect x="590" y="${270 + row * 120}" width="120" height="70" fill="#93c5fd"/>`).join('')}
    ${[0, 1, 2, 3].map((row) => `<rect x="870" y="${390 + row * 120}" width="130" height="70" fill="#93c5fd"/><rect x="1040" y="${390 + row * 120}" width="130" height="70" fill="#93c5fd"/>`).join('')}`,
};

/** A building at dusk watched by two cameras, 1600×1000. */
export function sceneSvg(kind: SceneKind, variant: number): string {
  const palette = PALETTES[variant % PALETTES.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${palette.sky}"/><stop offset="1" stop-color="${palette.glow}"/>
    </linearGradient></defs>
    <rect width="1600" height="1000" fill="url(#sky)"/>
    <circle cx="1350" cy="170" r="70" fill="#fde68a" opacity="0.85"/>
    <rect y="890" width="1600" height="110" fill="#1f2937"/>
    ${buildings[kind](palette.wall)}
    ${camera(360, 420, 1.3, palette.accent)}
    ${camera(1240, 300, 1.1, palette.accent)}
    <path d="M 440 470 L 700 640 L 560 700 Z" fill="${palette.accent}" opacity="0.18"/>
  </svg>`;
}

export type ProductShape = 'dome' | 'bullet' | 'ptz' | 'nvr' | 'keypad' | 'doorbell';

const products: Record<ProductShape, string> = {
  dome: `<ellipse cx="600" cy="470" rx="300" ry="60" fill="#e2e8f0"/><path d="M 320 470 A 280 260 0 0 1 880 470 Z" fill="#1e293b"/><circle cx="600" cy="390" r="70" fill="#0ea5e9"/>`,
  bullet: `<rect x="250" y="360" width="600" height="190" rx="60" fill="#f8fafc" stroke="#94a3b8" stroke-width="8"/><rect x="780" y="390" width="130" height="130" rx="20" fill="#1e293b"/><circle cx="845" cy="455" r="42" fill="#0ea5e9"/><rect x="420" y="550" width="40" height="160" fill="#64748b"/>`,
  ptz: `<rect x="560" y="180" width="80" height="120" fill="#64748b"/><circle cx="600" cy="440" r="190" fill="#f8fafc" stroke="#94a3b8" stroke-width="8"/><rect x="470" y="400" width="260" height="110" rx="50" fill="#1e293b"/><circle cx="600" cy="455" r="40" fill="#0ea5e9"/>`,
  nvr: `<rect x="200" y="380" width="800" height="190" rx="20" fill="#1e293b"/>${[0, 1, 2, 3].map((light) => `<circle cx="${280 + light * 50}" cy="475" r="12" fill="#22c55e"/>`).join('')}<rect x="620" y="440" width="300" height="70" rx="10" fill="#334155"/>`,
  keypad: `<rect x="420" y="200" width="360" height="560" rx="40" fill="#f8fafc" stroke="#94a3b8" stroke-width="8"/><rect x="470" y="250" width="260" height="110" rx="10" fill="#1e293b"/>${[0, 1, 2].map((row) => [0, 1, 2].map((col) => `<circle cx="${520 + col * 80}" cy="${440 + row * 90}" r="28" fill="#cbd5e1"/>`).join('')).join('')}`,
  doorbell: `<rect x="480" y="170" width="240" height="620" rx="110" fill="#1e293b"/><circle cx="600" cy="320" r="70" fill="#0ea5e9"/><circle cx="600" cy="600" r="60" fill="#f59e0b"/>`,
};

/** A product on a soft background, 1200×900. */
export function productSvg(shape: ProductShape): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
    <rect width="1200" height="900" fill="#f1f5f9"/><ellipse cx="600" cy="800" rx="420" ry="40" fill="#cbd5e1"/>
    ${products[shape]}
  </svg>`;
}

/** A simple geometric logo mark, 600×300. */
export function logoSvg(variant: number): string {
  const color = ['#1d4ed8', '#0f766e', '#b45309', '#7c3aed', '#be123c', '#0369a1', '#15803d', '#4338ca'][
    variant % 8
  ];
  const marks = [
    `<circle cx="300" cy="150" r="90" fill="${color}"/><circle cx="300" cy="150" r="45" fill="#fff"/>`,
    `<rect x="210" y="60" width="180" height="180" rx="30" fill="${color}"/><rect x="255" y="105" width="90" height="90" fill="#fff"/>`,
    `<polygon points="300,50 400,240 200,240" fill="${color}"/><polygon points="300,130 345,215 255,215" fill="#fff"/>`,
    `<path d="M 300 50 L 390 90 L 390 170 Q 390 230 300 260 Q 210 230 210 170 L 210 90 Z" fill="${color}"/>`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300" viewBox="0 0 600 300">
    <rect width="600" height="300" fill="#ffffff"/>${marks[variant % marks.length]}</svg>`;
}

export async function rasterise(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
