/**
 * Loads an archive made by `npm run backup` into an empty database and upload storage, of either
 * engine: `npm run restore -- backup-....tar.gz [--passphrase-file file]`. The target is what the
 * environment selects (DATABASE_URL, else DATA_DIR; S3_* for uploads); one that holds anything is
 * refused. With the backup's passphrase, the stored secrets are sealed again with this site's secret
 * and the archive's sessions go on.
 */
import { accessSync, constants, createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/env';
import { registry } from '@/registry';
import { recordActivity } from '@/server/activity-log/record';
import { type SealedCounts, totalOf } from '@/server/auth/sealed-values';
import { loadAuthSecret } from '@/server/auth/secret';
import { describeCounts } from '@/server/backup/archive-format';
import type { SecretOutcome } from '@/server/backup/archive-secret';
import { readPassphraseFile } from '@/server/backup/passphrase-file';
import { restoreBackup } from '@/server/backup/read-archive';
import { configuredDatabaseLocation, SQLITE_FILE_NAME } from '@/server/db';
import { openDatabase } from '@/server/db/engine';
import { serverMediaStorage } from '@/server/media/server-storage';
import { commandFlags, failCommand, UsageError } from './command-flags.ts';

const USAGE = 'Usage: npm run restore -- <archive.tar.gz> [--passphrase-file <file>]';
const { positionals, values: flags } = commandFlags(
  { allowPositionals: true, options: { 'passphrase-file': { type: 'string' } } },
  USAGE,
);

// npm runs scripts from the project folder; file names are meant from where the command was typed.
const callerDirectory = process.env.INIT_CWD ?? process.cwd();

/** What stays sealed with a secret this site does not have, and what to do about each. */
function describeUnreadable(
  { settings, twoFactorKeys, waitingMail }: SealedCounts,
  heading: string,
): string[] {
  if (settings + twoFactorKeys + waitingMail === 0) return [];
  return [
    heading,
    ...(settings
      ? [`- ${settings} stored setting secret(s), such as the SMTP password: enter them again in Settings.`]
      : []),
    ...(twoFactorKeys
      ? [
          `- ${twoFactorKeys} two-factor key(s): those accounts cannot pass the code step. An administrator ` +
            'resets them in Sign-in security (or: npm run create-admin -- --reset-two-factor --email <e-mail>).',
        ]
      : []),
    ...(waitingMail ? [`- ${waitingMail} waiting e-mail(s) with a reset link: they are not sent.`] : []),
  ];
}

function describeSecret(outcome: SecretOutcome): string[] {
  switch (outcome.kind) {
    case 'sealed-again': {
      const { settings, twoFactorKeys, waitingMail, unreadable } = outcome.counts;
      return [
        `The archive's secret opened with the passphrase. Sealed again with this site's secret: ${settings} ` +
          `stored setting secret(s), ${twoFactorKeys} two-factor key(s), ${waitingMail} waiting e-mail(s); ` +
          'sessions signed in on the old site go on until they end.',
        // Values the archive's own secret does not open (rows taken from another site's archive, or
        // lost to an earlier change of secret): said here, not found out later.
        ...describeUnreadable(
          unreadable,
          "Opened with neither the archive's secret nor this site's, so unreadable:",
        ),
      ];
    }
    case 'same-secret':
      return ["The archive's secret is this site's own: stored secrets and sessions work as they were."];
    case 'left-out':
      return [
        outcome.reason,
        ...(totalOf(outcome.unreadable) === 0
          ? ['No stored secret is lost.']
          : describeUnreadable(
              outcome.unreadable,
              'Unreadable on this site until restored again with the passphrase:',
            )),
      ];
    case 'not-asked':
      return [];
  }
}

/** The archive, checked before anything is opened: a wrong name leaves no empty database behind. */
function archivePath(file: string): string {
  const resolved = path.resolve(callerDirectory, file);
  const stats = statSync(resolved, { throwIfNoEntry: false });
  if (!stats) throw new Error(`No such file: ${resolved}`);
  if (!stats.isFile()) throw new Error(`Not a file: ${resolved}`);
  // Unreadable (another user's): said in words by failCommand, before anything is made.
  accessSync(resolved, constants.R_OK);
  return resolved;
}

async function main() {
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new UsageError(USAGE);
  const archive = archivePath(file);
  const passphraseFile = flags['passphrase-file'];
  const passphrase = passphraseFile
    ? readPassphraseFile(path.resolve(callerDirectory, passphraseFile))
    : null;
  const undoFolder = undoNewFilesOnFailure(env.DATABASE_URL ? null : env.DATA_DIR);
  const database = openDatabase(configuredDatabaseLocation());
  let restoredWhole = false;
  try {
    const target = await loadAuthSecret(env.AUTH_SECRET, env.DATA_DIR);
    // Opened once nothing else is awaited: its errors reach the restore's own handler.
    const restored = await restoreBackup(
      database,
      serverMediaStorage(),
      createReadStream(archive),
      registry,
      {
        passphrase,
        target,
        sessionMaxSeconds: env.SESSION_MAX_SECONDS,
      },
    );
    await recordActivity(database, {
      userId: null,
      module: 'backup',
      recordId: null,
      action: 'backup-restored',
      // The log keeps its fields comma-separated: a comma in the file's name would split it.
      changedFields: [path.basename(archive).replaceAll(',', ' '), secretLogLine(restored.secret)],
    });
    console.log(`Restored ${file} into ${database.engine}\n${describeCounts(restored)}`);
    console.log(describeSecret(restored.secret).join('\n'));
    restoredWhole = true;
  } finally {
    await database.close();
    if (!restoredWhole) await undoFolder();
  }
}

/**
 * What to remove when the restore fails: what it made in DATA_DIR (the folder itself, an empty
 * database, a secret, an uploads folder), so that a failed restore leaves nothing that looks like a
 * site. The target held nothing before (the restore refuses one that does), so nothing of the
 * operator's is lost.
 */
function undoNewFilesOnFailure(dataDir: string | null): () => Promise<void> {
  if (dataDir === null) return async () => {};
  const folder = path.resolve(dataDir);
  const before = existsSync(folder) ? new Set(readdirSync(folder)) : null;
  // A database that was there is a site's (the restore was refused): its journal files, which a
  // server started meanwhile may hold, are never touched.
  const keep = (entry: string) =>
    before?.has(entry) || (before?.has(SQLITE_FILE_NAME) && entry.startsWith(`${SQLITE_FILE_NAME}-`));
  return async () => {
    if (before === null) await rm(folder, { recursive: true, force: true });
    else
      for (const entry of readdirSync(folder))
        if (!keep(entry)) await rm(path.join(folder, entry), { recursive: true, force: true });
  };
}

/** The activity log's word on the stored secrets. */
function secretLogLine(outcome: SecretOutcome): string {
  if (outcome.kind === 'sealed-again') return 'stored secrets sealed again with this site’s secret';
  if (outcome.kind === 'left-out') return 'stored secrets left unreadable on this site';
  return 'stored secrets kept as they were';
}

main().catch(failCommand);
