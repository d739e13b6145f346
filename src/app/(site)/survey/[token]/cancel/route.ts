import { env } from '@/env';
import { cancelSurvey } from '@/modules/inquiries/server/survey-changes';
import { settingsForMail } from '@/modules/settings/server/mail-settings';
import { clientIpFrom } from '@/server/api/client-ip';
import { ApiError } from '@/server/api/errors';
import { serverDependencies } from '@/server/api/runtime';
import { refuseCrossSitePost } from '@/server/security/cross-site-post';

export const dynamic = 'force-dynamic';

/**
 * `POST /survey/{token}/cancel`: the private page's "Yes, cancel my survey" (asked once before),
 * then the link itself says the survey is cancelled and offers to book again.
 */
export async function POST(request: Request, { params }: { params: Promise<{ token: string }> }) {
  const crossSite = refuseCrossSitePost(request);
  if (crossSite) return crossSite;
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
