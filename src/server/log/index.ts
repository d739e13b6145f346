import 'server-only';
import { env } from '@/env';
import { createLogger } from './logger';

/** The server's logger. */
export const logger = createLogger(env.LOG_LEVEL);
