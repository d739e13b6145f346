import { env } from '@/env';
import { cancelSurvey } from '@/features/survey-booking';
import { DEFAULT_LOCALE, isLocale } from '@/kit/locales';
import { settingsForMail } from '@/modules/settings/server/mail-settings';
import { clientIpFrom } from '@/server/api/client-ip';
import { ApiError } from '@/server/api/errors';
import { serverDependencies } from '@/server/api/runtime';
import { sameSiteFormPost, seeOther } from '@/server/security/site-form-post';
import { localePath } from '@/site/locale';

export const dynamic = 'force-dynamic';

/**
 * `POST /survey/{token}/cancel` (`/es/survey/{token}/cancel`): the private page's "Yes, cancel my
 * survey" (asked once before), then the link itself, in the same language, says the survey is
 * cancelled and offers to book again.
 */
export const POST = sameSiteFormPost(
  async (request: Request, { params }: { params: Promise<{ lang?: string; token: string }> }) => {
    const { lang, token } = await params;
    const here = localePath(`/survey/${encodeURIComponent(token)}`, isLocale(lang) ? lang : DEFAULT_LOCALE);
    try {
      await cancelSurvey(
        serverDependencies(settingsForMail),
        token,
        clientIpFrom(request.headers, env.TRUST_PROXY),
      );
    } catch (error) {
      // Too many changes from this connection: the page again, saying so; nothing was cancelled.
      if (error instanceof ApiError && error.status === 429)
        return seeOther(`${here}?cancel=1&notice=busy#cancel`);
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
    return seeOther(here);
  },
);
