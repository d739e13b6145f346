import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineColorsTuple,
  type MantineTheme,
} from '@mantine/core';
import { readableOn } from './contrast';

/** The back office's dark blue: sidebar, primary buttons, active links. */
const navy: MantineColorsTuple = [
  '#eaf0fb',
  '#d3ddf1',
  '#a4b8e2',
  '#7291d4',
  '#4970c8',
  '#305cc1',
  '#2151bf',
  '#1442a8',
  '#0c3a97',
  '#002f86',
];

export const adminTheme = createTheme({
  primaryColor: 'navy',
  primaryShade: { light: 8, dark: 6 },
  colors: { navy },
  defaultRadius: 'md',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  components: {
    Paper: { defaultProps: { withBorder: true } },
    // A loader is a status: its aria-label ("Loading settings") is then allowed and read out (on a
    // plain span, axe refuses the label as a prohibited attribute).
    Loader: { defaultProps: { role: 'status' } },
    // Every toast: its close button is named, and its message reads at AA (Mantine's gray 6 on white
    // is 3.3:1), as the dimmed text elsewhere.
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
  },
});

/** The back office's light backgrounds: cards and inputs, the page around them. */
const LIGHT_BACKGROUNDS = ['#ffffff', DEFAULT_THEME.colors.gray[0]];
/** Its dark ones: the page (dark 8), cards (dark 7), inputs (dark 6), a list's unread rows (dark 5). */
const DARK_BACKGROUNDS = [5, 6, 7, 8].map((shade) => DEFAULT_THEME.colors.dark[shade]);

/**
 * Every colour's text on its own tint (light badges and alerts: "Created", "E-mail is not set up
 * yet"), as plain text and in outlines, at WCAG AA in the light scheme: Mantine's shade 9 on shade
 * 1 falls to 2.7-4.3:1 for teal, green, lime, yellow and orange. A colour dark enough already keeps
 * its shade.
 */
function readableLightVariants(theme: MantineTheme): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(theme.colors)) {
    variables[`--mantine-color-${name}-light-color`] = readableOn(shades[9], [
      shades[1],
      shades[2],
      ...LIGHT_BACKGROUNDS,
    ]);
    variables[`--mantine-color-${name}-text`] = readableOn(shades[8], LIGHT_BACKGROUNDS);
    variables[`--mantine-color-${name}-outline`] = readableOn(shades[8], LIGHT_BACKGROUNDS);
  }
  return variables;
}

/**
 * Secondary text, links, errors (a required field's asterisk among them) and every colour's light
 * variant at WCAG AA contrast in both schemes.
 */
export const adminCssVariables: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636b',
    '--mantine-color-error': readableOn(theme.colors.red[8], LIGHT_BACKGROUNDS),
    ...readableLightVariants(theme),
  },
  dark: {
    '--mantine-color-dimmed': readableOn(theme.colors.dark[2], DARK_BACKGROUNDS, 'white'),
    '--mantine-color-error': readableOn(theme.colors.red[5], DARK_BACKGROUNDS, 'white'),
    '--mantine-color-anchor': readableOn(theme.colors.navy[4], DARK_BACKGROUNDS, 'white'),
  },
});
