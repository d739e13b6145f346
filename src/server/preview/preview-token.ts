import 'server-only';
import { jwtVerify, SignJWT } from 'jose';

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

export function signPreviewToken(grant: PreviewGrant, secret: Uint8Array): Promise<string> {
  return new SignJWT({ mod: grant.module, rid: grant.recordId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(PREVIEW_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${PREVIEW_LINK_HOURS}h`)
    .sign(secret);
}

/** The grant of a valid preview token, or null for a missing, malformed, tampered or expired one. */
export async function verifyPreviewToken(token: string, secret: Uint8Array): Promise<PreviewGrant | null> {
  if (token.length === 0 || token.length > 1000) return null;
  try {
    const { payload } = await jwtVerify(token, secret, {
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
