/**
 * Writes one archive of the database and the uploaded files:
 * `npm run backup [-- --out file] [--passphrase-file file]`. The source is what the environment
 * selects (DATABASE_URL, else DATA_DIR; S3_* for uploads). With a passphrase the archive also carries
 * the site's secret, sealed with it, so that a restore elsewhere can read the stored secrets.
 */
import path from 'node:path';
import { env } from '@/env';
import { loadAuthSecret } from '@/server/auth/secret';
import { describeCounts, SECRET_LEFT_OUT } from '@/server/backup/archive-format';
import { readPassphraseFile } from '@/server/backup/passphrase-file';
import { writeBackupFile } from '@/server/backup/write-archive';
import { configuredDatabaseLocation } from '@/server/db';
import { openDatabase } from '@/server/db/engine';
import { serverMediaStorage } from '@/server/media/server-storage';
import { commandFlags, failCommand } from './command-flags.ts';

const { values: flags } = commandFlags(
  { options: { out: { type: 'string' }, 'passphrase-file': { type: 'string' } } },
  'Usage: npm run backup [-- --out <file>] [--passphrase-file <file>]',
);

// npm runs scripts from the project folder; file names are meant from where the command was typed.
const callerDirectory = process.env.INIT_CWD ?? process.cwd();

async function main() {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.resolve(callerDirectory, flags.out ?? `backup-${stamp}.tar.gz`);
  const passphraseFile = flags['passphrase-file'];
  const passphrase = passphraseFile
    ? readPassphraseFile(path.resolve(callerDirectory, passphraseFile))
    : null;
  const database = openDatabase(configuredDatabaseLocation({ existing: true }));
  try {
    const siteSecret = passphrase
      ? { secret: await loadAuthSecret(env.AUTH_SECRET, env.DATA_DIR), passphrase }
      : null;
    const counts = await writeBackupFile(database, serverMediaStorage(), file, siteSecret);
    console.log(`Backup written to ${file} (from ${database.engine})\n${describeCounts(counts)}`);
    console.log(
      passphrase
        ? "The site's secret is in the archive, sealed with the passphrase: restore with the same --passphrase-file."
        : SECRET_LEFT_OUT,
    );
  } finally {
    await database.close();
  }
}

main().catch(failCommand);
