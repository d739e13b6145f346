import 'server-only';
import { hkdfSync } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/**
 * The proof that a sign-in passed its password and waits for its second step: a signed token that
 * `/auth/verify` takes with the code. It is signed with its own key (derived from the site's secret),
 * so it can never be used as an access token, nor an access token as a challenge.
 */

/** How long the code step waits after the password. */
export const CHALLENGE_MINUTES = 10;

/** What the second step is: a code of the account's app, or setting one up (required by an administrator). */
export type SecondStepKind = 'code' | 'enrol';

export interface SignInChallenge {
  userId: number;
  tokenVersion: number;
  step: SecondStepKind;
}

/** A challenge as read back: with when it was issued (ISO time, to the millisecond). */
export interface IssuedChallenge extends SignInChallenge {
  issuedAt: string;
}

const PURPOSE = 'second-sign-in-step';

const challengeKey = (appSecret: Uint8Array) =>
  new Uint8Array(hkdfSync('sha256', appSecret, Buffer.alloc(0), PURPOSE, 32));

export function signChallenge(challenge: SignInChallenge, appSecret: Uint8Array): Promise<string> {
  return new SignJWT({
    tv: challenge.tokenVersion,
    step: challenge.step,
    purpose: PURPOSE,
    issued: new Date().toISOString(),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(challenge.userId))
    .setIssuedAt()
    .setExpirationTime(`${CHALLENGE_MINUTES}m`)
    .sign(challengeKey(appSecret));
}

/** The challenge a token carries, or null when it is not one of ours, was tampered with or expired. */
export async function readChallenge(token: string, appSecret: Uint8Array): Promise<IssuedChallenge | null> {
  try {
    const { payload } = await jwtVerify(token, challengeKey(appSecret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub'],
    });
    const userId = Number(payload.sub);
    if (
      payload.purpose !== PURPOSE ||
      !Number.isSafeInteger(userId) ||
      typeof payload.tv !== 'number' ||
      (payload.step !== 'code' && payload.step !== 'enrol') ||
      typeof payload.issued !== 'string' ||
      Number.isNaN(Date.parse(payload.issued))
    )
      return null;
    return { userId, tokenVersion: payload.tv, step: payload.step, issuedAt: payload.issued };
  } catch {
    return null;
  }
}
