import { env } from '@/env';
import { rescheduleSurvey, SurveyMovedTooOften } from '@/features/survey-booking';
import { DEFAULT_LOCALE, isLocale } from '@/kit/locales';
import { settingsForMail } from '@/modules/settings/server/mail-settings';
import { clientIpFrom } from '@/server/api/client-ip';
import { ApiError } from '@/server/api/errors';
import { serverDependencies } from '@/server/api/runtime';
import { sameSiteFormPost, seeOther } from '@/server/security/site-form-post';
import { localePath } from '@/site/locale';

export const dynamic = 'force-dynamic';

/**
 * `POST /survey/{token}/reschedule` (`/es/survey/{token}/reschedule`): the private page's form;
 * answers with the page again, in the same language.
 */
export const POST = sameSiteFormPost(
  async (request: Request, { params }: { params: Promise<{ lang?: string; token: string }> }) => {
    const { lang, token } = await params;
    const here = localePath(`/survey/${encodeURIComponent(token)}`, isLocale(lang) ? lang : DEFAULT_LOCALE);
    const form = await request.formData().catch(() => null);
    const startsAt = form?.get('surveyStartsAt');
    if (typeof startsAt !== 'string' || Number.isNaN(new Date(startsAt).getTime())) {
      return seeOther(`${here}?notice=unoffered#reschedule`);
    }
    try {
      await rescheduleSurvey(
        serverDependencies(settingsForMail),
        token,
        new Date(startsAt).toISOString(),
        clientIpFrom(request.headers, env.TRUST_PROXY),
      );
      return seeOther(`${here}?moved=1`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return seeOther(here);
      // The survey’s moves of the day are used up: its page says so, in place of the times, while they are.
      if (error instanceof SurveyMovedTooOften) return seeOther(`${here}#reschedule`);
      if (error instanceof ApiError && error.status === 429)
        return seeOther(`${here}?notice=busy#reschedule`);
      // Taken meanwhile (409), or never a time offered (400: past, closed, off the grid, the same time).
      if (error instanceof ApiError)
        return seeOther(`${here}?notice=${error.status === 409 ? 'taken' : 'unoffered'}#reschedule`);
      throw error;
    }
  },
);
