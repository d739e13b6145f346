import { env } from '@/env';
import { cancelSurvey } from '@/modules/inquiries/server/survey-changes';
import { settingsForMail } from '@/modules/settings/server/mail-settings';
import { clientIpFrom } from '@/server/api/client-ip';
import { ApiError } from '@/server/api/errors';
import { serverDependencies } from '@/server/api/runtime';

export const dynamic = 'force-dynamic';

/**
 * `POST /survey/{token}/cancel`: the private page's "Yes, cancel my survey" (asked once before),
 * then the link itself says the survey is cancelled and offers to book again.
 */
export async function POST(request: Request, { params }: { params: Promise<{ token: string }> }) {
  if (request.headers.get('sec-fetch-site') === 'cross-site') {
    return new Response('Cross-site form posts are not accepted.', { status: 403 });
  }
  const { token } = await params;
  try {
    await cancelSurvey(
      serverDependencies(settingsForMail),
      token,
      clientIpFrom(request.headers, env.TRUST_PROXY),
    );
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  return new Response(null, {
    status: 303,
    headers: { Location: `/survey/${encodeURIComponent(token)}`, 'Cache-Control': 'no-store' },
  });
}
