import 'server-only';
import { signAccessToken } from '../auth/tokens';
import type { UserRecord } from '../auth/users';
import type { AppDependencies } from './context';

/** A fresh access token for the user, as long-lived as the server is configured to issue. */
export async function issueToken(deps: AppDependencies, user: UserRecord): Promise<string> {
  return signAccessToken(
    { userId: user.id, role: user.role, tokenVersion: user.tokenVersion },
    await deps.authSecret(),
    deps.tokenLifetimeSeconds,
  );
}
