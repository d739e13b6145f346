import { env } from '@/env';
import { isSameSitePath } from '@/features/inquiries/browser';
import type { Locale } from '@/kit/locales';
import { MAX_EMAIL_LENGTH } from '@/lib/sign-in-rules';
import { cutText } from '@/lib/text-cut';
import { settingsForMail } from '@/modules/settings/server/mail-settings';
import { signUpSchema, subscribePublic } from '@/modules/subscribers/server/public-subscriber';
import { NEWSLETTER_TYPED_COOKIE, type SignUpOutcome } from '@/modules/subscribers/site/newsletter-outcome';
import { clientIpFrom } from '@/server/api/client-ip';
import { ApiError } from '@/server/api/errors';
import { serverDependencies } from '@/server/api/runtime';
import { formDataOf, sameSiteFormPost, seeOther } from '@/server/security/site-form-post';
import { type LanguageRouteContext, routeLocale } from '@/site/i18n/route-language';
import { localePath } from '@/site/locale-path';

export const dynamic = 'force-dynamic';

/**
 * The newsletter page, in the visitor's language, with what happened: a thank-you, or its form
 * again at the reason, with the address as typed (from a one-minute cookie of that page's).
 */
function answer(locale: Locale, outcome: SignUpOutcome, typed = '') {
  const page = localePath('/newsletter', locale);
  if (outcome === 'subscribed') return seeOther(`${page}?status=subscribed`);
  const back = `${page}?status=${outcome}#newsletter-form`;
  if (!typed) return seeOther(back);
  return seeOther(
    back,
    `${NEWSLETTER_TYPED_COOKIE}=${encodeURIComponent(cutText(typed, MAX_EMAIL_LENGTH))}; Path=${page}; Max-Age=60; HttpOnly; SameSite=Lax`,
  );
}

/** The page the form was sent from: the path of a same-site `Referer` (the footer is on every page). */
function sourcePathOf(request: Request): string | undefined {
  const referer = request.headers.get('referer');
  if (!referer) return undefined;
  try {
    const from = new URL(referer);
    if (from.host !== new URL(request.url).host && from.host !== request.headers.get('host'))
      return undefined;
    return isSameSitePath(from.pathname) ? from.pathname.slice(0, 120) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `POST /newsletter/subscribe`: the footer's sign-up form without JavaScript (a plain form post).
 * Signs up exactly as `POST /api/subscribers` does, then answers `303 See Other` to the
 * confirmation page. Refuses posts from other sites.
 */
export const POST = sameSiteFormPost(async (request: Request, context: LanguageRouteContext) => {
  const locale = await routeLocale(context);
  const form = await formDataOf(request);
  if (!form) return answer(locale, 'invalid');
  const typed = String(form.get('email') ?? '').trim();
  const parsed = signUpSchema.safeParse({
    email: form.get('email') ?? undefined,
    source: sourcePathOf(request),
  });
  if (!parsed.success) return answer(locale, 'invalid', typed);
  const deps = serverDependencies(settingsForMail);
  try {
    await subscribePublic(deps, parsed.data, clientIpFrom(request.headers, env.TRUST_PROXY));
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return answer(locale, 'busy', typed);
    deps.logger.error({ err: error }, 'newsletter sign-up failed');
    return answer(locale, 'failed', typed);
  }
  return answer(locale, 'subscribed');
});

/** Someone who opens the address itself gets the sign-up page, in the language they asked in. */
export async function GET(_request: Request, context: LanguageRouteContext) {
  const page = localePath('/newsletter', await routeLocale(context));
  return new Response(null, { status: 303, headers: { Location: page } });
}
