import 'server-only';
import type { Context } from 'hono';
import type { ApiEnv, AppDependencies } from './context';
import { type RateLimits, rateLimitsFor } from './rate-limits';

/**
 * The API's rate limits (the same counters, kept in the database) for code that runs outside an API
 * request: the site's own form handlers. Only `deps` is read from the context.
 */
export function rateLimitsOf(deps: AppDependencies): Promise<RateLimits> {
  const context = { get: (key: string) => (key === 'deps' ? deps : undefined) };
  return rateLimitsFor(context as unknown as Context<ApiEnv>);
}
