import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { OpenPreviewLink } from '@/lib/preview-links';
import { previousSecrets } from '../auth/secret-rotation';
import type { UserRecord } from '../auth/users';
import { hashToken } from '../crypto/token-hash';
import type { Database } from '../db/engine';
import type { DatabaseSchema } from '../db/schema';
import { decodeTimestamp, engineValues } from '../db/values';
import {
  PREVIEW_LINK_HOURS,
  type PreviewGrant,
  previewLinkTimesFrom,
  signPreviewToken,
  verifyPreviewToken,
} from './preview-token';

/**
 * Preview links are recorded (a hash of the token, the issuer and the issuer's token version) so that
 * staff can list and revoke them. A link works while its row is there, unexpired, and its issuer is
 * active with the same token version: deactivating the issuer or changing their password ends their
 * links as it ends their sessions; deleting the issuer deletes the rows; moving the record to the
 * trash deletes its rows, so a restored record starts with no open link.
 */

/** A link with at least this much of its life left is handed out again rather than a new one made. */
const REUSE_WHILE_SECONDS_LEFT = (PREVIEW_LINK_HOURS * 60 * 60) / 2;

type Db = Kysely<DatabaseSchema>;

/** The links of a record that still work at `now`, with their issuers. */
function openLinks(database: Database, db: Db, now: Date) {
  return db
    .selectFrom('preview_links')
    .innerJoin('users', 'users.id', 'preview_links.issuedBy')
    .where('preview_links.expiresAt', '>', now.toISOString())
    .where('users.active', '=', engineValues(database.engine).encodeBoolean(true))
    .whereRef('users.tokenVersion', '=', 'preview_links.issuerTokenVersion');
}

export interface PreviewLinkRequest extends PreviewGrant {
  issuer: UserRecord;
}

/**
 * A working token for the record: the issuer's open link of it when that has half its life or more
 * left (opening a record's page again should not pile up links), otherwise a new one. `created` says
 * whether a row was written.
 */
export async function issuePreviewLink(
  database: Database,
  db: Db,
  { module, recordId, issuer }: PreviewLinkRequest,
  secret: Uint8Array,
  now: Date = new Date(),
): Promise<{ id: number; token: string; expiresAt: string; created: boolean }> {
  const reusable = await openLinks(database, db, now)
    .select([
      'preview_links.id',
      'preview_links.tokenHash',
      'preview_links.createdAt',
      'preview_links.expiresAt',
    ])
    .where('preview_links.module', '=', module)
    .where('preview_links.recordId', '=', recordId)
    .where('preview_links.issuedBy', '=', issuer.id)
    .where(
      'preview_links.expiresAt',
      '>',
      new Date(now.getTime() + REUSE_WHILE_SECONDS_LEFT * 1000).toISOString(),
    )
    .orderBy('preview_links.expiresAt', 'desc')
    .executeTakeFirst();
  if (reusable) {
    const expiresAt = decodeTimestamp(reusable.expiresAt) as string;
    const times = {
      issuedAt: Math.floor(new Date(decodeTimestamp(reusable.createdAt) as string).getTime() / 1000),
      expiresAt: Math.floor(new Date(expiresAt).getTime() / 1000),
    };
    const token = await signPreviewToken({ module, recordId, linkId: reusable.id }, secret, times);
    // A different secret since then signs differently: that row's link is dead, make a new one.
    if (hashToken(token) === reusable.tokenHash) return { id: reusable.id, token, expiresAt, created: false };
  }

  await db.deleteFrom('preview_links').where('expiresAt', '<=', now.toISOString()).execute();
  const times = previewLinkTimesFrom(now);
  const expiresAt = new Date(times.expiresAt * 1000).toISOString();
  // The token names its row, so no two links share a token, even made in the same second; the
  // row's hash is set once the token exists (in the same transaction).
  const { id } = await db
    .insertInto('preview_links')
    .values({
      module,
      recordId,
      issuedBy: issuer.id,
      issuerTokenVersion: issuer.tokenVersion,
      tokenHash: `pending:${randomUUID()}`,
      expiresAt,
      createdAt: new Date(times.issuedAt * 1000).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await signPreviewToken({ module, recordId, linkId: id }, secret, times);
  await db
    .updateTable('preview_links')
    .set({ tokenHash: hashToken(token) })
    .where('id', '=', id)
    .execute();
  return { id, token, expiresAt, created: true };
}

/** The grant of a preview token whose link is still open, or null. */
export async function openPreviewGrant(
  database: Database,
  token: string,
  secret: Uint8Array,
  now: Date = new Date(),
): Promise<PreviewGrant | null> {
  const grant = await verifyPreviewToken(token, [{ secret }, ...(await previousSecrets(database, secret))]);
  if (!grant) return null;
  const link = await openLinks(database, database.db, now)
    .select('preview_links.id')
    .where('preview_links.tokenHash', '=', hashToken(token))
    .where('preview_links.module', '=', grant.module)
    .where('preview_links.recordId', '=', grant.recordId)
    .executeTakeFirst();
  return link ? grant : null;
}

/** The record's open links, newest first. */
export async function listOpenPreviewLinks(
  database: Database,
  grant: PreviewGrant,
  now: Date = new Date(),
): Promise<OpenPreviewLink[]> {
  const rows = await openLinks(database, database.db, now)
    .select([
      'preview_links.id',
      'preview_links.createdAt',
      'preview_links.expiresAt',
      'users.id as issuerId',
      'users.firstName',
      'users.lastName',
    ])
    .where('preview_links.module', '=', grant.module)
    .where('preview_links.recordId', '=', grant.recordId)
    .orderBy('preview_links.createdAt', 'desc')
    .orderBy('preview_links.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    issuedBy: { id: row.issuerId, name: `${row.firstName} ${row.lastName}`.trim() },
    createdAt: decodeTimestamp(row.createdAt) as string,
    expiresAt: decodeTimestamp(row.expiresAt) as string,
  }));
}

/** Deletes the record's links (or the one `linkId`); answers how many there were. */
export async function revokePreviewLinks(db: Db, grant: PreviewGrant, linkId?: number): Promise<number> {
  let query = db
    .deleteFrom('preview_links')
    .where('module', '=', grant.module)
    .where('recordId', '=', grant.recordId);
  if (linkId !== undefined) query = query.where('id', '=', linkId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
