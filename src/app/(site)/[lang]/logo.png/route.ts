import { logoPng } from '@/site/seo/logo-image';

/** Drawn at the first request, not at build time; kept in memory after that. */
export const dynamic = 'force-dynamic';

/** `/logo.png`: the business's logo for structured data and the feed. */
export async function GET() {
  const body = await logoPng();
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(body.length),
      'Cache-Control': 'public, max-age=86400',
    },
  });
}
