import 'server-only';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { describeDriverError, isDatabaseUnavailable } from '../db/unavailable';
import type { ApiEnv } from './context';
import { ApiError, errorBody } from './errors';

const DATABASE_UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';
const RETRY_AFTER_SECONDS = 5;

/** Every failure becomes `{success: false, message, errors?}`; unexpected ones never leak details. */
export function handleError(error: Error, c: Context<ApiEnv>) {
  if (error instanceof ApiError) {
    return c.json(errorBody(error.message, error.errors), error.status, error.headers);
  }
  if (error instanceof HTTPException && error.status < 500) {
    const message = error.status === 400 ? 'Malformed JSON in request body' : error.message || 'Bad request';
    return c.json(errorBody(message), error.status as ContentfulStatusCode);
  }
  const log = c.get('log');
  if (isDatabaseUnavailable(error)) {
    // Not a bug of this request: the database is down, restarting or overloaded. The client may
    // try again shortly; the pool reconnects by itself once the database answers.
    log?.warn({ component: 'db', ...describeDriverError(error) }, 'database unavailable');
    return c.json(errorBody(DATABASE_UNAVAILABLE), 503, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
  }
  log?.error({ err: error }, 'unhandled error');
  return c.json(errorBody('Something went wrong'), 500);
}
