import 'server-only';
import { revalidatePath } from 'next/cache';

/** A module's `publicPaths` answer this when a change shows on every page (footer, banners). */
const WHOLE_SITE = '/*';

/** Drops Next's cached copies of these public pages, so the next visitor sees the change at once. */
export function invalidatePublicPaths(paths: string[]) {
  if (paths.includes(WHOLE_SITE)) {
    revalidatePath('/', 'layout');
    return;
  }
  for (const path of paths) revalidatePath(path);
}
