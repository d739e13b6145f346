import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

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
  },
});

/** Secondary text dark enough for WCAG AA contrast on white and light gray. */
export const adminCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636b' },
  dark: {},
});
