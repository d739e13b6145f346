import 'server-only';
import { revalidatePath } from 'next/cache';

/** Drops Next's cached copies of these public pages, so the next visitor sees the change at once. */
export function invalidatePublicPaths(paths: string[]) {
  for (const path of paths) revalidatePath(path);
}
