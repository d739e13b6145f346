import { z } from 'zod';

/**
 * zod, set up once for every bundle. Left to itself, zod probes whether it may compile parsers
 * with `new Function`; the Content-Security-Policy forbids that on every page, so the probe would be
 * reported as a violation in the browser console. Import `z` from here, never from 'zod'.
 */
z.config({ jitless: true });

export { z };
