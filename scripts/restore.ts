/**
 * Loads an archive made by `npm run backup` into an empty database and upload storage, of either
 * engine: `npm run restore -- backup-....tar.gz`. The target is what the environment selects
 * (DATABASE_URL, else DATA_DIR; S3_* for uploads); one that holds anything is refused.
 */
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { registry } from '@/registry';
import { describeCounts } from '@/server/backup/archive-format';
import { restoreBackup } from '@/server/backup/read-archive';
import { configuredDatabaseLocation } from '@/server/db';
import { openDatabase } from '@/server/db/engine';
import { serverMediaStorage } from '@/server/media/server-storage';

const { positionals } = parseArgs({ allowPositionals: true });

// npm runs scripts from the project folder; file names are meant from where the command was typed.
const callerDirectory = process.env.INIT_CWD ?? process.cwd();

async function main() {
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new Error('Usage: npm run restore -- <archive.tar.gz>');
  const database = openDatabase(configuredDatabaseLocation());
  try {
    const counts = await restoreBackup(
      database,
      serverMediaStorage(),
      createReadStream(path.resolve(callerDirectory, file)),
      registry,
    );
    console.log(`Restored ${file} into ${database.engine}\n${describeCounts(counts)}`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
