import 'server-only';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { Transaction } from 'kysely';
import tarStream, { type Header } from 'tar-stream';
import type { ModuleLookup } from '@/kit/registry';
import { isForeignKeyViolation } from '../db/driver-errors';
import type { Database } from '../db/engine';
import { appliedMigrations, knownMigrations, migrateTo, migrateToLatest } from '../db/migrate';
import type { DatabaseSchema } from '../db/schema';
import { advanceIdSequences, type CatalogTable, firstTableWithRows, readCatalog } from '../db/table-catalog';
import { contentTypeOfKey, isStorageKey, type MediaStorage } from '../media/storage';
import {
  type ArchiveCounts,
  MANIFEST_NAME,
  type Manifest,
  manifestSchema,
  RestoreRefused,
  UPLOADS_FOLDER,
} from './archive-format';
import {
  adoptStoredSecrets,
  openArchiveSecret,
  type SecretOutcome,
  type SiteSecretOptions,
} from './archive-secret';
import { rowCheckFor } from './row-checks';
import { type TableLoader, tableLoader } from './table-loader';
import { bytesOf, linesOf } from './tar-entries';

/** An entry being read: its body streams, its header names it. */
type ArchiveEntry = AsyncIterable<unknown> & { header: Header };

export { RestoreRefused };

function checkSchemaVersion(manifest: Manifest) {
  const known = knownMigrations();
  const unknown = manifest.migrations.filter((name) => !known.includes(name));
  if (unknown.length)
    throw new RestoreRefused(
      `The archive comes from a newer version of the site (schema ${manifest.migrations.at(-1)}); this one knows up to ${known.at(-1)}. Update the site first, then restore.`,
    );
}

/** Refuses a target that holds anything: a restore never mixes two sites' data nor overwrites one. */
async function checkTargetIsEmpty(database: Database, storage: MediaStorage, manifest: Manifest) {
  const applied = await appliedMigrations(database);
  if (applied.some((name, index) => manifest.migrations[index] !== name))
    throw new RestoreRefused(
      `The target database is at a newer schema (${applied.at(-1)}) than the archive (${manifest.migrations.at(-1)}): restore into a new, empty database.`,
    );
  const table = await firstTableWithRows(database, await readCatalog(database));
  if (table)
    throw new RestoreRefused(
      `The target database already holds data (table ${table}): restore into a new, empty database or DATA_DIR, before the site's first start (which loads the demo content).`,
    );
  for await (const key of storage.list())
    throw new RestoreRefused(
      `The target upload storage already holds files (${key}): restore into empty storage.`,
    );
}

/** What tar-stream says of bytes that are no tar archive, or of one cut or damaged inside. */
const TAR_DAMAGE = /^(Invalid tar header|Unexpected end of data|Invalid base256 encoding)/;

/**
 * Loads an archive made by `writeBackup` into an empty database and upload storage of either
 * engine: migrates the target to the archive's schema, loads every row and file in one transaction,
 * moves id sequences past the loaded ids, then applies this code's newer migrations. Every row is
 * checked as the API checks a write (see `row-checks.ts`) before it is stored; a restore that fails
 * leaves no row and no file behind, so it can be retried with a good archive.
 */
export async function restoreBackup(
  database: Database,
  storage: MediaStorage,
  input: Readable,
  registry: ModuleLookup,
  secrets?: SiteSecretOptions,
): Promise<ArchiveCounts & { secret: SecretOutcome }> {
  const extract = tarStream.extract();
  input.on('error', (error) => extract.destroy(error));
  input
    .pipe(createGunzip())
    .on('error', (error: NodeJS.ErrnoException) =>
      extract.destroy(
        error.code?.startsWith('Z_')
          ? new RestoreRefused(
              'This is not a backup archive: it is not a gzip-compressed file, or it is cut short.',
            )
          : error,
      ),
    )
    .pipe(extract);
  try {
    return await loadArchive(
      database,
      storage,
      extract[Symbol.asyncIterator]() as AsyncIterator<ArchiveEntry>,
      registry,
      secrets,
    );
  } catch (error) {
    // tar-stream's words for a file that is not a tar inside, or is damaged: said as ours.
    if (error instanceof Error && TAR_DAMAGE.test(error.message))
      throw new RestoreRefused(
        'This is not a backup archive, or it is damaged: its contents cannot be read. Nothing was restored.',
      );
    throw error;
  } finally {
    // A refused or failed restore stops reading the file.
    extract.destroy();
    input.destroy();
  }
}

