import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { INQUIRY_STATUSES } from '@/modules/inquiries/module';
import type { EnumField } from '@/modules/kit/fields';
import { modules } from '@/modules/registry';

/** `blue.9` from the theme, or a `#rrggbb` colour, as its hex form. */
function hexOf(color: string): string {
  if (color.startsWith('#')) return color;
  const [name, shade] = color.split('.');
  const palette = DEFAULT_THEME.colors[name];
  if (!palette) throw new Error(`no theme colour ${name}`);
  return palette[Number(shade)];
}

/** WCAG relative luminance. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe('inquiry status badges', () => {
  const status = modules.find((module) => module.key === 'inquiries')!.fields.status as EnumField;

  it('give every status a colour of its own', () => {
    const colors = INQUIRY_STATUSES.map((option) => status.colors?.[option]);
    expect(colors.every(Boolean)).toBe(true);
    expect(new Set(colors.map((color) => hexOf(color!))).size).toBe(INQUIRY_STATUSES.length);
  });

  it.each(INQUIRY_STATUSES)('%s: white text on its colour reaches AA contrast (4.5:1)', (option) => {
    expect(contrastWithWhite(hexOf(status.colors![option]!))).toBeGreaterThanOrEqual(4.5);
  });
});
