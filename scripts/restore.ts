/**
 * Loads an archive made by `npm run backup` into an empty database and upload storage, of either
 * engine: `npm run restore -- backup-....tar.gz [--passphrase-file file]`. The target is what the
 * environment selects (DATABASE_URL, else DATA_DIR; S3_* for uploads); one that holds anything is
 * refused. With the backup's passphrase, the stored secrets are sealed again with this site's secret
 * and the archive's sessions go on.
 */
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { env } from '@/env';
import { registry } from '@/registry';
import { loadAuthSecret } from '@/server/auth/secret';
import { describeCounts } from '@/server/backup/archive-format';
import type { SecretOutcome } from '@/server/backup/archive-secret';
import { readPassphraseFile } from '@/server/backup/passphrase-file';
import { restoreBackup } from '@/server/backup/read-archive';
import { configuredDatabaseLocation } from '@/server/db';
import { openDatabase } from '@/server/db/engine';
import { serverMediaStorage } from '@/server/media/server-storage';
import { commandFlags } from './command-flags.ts';

const USAGE = 'Usage: npm run restore -- <archive.tar.gz> [--passphrase-file <file>]';
const { positionals, values: flags } = commandFlags(
  { allowPositionals: true, options: { 'passphrase-file': { type: 'string' } } },
  USAGE,
);

// npm runs scripts from the project folder; file names are meant from where the command was typed.
const callerDirectory = process.env.INIT_CWD ?? process.cwd();

function describeSecret(outcome: SecretOutcome): string {
  switch (outcome.kind) {
    case 'sealed-again': {
      const { settings, twoFactorKeys, waitingMail } = outcome.counts;
      return (
        `The archive's secret opened with the passphrase. Sealed again with this site's secret: ${settings} ` +
        `stored setting secret(s), ${twoFactorKeys} two-factor key(s), ${waitingMail} waiting e-mail(s); ` +
        'sessions signed in on the old site go on until they end.'
      );
    }
    case 'same-secret':
      return "The archive's secret is this site's own: stored secrets and sessions work as they were.";
    case 'left-out':
      return outcome.reason;
    case 'not-asked':
      return '';
  }
}

async function main() {
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new Error(USAGE);
  const passphraseFile = flags['passphrase-file'];
  const passphrase = passphraseFile
    ? readPassphraseFile(path.resolve(callerDirectory, passphraseFile))
    : null;
  const database = openDatabase(configuredDatabaseLocation());
  try {
    const restored = await restoreBackup(
      database,
      serverMediaStorage(),
      createReadStream(path.resolve(callerDirectory, file)),
      registry,
      {
        passphrase,
        target: await loadAuthSecret(env.AUTH_SECRET, env.DATA_DIR),
        sessionMaxSeconds: env.SESSION_MAX_SECONDS,
      },
    );
    console.log(`Restored ${file} into ${database.engine}\n${describeCounts(restored)}`);
    console.log(describeSecret(restored.secret));
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
