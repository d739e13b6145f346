/**
 * Writes one archive of the database and the uploaded files: `npm run backup [-- --out file]`.
 * The source is what the environment selects (DATABASE_URL, else DATA_DIR; S3_* for uploads).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { describeCounts } from '@/server/backup/archive-format';
import { writeBackupFile } from '@/server/backup/write-archive';
import { configuredDatabaseLocation } from '@/server/db';
import { openDatabase } from '@/server/db/engine';
import { serverMediaStorage } from '@/server/media/server-storage';

const { values: flags } = parseArgs({ options: { out: { type: 'string' } } });

// npm runs scripts from the project folder; file names are meant from where the command was typed.
const callerDirectory = process.env.INIT_CWD ?? process.cwd();

async function main() {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.resolve(callerDirectory, flags.out ?? `backup-${stamp}.tar.gz`);
  const database = openDatabase(configuredDatabaseLocation());
  try {
    const counts = await writeBackupFile(database, serverMediaStorage(), file);
    console.log(`Backup written to ${file} (from ${database.engine})\n${describeCounts(counts)}`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
