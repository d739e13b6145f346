/** Crumbs do not wrap: a long record title is cut so the trail fits a phone's width. */
const CRUMB_MAX = 24;

export const crumbLabel = (title: string) =>
  title.length > CRUMB_MAX ? `${title.slice(0, CRUMB_MAX - 1).trimEnd()}…` : title;
