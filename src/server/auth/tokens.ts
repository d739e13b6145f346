import 'server-only';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  errors,
  type JWTPayload,
  type JWTVerifyOptions,
  type JWTVerifyResult,
  jwtVerify,
  SignJWT,
} from 'jose';
import { LRUCache } from 'lru-cache';

/** How long a sign-in lasts (the `exp` claim); TOKEN_LIFETIME_SECONDS shortens it for tests. */
export const DEFAULT_TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;
/** The absolute end of a session after signing in, however often it is renewed (SESSION_MAX_SECONDS). */
export const DEFAULT_SESSION_MAX_SECONDS = 7 * 24 * 60 * 60;

export interface TokenClaims {
  userId: number;
  role: string;
  /** The user's token version when the token was issued: a mismatch means revoked. */
  tokenVersion: number;
  /** When the user signed in (seconds since the epoch): renewals carry it on unchanged. */
  signedInAt: number;
  /** The session the token belongs to, from its sign-in on, renewals included (`sid`). */
  sessionId: string;
}

/** Why a token was refused: the session's absolute end gets its own message. */
export type TokenCheck = { claims: TokenClaims } | { claims: null; sessionLimitReached: boolean };

const nowInSeconds = () => Math.floor(Date.now() / 1000);

/**
 * A token that ends after `lifetimeSeconds`, never later than `sessionMaxSeconds` after the sign-in
 * (`signedInAt`, now for a new sign-in). `auth_time` carries the sign-in on to renewals; `session_exp`
 * tells the back office when no renewal can go further.
 */
