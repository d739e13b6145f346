import { env } from '@/env';
import { cancelSurvey } from '@/features/survey-booking';
import { settingsForMail } from '@/modules/settings/server/mail-settings';
import { clientIpFrom } from '@/server/api/client-ip';
import { ApiError } from '@/server/api/errors';
import { serverDependencies } from '@/server/api/runtime';
import { sameSiteFormPost, seeOther } from '@/server/security/site-form-post';

export const dynamic = 'force-dynamic';

/**
 * `POST /survey/{token}/cancel`: the private page's "Yes, cancel my survey" (asked once before),
 * then the link itself says the survey is cancelled and offers to book again.
 */
export const POST = sameSiteFormPost(
  async (request: Request, { params }: { params: Promise<{ token: string }> }) => {
    const { token } = await params;
    const here = `/survey/${encodeURIComponent(token)}`;
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