async function loadArchive(
  database: Database,
  storage: MediaStorage,
  entries: AsyncIterator<ArchiveEntry>,
  registry: ModuleLookup,
  secrets: SiteSecretOptions | undefined,
): Promise<ArchiveCounts & { secret: SecretOutcome }> {
  const first = await entries.next();
  if (first.done || first.value.header.name !== MANIFEST_NAME)
    throw new RestoreRefused(`This is not a backup archive: it does not start with ${MANIFEST_NAME}.`);
  const parsed = manifestSchema.safeParse(JSON.parse((await bytesOf(first.value)).toString('utf8')));
  if (!parsed.success)
    throw new RestoreRefused('This is not a backup archive this site can read (manifest).');
  const manifest = parsed.data;
  checkSchemaVersion(manifest);
  const archiveSecret = openArchiveSecret(manifest, secrets);
  await checkTargetIsEmpty(database, storage, manifest);
  await migrateTo(database, manifest.migrations.at(-1)!);

  const catalog = new Map((await readCatalog(database)).map((table) => [table.name, table]));
  const counts: ArchiveCounts = { tables: {}, files: 0, bytes: 0 };
  const written: string[] = [];
  let secret: SecretOutcome = { kind: 'not-asked' };
  const adoptSecrets = async (trx: Transaction<DatabaseSchema>) => {
    secret = await adoptStoredSecrets(trx, database.engine, manifest, archiveSecret, secrets);
  };
  // Sealing again belongs to the load's transaction (an archive whose secret opens nothing leaves
  // nothing); without the archive's secret, what stays sealed is counted on the newest schema.
  const sealAgainInLoad = archiveSecret !== null;
  try {
    await loadRowsAndFiles(database, storage, entries, {
      manifest,
      catalog,
      counts,
      written,
      registry,
      adoptSecrets: sealAgainInLoad ? adoptSecrets : undefined,
    });
  } catch (error) {
    // The rows are rolled back with the transaction; the files, written to an empty storage, go too.
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw error;
  }
  await migrateToLatest(database);
  if (!sealAgainInLoad) await database.db.transaction().execute(adoptSecrets);
  return { ...counts, secret };
}

interface LoadState {
  manifest: Manifest;
  catalog: Map<string, CatalogTable>;
  counts: ArchiveCounts;
  /** Keys of the files stored so far, to remove should the restore fail. */
  written: string[];
  /** The modules whose rows are checked as the API checks a write. */
  registry: ModuleLookup;
  /** Deals with the stored secrets once every row is in, before the transaction ends. */
  adoptSecrets?: (trx: Transaction<DatabaseSchema>) => Promise<void>;
}

/** Every row (each checked first) and file of the archive, in one transaction. */
async function loadRowsAndFiles(
  database: Database,
  storage: MediaStorage,
  entries: AsyncIterator<ArchiveEntry>,
  { manifest, catalog, counts, written, registry, adoptSecrets }: LoadState,
) {
  const expected = new Map(manifest.tables.map((table) => [table.name, table.rows]));
  await database.db.transaction().execute(async (trx) => {
    for (let next = await entries.next(); !next.done; next = await entries.next()) {
      const entry = next.value;
      const name = entry.header.name;
      // A folder entry (an archive packed again with tar) holds nothing to load.
      if (entry.header.type === 'directory') {
        await bytesOf(entry);
        continue;
      }
      if (name.startsWith(UPLOADS_FOLDER)) {
        const key = name.slice(UPLOADS_FOLDER.length);
        if (!isStorageKey(key)) throw new RestoreRefused(`The archive holds an unexpected file: ${name}`);
        const bytes = await bytesOf(entry);
        written.push(key);
        await storage.put(key, bytes, contentTypeOfKey(key));
        counts.files += 1;
        counts.bytes += bytes.length;
        continue;
      }
      const tableName = name.replace(/^tables\//, '').replace(/\.ndjson$/, '');
      const table = catalog.get(tableName);
      if (!table || !expected.has(tableName))
        throw new RestoreRefused(`The archive holds a table this schema does not have: ${name}`);
      const loader: TableLoader = tableLoader(database.engine, trx, table);
      const checked = rowCheckFor(table, registry);
      let rowNumber = 0;
      try {
        for await (const line of linesOf(entry)) await loader.add(checked(line, ++rowNumber));
        counts.tables[tableName] = await loader.finish();
      } catch (error) {
        if (!isForeignKeyViolation(error)) throw error;
        throw new RestoreRefused(
          `A row of ${tableName} refers to a row the archive holds later, or not at all: restore the ` +
            'archive as npm run backup wrote it (its tables in their order), not packed again.',
        );
      }
      if (counts.tables[tableName] !== expected.get(tableName))
        throw new RestoreRefused(
          `The archive is damaged: table ${tableName} holds fewer rows than its manifest says.`,
        );
    }
    const missing = manifest.tables.find((table) => counts.tables[table.name] === undefined);
    if (missing) throw new RestoreRefused(`The archive is incomplete: table ${missing.name} is missing.`);
    await advanceIdSequences(database, trx);
    await adoptSecrets?.(trx);
  });
}
