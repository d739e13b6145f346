import 'server-only';
import { OpenAPIHono } from '@hono/zod-openapi';
import { fieldErrors } from '@/kit/schemas';
import type { ServerRegistry } from '@/server/records/hooks';
import { registerModuleRoutes } from '@/server/records/routes';
import { registerSettingsRoutes } from '@/server/records/settings-routes';
import { registerActivityLogRoutes } from '../activity-log/routes';
import { sendEnqueuedMailAfterRequest } from '../mail/after-request';
import { registerMailRoutes } from '../mail/routes';
import { registerMediaRoutes } from '../media/routes';
import { registerRevisionRoutes } from '../revisions/routes';
import { registerTrashRoutes } from '../trash/routes';
import { registerAuthRoutes } from './auth-routes';
import type { ApiApp, ApiEnv, AppDependencies } from './context';
import { errorBody, invalidInput } from './errors';
import { handleError } from './handle-error';
import { registerHealthRoute } from './health';
import { limitBodySize, requestContext, requireJsonBody } from './middleware';
import { registerOpenApiDocument } from './openapi-document';
import { registerPasswordChangeRoute } from './password-change-route';
import { registerPasswordResetRoutes } from './password-reset-routes';
import { registerTwoFactorAdminRoutes } from './two-factor-admin-routes';
import { registerTwoFactorRoutes } from './two-factor-routes';

export type { ApiApp };

/** A router whose validation failures answer 400 with per-field errors, like every other failure. */
function createRouter(): ApiApp {
  return new OpenAPIHono<ApiEnv>({
    defaultHook: (result) => {
      if (!result.success) throw invalidInput(fieldErrors(result.error));
    },
  });
}

/**
 * The whole JSON API, mounted under /api by the Next route handler and driven directly in tests. The
 * app composes it with its registry: every module's collection routes, its own routes and its settings.
 */
export function createApp(deps: AppDependencies, registry: ServerRegistry): ApiApp {
  const app = createRouter().basePath('/api') as ApiApp;
  app.use('*', requestContext(deps, registry));
  app.use('*', sendEnqueuedMailAfterRequest);
  app.use('*', limitBodySize);
  app.use('*', requireJsonBody);

  registerHealthRoute(app);
  registerAuthRoutes(app);
  registerPasswordResetRoutes(app);
  registerPasswordChangeRoute(app);
  registerTwoFactorRoutes(app);
  registerTwoFactorAdminRoutes(app);
  for (const serverModule of registry.serverModules) {
    serverModule.registerRoutes?.(app);
    registerModuleRoutes(app, serverModule);
  }
  for (const settings of registry.settingsPages) registerSettingsRoutes(app, settings);
  registerMailRoutes(app);
  registerMediaRoutes(app);
  registerActivityLogRoutes(app);
  registerTrashRoutes(app, registry.serverModules);
  registerRevisionRoutes(app, registry.serverModules);

  registerOpenApiDocument(app);

  app.notFound((c) => c.json(errorBody('Not found'), 404));
  app.onError(handleError);
  return app;
}
