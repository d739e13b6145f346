import { createReadStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '@/registry';
import { RestoreRefused, restoreBackup } from '@/server/backup/read-archive';
import { writeBackupFile } from '@/server/backup/write-archive';
import { removeSite, type Site, siteOn } from './support/backup-site';
import { createTestDatabase, type TestDatabase, testEngine } from './support/test-database';

/** The files an operator names to a backup or a restore, when they are not what they should be. */

let source: TestDatabase;
let site: Site;
beforeAll(async () => {
  source = await createTestDatabase();
  site = await siteOn(source.database);
});
afterAll(async () => {
  await removeSite(site);
  await source.destroy();
});

describe(`backup and restore files (${testEngine})`, () => {
  it('never replaces a file, and says which one is in the way, or which folder is missing', async () => {
    const existing = path.join(site.folder, 'kept.tar.gz');
    await writeFile(existing, 'an earlier backup');
    await expect(writeBackupFile(site.database, site.storage, existing)).rejects.toThrow(
      `There is a file at ${existing} already: a backup never replaces one.`,
    );
    expect(await readFile(existing, 'utf8')).toBe('an earlier backup');
    const nowhere = path.join(site.folder, 'no-such-folder', 'site.tar.gz');
    await expect(writeBackupFile(site.database, site.storage, nowhere)).rejects.toThrow(
      `The folder of ${nowhere} does not exist.`,
    );
  });

  it('refuses a file that is not a backup archive, in words', async () => {
    const notAnArchive = path.join(site.folder, 'notes.txt');
    await writeFile(notAnArchive, 'not a backup at all');
    const target = await createTestDatabase();
    try {
      const restoring = restoreBackup(
        target.database,
        site.storage,
        createReadStream(notAnArchive),
        registry,
      );
      await expect(restoring).rejects.toThrow(RestoreRefused);
      await expect(
        restoreBackup(target.database, site.storage, createReadStream(notAnArchive), registry),
      ).rejects.toThrow(
        'This is not a backup archive: it is not a gzip-compressed file, or it is cut short.',
      );
    } finally {
      await target.destroy();
    }
  });
});
