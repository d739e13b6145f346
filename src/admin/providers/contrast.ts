/** WCAG 2.1 contrast of `#rrggbb` colours, and darker shades that reach AA on given backgrounds. */

/** The smallest contrast WCAG AA asks of normal text. */
export const AA_CONTRAST = 4.5;

function channels(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  return [0, 2, 4].map((start) => Number.parseInt(value.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ];
}

/** WCAG relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** `hex` moved by `amount` (0 to 1) toward black or white. */
function mixed(hex: string, amount: number, toward: 'black' | 'white'): string {
  const target = toward === 'black' ? 0 : 255;
  return `#${channels(hex)
    .map((channel) =>
      Math.round(channel + (target - channel) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * `hex` as it is when it reaches AA on every background, else moved toward black (light
 * backgrounds) or white (dark ones) just enough: a little past 4.5:1, so that a browser's rounding
 * cannot drop it below.
 */
export function readableOn(hex: string, backgrounds: string[], toward: 'black' | 'white' = 'black'): string {
  const enough = (color: string) =>
    backgrounds.every((background) => contrastRatio(color, background) >= AA_CONTRAST + 0.1);
  for (let step = 0; step <= 100; step++) {
    const color = mixed(hex, step / 100, toward);
    if (enough(color)) return color;
  }
  return toward === 'black' ? '#000000' : '#ffffff';
}
