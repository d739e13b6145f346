import 'server-only';
import { createMiddleware } from 'hono/factory';
import type { ApiEnv } from '../api/context';
import { trackEnqueuedMail } from './request-mail';
import { startMailWorker } from './worker';

/**
 * Once a request that put mail in the outbox has been handled (its transaction committed), the
 * app's mail worker is woken to send it. The answer does not wait for the SMTP server.
 */
export const sendEnqueuedMailAfterRequest = createMiddleware<ApiEnv>(async (c, next) => {
  if (await trackEnqueuedMail(next)) startMailWorker(c.get('deps'));
});
