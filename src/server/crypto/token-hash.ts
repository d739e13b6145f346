import 'server-only';
import { createHash } from 'node:crypto';

/** The SHA-256 (hex) kept in place of a link's token: a leaked database holds no usable link. */
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
