import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import { localizedFieldNames } from '@/kit/fields';
import { withArticle } from '@/kit/label-words';
import { LOCALES, TRANSLATED_LOCALES } from '@/kit/locales';
import { translationSchema } from '@/kit/schemas';
import type { ApiApp } from '@/server/api/context';
import { authenticate, requireAccess } from '@/server/api/guard';
import { errorResponses, jsonBody, jsonContent } from '@/server/api/openapi-shapes';
import type { ServerModule } from './hooks';
import { idParams } from './id-params';
import { operationIds, recordSchema } from './openapi';
import { saveTranslation } from './save-translation';

/** `?locale=es`: the language a read gives localized fields in. */
export const localeQuery = {
  locale: z.enum(LOCALES).optional().openapi({
    description:
      'The language of the fields marked `x-localized`: each one without a translation falls back to English and is named in `translation.untranslated`. Default: en.',
  }),
};

/** `?needsTranslation=es`: a list of only the records whose translation lags behind their English. */
export const needsTranslationQuery = {
  needsTranslation: z.enum(TRANSLATED_LOCALES).optional().openapi({
    description:
      'Only records whose translation into this language is missing a field or older than their last English change.',
  }),
};

/** The `{locale}` of a translation's address: a language translated from English. */
export const localeParam = z.object({
  locale: z
    .enum(TRANSLATED_LOCALES, { message: `locale must be one of: ${TRANSLATED_LOCALES.join(', ')}` })
    .openapi({ param: { name: 'locale', in: 'path' } }),
});

const translationParams = idParams.extend(localeParam.shape);

/**
 * `PUT` and `PATCH /api/{key}/{id}/translations/{locale}`: a record's translation, written apart
 * from its English because its rules differ (only localized fields, none required, an empty value
 * falls back to English). Modules with no localized field have none.
 */
export function registerTranslationRoutes(app: ApiApp, serverModule: ServerModule) {
  const { module } = serverModule;
  if (localizedFieldNames(module.fields).length === 0) return;
  const names = operationIds(module);
  const one = z.object({ data: recordSchema(module) });
  const aRecord = withArticle(module.label.singular);
  const writes = [
    { method: 'put', mode: 'replace', operationId: names.replaceTranslation, summary: 'Replace the whole' },
    { method: 'patch', mode: 'patch', operationId: names.updateTranslation, summary: 'Change fields of the' },
  ] as const;
  for (const write of writes) {
    app.openapi(
      createRoute({
        method: write.method,
        path: `/${module.key}/{id}/translations/{locale}`,
        operationId: write.operationId,
        tags: [module.label.plural],
        security: [{ bearerAuth: [] }],
        middleware: [authenticate, requireAccess(module.access)],
        summary: `${write.summary} translation of ${aRecord}`,
        description:
          'Only the fields marked `x-localized`; none is required, and null or an empty value removes the translation (the English shows). The English and the other fields stay as they are.',
        request: { params: translationParams, body: jsonBody(translationSchema(module, write.mode)) },
        responses: {
          200: jsonContent('Saved; the record in this language', one),
          ...errorResponses(400, 401, 403, 404),
        },
      }),
      async (c) => {
        const { id, locale } = c.req.valid('param');
        const input = c.req.valid('json');
        const data = await saveTranslation(c, serverModule, { id, locale, input, mode: write.mode });
        return c.json({ data }, 200);
      },
    );
  }
}
