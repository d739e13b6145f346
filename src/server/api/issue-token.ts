import 'server-only';
import { signAccessToken } from '../auth/tokens';
import type { UserRecord } from '../auth/users';
import type { AppDependencies } from './context';

/**
 * A fresh access token for the user, as long-lived as the server is configured to issue, never
 * past the session's absolute end: `signedInAt` carries a renewed session's sign-in time on.
 */
export async function issueToken(
  deps: AppDependencies,
  user: UserRecord,
  signedInAt?: number,
): Promise<string> {
  return signAccessToken(
    { userId: user.id, role: user.role, tokenVersion: user.tokenVersion, signedInAt },
    await deps.authSecret(),
    deps.tokenLifetimeSeconds,
    deps.sessionMaxSeconds,
  );
}
