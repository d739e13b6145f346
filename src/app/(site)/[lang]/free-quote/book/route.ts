import { env } from '@/env';
import { estimateQueryOf } from '@/features/estimates/browser';
import {
  type BookingNotice,
  bookingStepHref,
  clearedDraftCookie,
  draftCookie,
  draftOf,
  estimateOf,
  submitBookingForm,
} from '@/features/survey-booking/public-site';
import { wallClockOf } from '@/features/survey-schedule/browser';
import { settingsForMail } from '@/modules/settings/server/mail-settings';
import { clientIpFrom } from '@/server/api/client-ip';
import { serverDependencies } from '@/server/api/runtime';
import { formDataOf, sameSiteFormPost, seeOther } from '@/server/security/site-form-post';
import { type LanguageRouteContext, routeLocale } from '@/site/i18n/route-language';
import { localePath } from '@/site/locale';

export const dynamic = 'force-dynamic';

/** Cookies over HTTPS only when the site is served over it. */
const secureCookies = () => env.PUBLIC_URL.startsWith('https:');

/** The LA day of a posted slot, to show that day's times again. */
const dayOf = (slot: string | null) => {
  const instant = slot ? new Date(slot) : null;
  return instant && !Number.isNaN(instant.getTime()) ? wallClockOf(instant).date : null;
};

/**
 * `POST /free-quote/book` (`/es/free-quote/book`): the booking step's form, with or without a
 * script. Books exactly as `POST /api/survey-bookings` does, then answers `303 See Other`: the
 * private confirmation page, or the step again with the problem named (a taken slot: the times
 * still free), in the language of the page the form was on.
 */
export const POST = sameSiteFormPost(async (request: Request, context: LanguageRouteContext) => {
  const locale = await routeLocale(context);
  const form = await formDataOf(request);
  if (!form) return seeOther(bookingStepHref({ locale }));
  const posted = form.get('surveyStartsAt');
  const slot = typeof posted === 'string' ? posted : null;
  const estimate = estimateOf(form);
  const keep = estimate ? estimateQueryOf(estimate) : undefined;
  // Back to the step with the problem named, and what was typed kept for it (the step fills it in).
  const back = (step: { problems?: string[]; notice?: BookingNotice; keepSlot?: boolean }) =>
    seeOther(
      bookingStepHref({ day: dayOf(slot), slot: step.keepSlot ? slot : null, keep, locale, ...step }),
      draftCookie(draftOf(form), secureCookies(), locale),
    );
  const deps = serverDependencies(settingsForMail);
  // The form carries the page's language too (`locale`): the booking's schema does not take it yet.
  const outcome = await submitBookingForm(deps, form, clientIpFrom(request.headers, env.TRUST_PROXY));
  if ('booked' in outcome) {
    return seeOther(
      `${localePath(outcome.booked.managePath, locale)}?booked=1`,
      clearedDraftCookie(secureCookies(), locale),
    );
  }
  return back(outcome);
});

/** Someone who opens the address itself gets the booking step, in the address's language. */
export async function GET(_request: Request, context: LanguageRouteContext) {
  return seeOther(bookingStepHref({ locale: await routeLocale(context) }));
}
