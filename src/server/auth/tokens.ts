import 'server-only';
import { jwtVerify, SignJWT } from 'jose';

/** How long a sign-in lasts (the `exp` claim); TOKEN_LIFETIME_SECONDS shortens it for tests. */
export const DEFAULT_TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

export interface TokenClaims {
  userId: number;
  role: string;
  /** The user's token version when the token was issued: a mismatch means revoked. */
  tokenVersion: number;
}

export function signAccessToken(
  claims: TokenClaims,
  secret: Uint8Array,
  lifetimeSeconds: number = DEFAULT_TOKEN_LIFETIME_SECONDS,
): Promise<string> {
  return new SignJWT({ role: claims.role, tv: claims.tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuedAt()
    .setExpirationTime(`${lifetimeSeconds}s`)
    .sign(secret);
}

/**
 * The claims of a valid token, or null for a missing, malformed, tampered, foreign or expired one.
 * A token without `exp` is refused too: every token we issue expires, so one that never does is forged
 * or from a leaked secret, and must not stay valid for ever.
 */
export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub'],
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || typeof payload.tv !== 'number' || typeof payload.role !== 'string') {
      return null;
    }
    return { userId, role: payload.role, tokenVersion: payload.tv };
  } catch {
    return null;
  }
}
