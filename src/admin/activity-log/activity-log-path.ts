import { ADMIN_ROOT } from '@/lib/constants';

/** The first segment below /admin of a user's activity log: `/admin/activitylogs/{userId}` (kept for old links). */
const ACTIVITY_LOG_SEGMENT = 'activitylogs';

const USER_ID = /^[1-9]\d{0,15}$/;

/** The module of the accounts a log belongs to (the API's `/users`): its pages are the log's way back. */
export const ACCOUNTS_MODULE_KEY = 'users';

export function activityLogPath(userId: number): string {
  return `${ADMIN_ROOT}/${ACTIVITY_LOG_SEGMENT}/${userId}`;
}

/** The user id of an activity-log path below /admin (`activitylogs/7` → 7), else null. */
export function activityLogUserId(pathBelowAdmin: string): number | null {
  const [segment, id, ...rest] = pathBelowAdmin.split('/');
  if (segment !== ACTIVITY_LOG_SEGMENT || rest.length > 0 || !id || !USER_ID.test(id)) return null;
  return Number(id);
}
