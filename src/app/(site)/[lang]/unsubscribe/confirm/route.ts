import { env } from '@/env';
import type { Locale } from '@/kit/locales';
import { settingsForMail } from '@/modules/settings/server/mail-settings';
import { unsubscribeByToken, unsubscribeSchema } from '@/modules/subscribers/server/public-subscriber';
import type { UnsubscribeOutcome } from '@/modules/subscribers/site/UnsubscribePage';
import { clientIpFrom } from '@/server/api/client-ip';
import { serverDependencies } from '@/server/api/runtime';
import { formDataOf, sameSiteFormPost, seeOther } from '@/server/security/site-form-post';
import { type LanguageRouteContext, routeLocale } from '@/site/i18n/route-language';
import { localePath } from '@/site/locale-path';

export const dynamic = 'force-dynamic';

/** The unsubscribe page in the visitor's language, saying what happened (no token in the address). */
const answer = (locale: Locale, outcome: UnsubscribeOutcome) =>
  seeOther(`${localePath('/unsubscribe', locale)}?status=${outcome}`);

/**
 * `POST /unsubscribe/confirm`: the unsubscribe form without JavaScript (a plain form post).
 * Unsubscribes exactly as `POST /api/subscribers/unsubscribe` does, then answers `303 See Other` to
 * the page with the outcome. Refuses posts from other sites.
 */
export const POST = sameSiteFormPost(async (request: Request, context: LanguageRouteContext) => {
  const locale = await routeLocale(context);
  const form = await formDataOf(request);
  if (!form) return answer(locale, 'invalid');
  const parsed = unsubscribeSchema.safeParse({ token: form.get('token') ?? undefined });
  if (!parsed.success) return answer(locale, 'invalid');
  const deps = serverDependencies(settingsForMail);
  try {
    const done = await unsubscribeByToken(
      deps,
      parsed.data.token,
      clientIpFrom(request.headers, env.TRUST_PROXY),
    );
    return answer(locale, done ? 'done' : 'invalid');
  } catch (error) {
    deps.logger.error({ err: error }, 'unsubscribe failed');
    return answer(locale, 'failed');
  }
});

/** Someone who opens the address itself gets the unsubscribe page, in the language they asked in. */
export async function GET(_request: Request, context: LanguageRouteContext) {
  return seeOther(localePath('/unsubscribe', await routeLocale(context)));
}
