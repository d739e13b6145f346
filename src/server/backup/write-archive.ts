import 'server-only';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, open, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tarStream from 'tar-stream';
import { sealWithPassphrase } from '../crypto/secret-box';
import type { Database } from '../db/engine';
import { appliedMigrations, refuseNewerDatabase } from '../db/migrate';
import { type AnyDb, type CatalogTable, inReadSnapshot, readCatalog } from '../db/table-catalog';
import { toPortableValue } from '../db/values';
import type { MediaStorage } from '../media/storage';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  type ArchiveCounts,
  MANIFEST_NAME,
  type Manifest,
  SECRET_LEFT_OUT,
  tableEntryName,
  UPLOADS_FOLDER,
} from './archive-format';
import { addEntry } from './tar-entries';

const PAGE_ROWS = 500;

/** Writes every row of `table` as NDJSON to `file`, a page at a time, in primary-key order. */
async function dumpTable(db: AnyDb, table: CatalogTable, file: string): Promise<number> {
  const out = createWriteStream(file);
  const key = table.columns[0].name;
  let count = 0;
  let last: unknown;
  for (;;) {
    let query = db.selectFrom(table.name).selectAll().orderBy(key).limit(PAGE_ROWS);
    if (count > 0) query = query.where(key, '>', last);
    const rows = (await query.execute()) as Record<string, unknown>[];
    for (const row of rows) {
      const portable = Object.fromEntries(
        table.columns.map((column) => [column.name, toPortableValue(column.kind, row[column.name])]),
      );
      if (!out.write(`${JSON.stringify(portable)}\n`))
        await new Promise<void>((drained) => out.once('drain', () => drained()));
    }
    count += rows.length;
    if (rows.length < PAGE_ROWS) break;
    last = rows[rows.length - 1][key];
  }
  out.end();
  await finished(out);
  return count;
}

/** The site's secret to carry in the archive, sealed with the operator's passphrase. */
export interface CarriedSecret {
  secret: Uint8Array;
  passphrase: string;
}

/**
 * Writes one archive (see archive-format.ts) of every table and every uploaded file to `output`.
 * Tables are read in one snapshot and staged on disk, then everything is streamed through gzip:
 * neither a table nor the uploads are ever held in memory whole.
 */
export async function writeBackup(
  database: Database,
  storage: MediaStorage,
  output: Writable,
  siteSecret: CarriedSecret | null = null,
): Promise<ArchiveCounts> {
  await refuseNewerDatabase(database);
  const migrations = await appliedMigrations(database);
  if (!migrations.length)
    throw new Error('Nothing to back up: this database has never been set up (no schema).');
  const staging = await mkdtemp(path.join(tmpdir(), 'backup-'));
  try {
    const tables = await inReadSnapshot(database, async (db) => {
      const dumped: { name: string; rows: number }[] = [];
      for (const table of await readCatalog(database, db))
        dumped.push({ name: table.name, rows: await dumpTable(db, table, path.join(staging, table.name)) });
      return dumped;
    });
    const keys: string[] = [];
    for await (const key of storage.list()) keys.push(key);
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt: new Date().toISOString(),
      sourceEngine: database.engine,
      migrations,
      tables,
      uploads: keys.length,
      ...(siteSecret
        ? {
            siteSecret: sealWithPassphrase(
              new TextDecoder().decode(siteSecret.secret),
              siteSecret.passphrase,
            ),
          }
        : { leftOut: [SECRET_LEFT_OUT] }),
    };

    const pack = tarStream.pack();
    const written = pipeline(pack, createGzip(), output);
    const counts: ArchiveCounts = { tables: {}, files: 0, bytes: 0 };
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
    await addEntry(pack, MANIFEST_NAME, manifestBytes.length, [manifestBytes]);
    for (const table of tables) {
      const file = path.join(staging, table.name);
      await addEntry(pack, tableEntryName(table.name), (await stat(file)).size, createReadStream(file));
      counts.tables[table.name] = table.rows;
    }
    for (const key of keys) {
      const stored = await storage.get(key);
      // Deleted since it was listed: nothing to keep.
      if (!stored) continue;
      await addEntry(pack, `${UPLOADS_FOLDER}${key}`, stored.size, stored.body);
      counts.files += 1;
      counts.bytes += stored.size;
    }
    pack.finalize();
    await written;
    return counts;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Writes the archive to a new file that only its owner can read (0600): it holds every account's
 * password hash and the site's settings. An existing file is never overwritten; a failed backup
 * leaves no partial file.
 */
export async function writeBackupFile(
  database: Database,
  storage: MediaStorage,
  file: string,
  siteSecret: CarriedSecret | null = null,
): Promise<ArchiveCounts> {
  const handle = await open(file, 'wx', 0o600).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EEXIST')
      throw new Error(`There is a file at ${file} already: a backup never replaces one.`);
    if (error.code === 'ENOENT') throw new Error(`The folder of ${file} does not exist.`);
    throw error;
  });
  const output = handle.createWriteStream();
  try {
    return await writeBackup(database, storage, output, siteSecret);
  } catch (error) {
    output.destroy();
    await rm(file, { force: true });
    throw error;
  }
}
