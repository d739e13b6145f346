import { z } from 'zod';

/**
 * zod, set up once for every bundle. Left to itself, zod probes whether it may compile parsers
 * with `new Function`; the Content-Security-Policy forbids that on every page, so the probe would be
 * reported as a violation in the browser console. Import `z` from here, never from 'zod'. The
 * call below is this file's reason to exist, so package.json lists it under `sideEffects`: the
 * bundler takes the rest of the project as free of side effects and would otherwise import `z`
 * straight from 'zod' and skip it.
 */
z.config({ jitless: true });

export { z };
