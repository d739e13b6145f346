import 'server-only';
import { lastTokenExpiry, type ResealCounts, resealStoredSecrets } from '../auth/secret-rotation';
import { openWithPassphrase } from '../crypto/secret-box';
import type { Database } from '../db/engine';
import { type Manifest, RestoreRefused, SECRET_LEFT_OUT } from './archive-format';

/**
 * The site's secret in a backup: carried sealed with the operator's passphrase, opened at restore,
 * and the stored secrets sealed again with the restored site's own secret (`secret-rotation.ts`).
 */

/** How a restore dealt with the archive's secret and the stored secrets sealed with it. */
export type SecretOutcome =
  | { kind: 'sealed-again'; counts: ResealCounts }
  | { kind: 'same-secret' }
  | { kind: 'left-out'; reason: string }
  | { kind: 'not-asked' };

/** What the restore knows of the secrets: the passphrase given, and the secret of the site restored into. */
export interface SiteSecretOptions {
  /** The passphrase the archive's secret was sealed with (`--passphrase-file`), or null. */
  passphrase: string | null;
  /** The restored site's secret: the stored secrets are sealed again with it. */
  target: Uint8Array;
  /** How long the archive's tokens may be used after a restore (SESSION_MAX_SECONDS). */
  sessionMaxSeconds: number;
}

/** The archive's secret, opened with the passphrase; a wrong passphrase stops the restore before any row. */
export function openArchiveSecret(
  manifest: Manifest,
  secrets: SiteSecretOptions | undefined,
): Uint8Array | null {
  if (!secrets?.passphrase || !manifest.siteSecret) return null;
  const opened = openWithPassphrase(manifest.siteSecret, secrets.passphrase);
  if (opened === null)
    throw new RestoreRefused("The passphrase does not open this archive's secret: nothing was restored.");
  return new TextEncoder().encode(opened);
}

/**
 * Seals the stored secrets (SMTP password, two-factor keys, waiting reset mail) again with the
 * restored site's secret, and keeps the archive's so its sessions go on until they end.
 */
export async function adoptStoredSecrets(
  database: Database,
  manifest: Manifest,
  archiveSecret: Uint8Array | null,
  secrets: SiteSecretOptions | undefined,
): Promise<SecretOutcome> {
  if (!secrets) return { kind: 'not-asked' };
  if (!manifest.siteSecret)
    return { kind: 'left-out', reason: manifest.leftOut?.join(' ') ?? SECRET_LEFT_OUT };
  if (!archiveSecret)
    return {
      kind: 'left-out',
      reason:
        "This archive carries the site's secret, sealed with a passphrase, and none was given " +
        '(--passphrase-file): the stored secrets stay sealed with a secret this site does not have.',
    };
  if (Buffer.from(archiveSecret).equals(Buffer.from(secrets.target))) return { kind: 'same-secret' };
  const counts = await database.db.transaction().execute(async (trx) => {
    const keepUntil = await lastTokenExpiry(trx, secrets.sessionMaxSeconds);
    return resealStoredSecrets(trx, database.engine, archiveSecret, secrets.target, keepUntil);
  });
  return { kind: 'sealed-again', counts };
}
