import 'server-only';
import type { Registry } from '@/kit/registry';
import type { MediaUsage as AnsweredMediaUsage } from '@/lib/media-items';
import type { Database } from '@/server/db/engine';

/** One place a media item is shown, as the API answers it and with what only the server needs. */
export interface MediaUsage extends AnsweredMediaUsage {
  /** Public pages that show the item there: refreshed when its alt text changes. */
  publicPaths: string[];
}

/** Engine and executor (the database or a transaction) to look through. */
export type MediaQueryTarget = Pick<Database, 'engine' | 'db'>;

/** Finds the uses of a media item in one part of the data, among the registry's modules and settings. */
export type MediaUsageFinder = (
  target: MediaQueryTarget,
  mediaId: number,
  registry: Registry,
) => Promise<MediaUsage[]>;
