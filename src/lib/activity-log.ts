/** The activity log as `GET /api/activity-log` answers it: one shape for the server and the admin. */

/** One line of the activity log as the API returns it. */
export interface ActivityLogEntry {
  id: number;
  userId: number | null;
  /** `First Last` of the user, null when the entry has no user (e.g. a failed sign-in of an unknown e-mail). */
  userName: string | null;
  userEmail: string | null;
  /** Module key: a registry key (`services`), or `auth`, `media`, ... */
  module: string;
  recordId: number | null;
  /** The record's title field now, null when it is gone, unknown, or not the reader's to see. */
  recordTitle: string | null;
  action: string;
  changedFields: string[];
  ip: string | null;
  createdAt: string;
}

export interface ActivityLogPage {
  data: ActivityLogEntry[];
  total: number;
  page: number;
  pageSize: number;
}
