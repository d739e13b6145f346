import 'server-only';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiEnv } from './context';
import { ApiError, errorBody } from './errors';

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
  log?.error({ err: error }, 'unhandled error');
  return c.json(errorBody('Something went wrong'), 500);
}
