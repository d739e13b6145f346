import 'server-only';
import { signAccessToken, type TokenClaims } from '../auth/tokens';
import type { UserRecord } from '../auth/users';
import type { AppDependencies } from './context';

/**
 * A fresh access token for the user, as long-lived as the server is configured to issue, never
 * past the session's absolute end: `session` carries a renewed session's sign-in time and id on;
 * without it, the token begins a new session.
 */
export async function issueToken(
  deps: AppDependencies,
  user: UserRecord,
  session?: Pick<TokenClaims, 'signedInAt' | 'sessionId'>,
): Promise<string> {
  return signAccessToken(
    { userId: user.id, role: user.role, tokenVersion: user.tokenVersion, ...session },
    await deps.authSecret(),
    deps.tokenLifetimeSeconds,
    deps.sessionMaxSeconds,
  );
}
