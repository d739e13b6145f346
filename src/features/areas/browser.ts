/**
 * The areas feature's browser-safe entry: its declarations, vocabularies and back-office parts,
 * which the admin bundle and the site's client code load. Nothing here reaches server code
 * (index.ts has the rest).
 */

export { areaPath, areaPathsOf, CITY_HELP, citySlug, SERVED_CITIES } from './city-slug';
