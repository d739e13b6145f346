import { ADMIN_ROOT } from '@/lib/constants';

/** The first segment below /admin of a user's activity log: `/admin/activitylogs/{userId}` (kept for old links). */
const ACTIVITY_LOG_SEGMENT = 'activitylogs';

const USER_ID = /^[1-9]\d{0,15}$/;

/** The module of the accounts a log belongs to (the API's `/users`): its pages are the log's way back. */
export const ACCOUNTS_MODULE_KEY = 'users';

/** One user's log, or (no user) the whole site's: `/admin/activitylogs`, administrators only. */
export function activityLogPath(userId: number | null = null): string {
  return userId === null
    ? `${ADMIN_ROOT}/${ACTIVITY_LOG_SEGMENT}`
    : `${ADMIN_ROOT}/${ACTIVITY_LOG_SEGMENT}/${userId}`;
}

/**
 * The log an activity-log path below /admin shows: `activitylogs/7` → user 7, `activitylogs` → the
 * whole site's (null); undefined for any other path.
 */
export function activityLogUserId(pathBelowAdmin: string): number | null | undefined {
  const [segment, id, ...rest] = pathBelowAdmin.split('/');
  if (segment !== ACTIVITY_LOG_SEGMENT || rest.length > 0) return undefined;
  if (id === undefined) return null;
  return USER_ID.test(id) ? Number(id) : undefined;
}
