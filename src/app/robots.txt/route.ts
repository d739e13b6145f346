import { robotsTxt } from '@/lib/sitemap';
import { siteOrigin } from '@/site/site-url';

/** Read when asked, never at build time: PUBLIC_URL is the running server's. */
export const dynamic = 'force-dynamic';

/** `/robots.txt`: allow all but the back office, sign-in and API; name the sitemap. */
export function GET() {
  return new Response(robotsTxt(siteOrigin), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  });
}
