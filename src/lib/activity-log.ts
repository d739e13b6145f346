import { z } from '@/lib/zod';
import type { ListPage } from './paged-lists';

/** The activity log as `GET /api/activity-log` answers it: one shape for the server and the admin. */

/** One line of the activity log as the API returns it. */
export const activityLogEntrySchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  /** `First Last` of the user, null when the entry has no user (e.g. a failed sign-in of an unknown e-mail). */
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
  /** Module key: a registry key (`services`), or `auth`, `media`, ... */
  module: z.string(),
  recordId: z.number().int().nullable(),
  /** The record's title field now, null when it is gone, unknown, or not the reader's to see. */
  recordTitle: z.string().nullable(),
  action: z.string(),
  changedFields: z.array(z.string()),
  /** The version this save replaced (kept in the record's revisions), while it is kept. */
  revisionId: z.number().int().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});

export type ActivityLogEntry = z.infer<typeof activityLogEntrySchema>;
export type ActivityLogPage = ListPage<ActivityLogEntry>;