export function signAccessToken(
  claims: Omit<TokenClaims, 'signedInAt' | 'sessionId'> & { signedInAt?: number; sessionId?: string },
  secret: Uint8Array,
  lifetimeSeconds: number = DEFAULT_TOKEN_LIFETIME_SECONDS,
  sessionMaxSeconds: number = DEFAULT_SESSION_MAX_SECONDS,
): Promise<string> {
  const now = nowInSeconds();
  const signedInAt = claims.signedInAt ?? now;
  const sessionEnd = signedInAt + sessionMaxSeconds;
  return new SignJWT({
    role: claims.role,
    tv: claims.tokenVersion,
    auth_time: signedInAt,
    session_exp: sessionEnd,
    // A new sign-in is a new session; a renewal carries its session on.
    sid: claims.sessionId ?? randomBytes(12).toString('base64url'),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuedAt(now)
    .setExpirationTime(Math.min(now + lifetimeSeconds, sessionEnd))
    .sign(secret);
}

/**
 * A key tokens are checked with: the current secret, or an earlier one kept after a change of secret
 * (`secret-rotation.ts`), which only vouches for tokens issued before it was retired.
 */
export interface VerificationKey {
  secret: Uint8Array;
  /** When the secret was retired (seconds since the epoch): a token it signed later is refused. */
  retiredAt?: number;
}

/**
 * jose's check with the current secret, then with each earlier one still kept: a signature none of
 * them made is refused as before, and so is one by a retired secret on a token issued after it was
 * retired (a leaked old secret cannot make new tokens).
 */
export async function verifyWithAny(
  token: string,
  secrets: Uint8Array | readonly VerificationKey[],
  options: JWTVerifyOptions,
): Promise<JWTVerifyResult & { key: VerificationKey }> {
  const keys = secrets instanceof Uint8Array ? [{ secret: secrets }] : secrets;
  for (const [index, key] of keys.entries()) {
    try {
      const verified = await jwtVerify(token, key.secret, options);
      const issuedAt = verified.payload.iat;
      if (vouchesFor(key, issuedAt)) return { ...verified, key };
      throw new errors.JWSSignatureVerificationFailed();
    } catch (error) {
      if (!(error instanceof errors.JWSSignatureVerificationFailed) || index === keys.length - 1) throw error;
    }
  }
  throw new errors.JWSSignatureVerificationFailed();
}

/** Whether `key` may vouch for a token issued at `issuedAt`: a retired secret only for earlier ones. */
function vouchesFor(key: VerificationKey, issuedAt: unknown): boolean {
  return key.retiredAt === undefined || (typeof issuedAt === 'number' && issuedAt <= key.retiredAt);
}

const sameSecret = (a: Uint8Array, b: Uint8Array) =>
  a === b || (a.length === b.length && timingSafeEqual(a, b));

/**
 * Access tokens whose signature one of the keys has checked, with that key: a signed-in editor sends
 * the same token with every call, and checking its HMAC through WebCrypto each time cost more than
 * most calls themselves. A token is taken from here only while its key is still among those given
 * and may still vouch for it, and only before it expires; anything else is checked in full.
 */
const checkedTokens = new LRUCache<string, { payload: JWTPayload; secret: Uint8Array }>({ max: 1_000 });

const ACCESS_TOKEN_RULES: JWTVerifyOptions = { algorithms: ['HS256'], requiredClaims: ['exp', 'sub', 'iat'] };

async function verifiedAccessToken(
  token: string,
  secrets: Uint8Array | readonly VerificationKey[],
): Promise<JWTPayload> {
  const keys = secrets instanceof Uint8Array ? [{ secret: secrets }] : secrets;
  const checked = checkedTokens.get(token);
  if (
    checked &&
    typeof checked.payload.exp === 'number' &&
    checked.payload.exp > nowInSeconds() &&
    keys.some((key) => sameSecret(key.secret, checked.secret) && vouchesFor(key, checked.payload.iat))
  ) {
    return checked.payload;
  }
  const { payload, key } = await verifyWithAny(token, keys, ACCESS_TOKEN_RULES);
  checkedTokens.set(token, { payload, secret: key.secret });
  return payload;
}

const isWholeNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);

/**
 * The claims of a valid token, or why not: a missing, malformed, tampered, foreign or expired token
 * is refused, and so is one whose session is older than `sessionMaxSeconds` (then
 * `sessionLimitReached`, also when the token expired exactly at that limit). A token without `exp` is
 * refused too: every token we issue expires, so one that never does is forged or from a leaked
 * secret. A token from before sessions had an absolute end counts from its `iat`.
 */
export async function checkAccessToken(
  token: string,
  secrets: Uint8Array | readonly VerificationKey[],
  sessionMaxSeconds: number = DEFAULT_SESSION_MAX_SECONDS,
): Promise<TokenCheck> {
  const refused = (sessionLimitReached = false): TokenCheck => ({ claims: null, sessionLimitReached });
  const pastLimit = (signedInAt: number) => signedInAt + sessionMaxSeconds <= nowInSeconds();
  try {
    const payload = await verifiedAccessToken(token, secrets);
    const userId = Number(payload.sub);
    const signedInAt = payload.auth_time ?? payload.iat;
    if (
      !Number.isSafeInteger(userId) ||
      typeof payload.tv !== 'number' ||
      typeof payload.role !== 'string' ||
      !isWholeNumber(signedInAt) ||
      // Signed in before it was issued, and issued by now (a minute's clock skew): a renewal never
      // carries a sign-in from the future on, so the session's absolute end holds.
      signedInAt > (payload.iat ?? 0) ||
      (payload.iat ?? 0) > nowInSeconds() + 60
    ) {
      return refused();
    }
    if (pastLimit(signedInAt)) return refused(true);
    // A token from before sessions had an id stands for the session begun at its sign-in time.
    const sessionId = typeof payload.sid === 'string' ? payload.sid : `signed-in-${signedInAt}`;
    return { claims: { userId, role: payload.role, tokenVersion: payload.tv, signedInAt, sessionId } };
  } catch (error) {
    // jose checks the signature before the claims, so an expired token's payload is our own.
    if (error instanceof errors.JWTExpired) {
      const signedInAt = error.payload.auth_time ?? error.payload.iat;
      return refused(isWholeNumber(signedInAt) && pastLimit(signedInAt));
    }
    return refused();
  }
}
