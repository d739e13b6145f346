import 'server-only';
import { SignJWT } from 'jose';
import { type VerificationKey, verifyWithAny } from '../auth/tokens';

/** How long a preview link works: long enough to send it to a colleague, short enough to go stale. */
export const PREVIEW_LINK_HOURS = 48;
/** The query parameter that carries a preview token to a public page: `/services/x?preview=...`. */
export const PREVIEW_PARAM = 'preview';
/** Keeps a preview token from ever passing as a sign-in token, and the other way round. */
const PREVIEW_AUDIENCE = 'preview';

/** What a preview link opens: one record of one module, whatever its published state. */
export interface PreviewGrant {
  module: string;
  recordId: number;
}

/** When a link was made and when it stops working, in seconds since the epoch. */
export interface PreviewLinkTimes {
  issuedAt: number;
  expiresAt: number;
}

export const previewLinkTimesFrom = (now: Date): PreviewLinkTimes => {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return { issuedAt, expiresAt: issuedAt + PREVIEW_LINK_HOURS * 60 * 60 };
};

/**
 * The same grant, link (its recorded id) and times always sign to the same token (HS256 is deterministic), so a link
 * still open can be handed out again from its stored row without keeping the token itself.
 */
export function signPreviewToken(
  grant: PreviewGrant & { linkId: number },
  secret: Uint8Array,
  times: PreviewLinkTimes = previewLinkTimesFrom(new Date()),
): Promise<string> {
  return new SignJWT({ mod: grant.module, rid: grant.recordId, lid: grant.linkId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(PREVIEW_AUDIENCE)
    .setIssuedAt(times.issuedAt)
    .setExpirationTime(times.expiresAt)
    .sign(secret);
}

/**
 * The grant of a valid preview token, or null for a missing, malformed, tampered or expired one.
 * Only the signature and the time: whether the link is still open (not revoked) is for
 * `openPreviewGrant` to say.
 */
export async function verifyPreviewToken(
  token: string,
  secrets: Uint8Array | readonly VerificationKey[],
): Promise<PreviewGrant | null> {
  if (token.length === 0 || token.length > 1000) return null;
  try {
    const { payload } = await verifyWithAny(token, secrets, {
      algorithms: ['HS256'],
      audience: PREVIEW_AUDIENCE,
      requiredClaims: ['exp'],
    });
    const recordId = payload.rid;
    if (typeof payload.mod !== 'string' || typeof recordId !== 'number' || !Number.isSafeInteger(recordId)) {
      return null;
    }
    return { module: payload.mod, recordId };
  } catch {
    return null;
  }
}
