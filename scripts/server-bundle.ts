/**
 * The production server as `npm run build` writes it: `scripts/server.ts` and the modules it imports
 * (`scripts/`, `src/server/handshake/`) in one JavaScript file, the npm packages left outside. `npm
 * start` runs this file, not the TypeScript: Node strips types with a WebAssembly build of SWC, which
 * stays loaded for the life of the process once it has run (measured: 13 MB more resident memory
 * after `npm run bench`'s load). Declared once here for the build (bundle-for-production.ts), the
 * start (start.ts) and the tests that start the server.
 */
export const SERVER_SOURCE = 'scripts/server.ts';

/** Inside the build's own folder, so a new build replaces it and a copied build carries it. */
export const SERVER_BUNDLE = '.next/production-server/server.mjs';

/** The source files the bundle was made of (a JSON list of paths), to tell when it is out of date. */
export const SERVER_BUNDLE_INPUTS = '.next/production-server/inputs.json';
