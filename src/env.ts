import 'server-only';
import { loadEnv } from './server/config/load-env';

/** Every environment variable the server reads, parsed once. See `server/config/env-schema.ts`. */
export const env = loadEnv(process.env);
export type { Env } from './server/config/env-schema';
