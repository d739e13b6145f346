import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@/admin/providers/contrast';
import { adminCssVariables, adminTheme } from '@/admin/providers/theme';
import { INQUIRY_STATUSES } from '@/features/inquiries/module';
import type { EnumField } from '@/kit/fields';
import { modules } from '@/registry';

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

describe('the back office theme', () => {
  const theme = mergeMantineTheme(DEFAULT_THEME, adminTheme);
  const { light, dark } = adminCssVariables(theme);
  const white = '#ffffff';
  const pageGray = DEFAULT_THEME.colors.gray[0];

  it.each(Object.keys(theme.colors))(
    '%s: text on its light tint (badges, alerts), as text and in outlines, reaches AA on light backgrounds',
    (name) => {
      const shades = theme.colors[name];
      const lightColor = light[`--mantine-color-${name}-light-color`];
      // A light badge or alert: "Created" (teal), "E-mail is not set up yet" (orange).
      expect(contrastRatio(lightColor, shades[1])).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(lightColor, shades[2])).toBeGreaterThanOrEqual(4.5);
      for (const variable of ['text', 'outline']) {
        const color = light[`--mantine-color-${name}-${variable}`];
        for (const background of [white, pageGray]) {
          expect(contrastRatio(color, background), `${variable} on ${background}`).toBeGreaterThanOrEqual(
            4.5,
          );
        }
      }
    },
  );

  it('keeps a colour already dark enough as it is', () => {
    expect(light['--mantine-color-navy-light-color']).toBe(theme.colors.navy[9]);
    expect(light['--mantine-color-gray-light-color']).toBe(theme.colors.gray[9]);
  });

  it('writes errors (a required field’s asterisk), links and secondary text at AA in both schemes', () => {
    for (const background of [white, pageGray]) {
      expect(contrastRatio(light['--mantine-color-error'], background)).toBeGreaterThanOrEqual(4.5);
    }
    for (const shade of [5, 6, 7, 8]) {
      const background = DEFAULT_THEME.colors.dark[shade];
      for (const variable of ['error', 'anchor', 'dimmed']) {
        expect(
          contrastRatio(dark[`--mantine-color-${variable}`], background),
          variable,
        ).toBeGreaterThanOrEqual(4.5);
      }
    }
    // Mantine's own: 3.28:1 (red 6 on white), the sign-in asterisk the check found.
    expect(contrastRatio(DEFAULT_THEME.colors.red[6], white)).toBeLessThan(4.5);
  });
});

describe('every coloured option of every module', () => {
  const coloured = modules.flatMap((module) =>
    Object.entries(module.fields).flatMap(([name, field]) =>
      field.kind === 'enum' && field.colors
        ? Object.entries(field.colors).map(([option, color]) => [`${module.key}.${name}: ${option}`, color!])
        : [],
    ),
  );

  it.each(coloured)('%s: white text on its colour (%s) reaches AA contrast (4.5:1)', (_, color) => {
    expect(contrastWithWhite(hexOf(color))).toBeGreaterThanOrEqual(4.5);
  });
});
