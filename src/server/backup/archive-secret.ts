import 'server-only';
import type { Transaction } from 'kysely';
import { countUnopened, type SealedCounts, totalOf } from '../auth/sealed-values';
import { lastTokenExpiry, type ResealCounts, resealStoredSecrets } from '../auth/secret-rotation';
import { decryptSecret, openWithPassphrase } from '../crypto/secret-box';
import type { Database } from '../db/engine';
import type { DatabaseSchema } from '../db/schema';
import { type Manifest, RestoreRefused, SECRET_LEFT_OUT } from './archive-format';

/**
 * The site's secret in a backup: carried sealed with the operator's passphrase, opened at restore,
 * and the stored secrets sealed again with the restored site's own secret (`secret-rotation.ts`).
 */

/** How a restore dealt with the archive's secret and the stored secrets sealed with it. */
export type SecretOutcome =
  | { kind: 'sealed-again'; counts: ResealCounts }
  | { kind: 'same-secret' }
  /** The stored secrets stay sealed with a secret this site does not have: `unreadable` says which. */
  | { kind: 'left-out'; reason: string; unreadable: SealedCounts }
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

const NO_PASSPHRASE =
  "This archive carries the site's secret, sealed with a passphrase, and none was given " +
  '(--passphrase-file): the stored secrets stay sealed with a secret this site does not have.';

/**
 * In the restore's transaction, once every row is loaded: seals the stored secrets (SMTP password,
 * two-factor keys, waiting reset mail) again with the restored site's secret, and keeps the
 * archive's so its sessions go on until they end. An archive whose secret opens none of its sealed
 * values (a manifest put together from two archives) is refused, so nothing is restored.
 */
export async function adoptStoredSecrets(
  trx: Transaction<DatabaseSchema>,
  engine: Database['engine'],
  manifest: Manifest,
  archiveSecret: Uint8Array | null,
  secrets: SiteSecretOptions | undefined,
): Promise<SecretOutcome> {
  if (!secrets) return { kind: 'not-asked' };
  const { target } = secrets;
  if (!archiveSecret) {
    const reason = manifest.siteSecret ? NO_PASSPHRASE : (manifest.leftOut?.join(' ') ?? SECRET_LEFT_OUT);
    const unreadable = await countUnopened(trx, engine, (value) => decryptSecret(value, target) !== null);
    return { kind: 'left-out', reason, unreadable };
  }
  if (Buffer.from(archiveSecret).equals(Buffer.from(target))) return { kind: 'same-secret' };
  const keepUntil = await lastTokenExpiry(trx, secrets.sessionMaxSeconds);
  const counts = await resealStoredSecrets(trx, engine, archiveSecret, target, keepUntil);
  const unreadable = totalOf(counts.unreadable);
  if (unreadable > 0 && totalOf(counts) === 0)
    throw new RestoreRefused(
      `The archive's secret opens none of the ${unreadable} secret(s) stored in it: the secret in its ` +
        'manifest is not the one its data was sealed with. Nothing was restored.',
    );
  return { kind: 'sealed-again', counts };
}
