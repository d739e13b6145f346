/**
 * `/favicon.ico`: browsers ask for it whatever the page's icon link says. It answers with the site's
 * icon (`app/icon.svg`) instead of a 404 page.
 */
export function GET() {
  return new Response(null, {
    status: 308,
    headers: { Location: '/icon.svg', 'Cache-Control': 'public, max-age=86400' },
  });
}
