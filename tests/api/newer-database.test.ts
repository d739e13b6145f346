import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBackup } from '@/server/backup/write-archive';
import { appliedMigrations, knownMigrations, migrateToLatest, NewerDatabaseError } from '@/server/db/migrate';
import { localMediaStorage } from '@/server/media/local-storage';
import { createTestDatabase, type TestDatabase, testEngine } from './support/test-database';

/**
 * A release going back to a database a newer release has migrated (an upgrade rolled back without its
 * backup): it must not run on a schema it does not know, nor change it, and it says what to do.
 */

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

const NEWER = '9001_from_a_newer_release';

describe(`a database migrated by a newer release (${testEngine})`, () => {
  it('is refused untouched, with a message saying to run that release or restore the backup', async () => {
    expect(await migrateToLatest(t.database)).toEqual([]);
    await sql`insert into kysely_migration (name, timestamp) values (${NEWER}, ${new Date().toISOString()})`.execute(
      t.database.db,
    );
    await expect(migrateToLatest(t.database)).rejects.toThrow(
      `This database was upgraded by a newer release of the site: it has the migration ${NEWER}, which this ` +
        'release does not know, so it leaves the database untouched. Run the newer release, or to go back to ' +
        'this one restore the backup made before the upgrade into an empty database (npm run restore -- <archive>).',
    );
    expect(await appliedMigrations(t.database)).toEqual(knownMigrations());
    // Nor is it backed up by this release: its archive would name a schema it does not have.
    const archive = new PassThrough();
    archive.resume();
    await expect(
      writeBackup(t.database, localMediaStorage(path.join(tmpdir(), 'no-uploads-here')), archive),
    ).rejects.toThrow(NewerDatabaseError);

    await sql`delete from kysely_migration where name = ${NEWER}`.execute(t.database.db);
    expect(await migrateToLatest(t.database)).toEqual([]);
  });
});
