import 'server-only';
import { refuseCrossSitePost } from './cross-site-post';

/**
 * The POST handler of one of the site's own forms (a plain form post that works without a script):
 * a post from another site is refused with 403 before `handle` runs.
 */
export function sameSiteFormPost<Context extends unknown[]>(
  handle: (request: Request, ...context: Context) => Promise<Response>,
): (request: Request, ...context: Context) => Promise<Response> {
  return async (request, ...context) => refuseCrossSitePost(request) ?? handle(request, ...context);
}

/** `303 See Other` to where a form post leads, never stored by a cache, setting these cookies. */
export function seeOther(location: string, ...cookies: string[]): Response {
  const headers = new Headers({ Location: location, 'Cache-Control': 'no-store' });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
}

/** The fields of a form post; null for a body that is not a form (the route answers as for bad input). */
export async function formDataOf(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}
