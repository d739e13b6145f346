import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '@/registry';
import { forgetPreviousSecrets, previousSecrets } from '@/server/auth/secret-rotation';
import { checkAccessToken, signAccessToken } from '@/server/auth/tokens';
import { SECRET_LEFT_OUT } from '@/server/backup/archive-format';
import { RestoreRefused, restoreBackup } from '@/server/backup/read-archive';
import { writeBackupFile } from '@/server/backup/write-archive';
import { decryptSecret } from '@/server/crypto/secret-box';
import { enqueueMail } from '@/server/mail/outbox';
import { removeSite, type Site, siteOn } from './support/backup-site';
import { archiveWithChangedManifest } from './support/crafted-archives';
import { NONE, ownerWithSmtpPassword, secretOf, storedSmtpPassword } from './support/sealed-secrets';
import { createTestDatabase, type TestDatabase, testEngine } from './support/test-database';

/**
 * A backup with `--passphrase-file` carries the site's secret sealed with the passphrase (never in
 * clear); restored into a site with another secret, the stored SMTP password opens with that site's
 * secret and the old site's sessions go on. Without a passphrase the archive says what it leaves out.
 */

const SOURCE_SECRET = secretOf('the secret of the site backed up, long enough');
const TARGET_SECRET = secretOf('the secret of the site restored into, long enough');
const PASSPHRASE = 'correct horse battery staple';
const SMTP_PASSWORD = 'the smtp password of the site';

const databases: TestDatabase[] = [];
const sites: Site[] = [];
let source: Site;
let userId: number;

async function newSite(): Promise<Site> {
  const database = await createTestDatabase();
  databases.push(database);
  const site = await siteOn(database.database);
  sites.push(site);
  return site;
}

beforeAll(async () => {
  source = await newSite();
  userId = await ownerWithSmtpPassword(source.database, SMTP_PASSWORD, SOURCE_SECRET);
});
afterAll(async () => {
  await Promise.all(sites.map(removeSite));
  await Promise.all(databases.map((database) => database.destroy()));
});

async function unzipped(file: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of createReadStream(file).pipe(createGunzip())) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The manifest of an archive, read as the restore reads it (the first entry of the tar). */
async function manifestOf(file: string): Promise<Record<string, unknown>> {
  const tar = await unzipped(file);
  const size = Number.parseInt(tar.subarray(124, 136).toString('utf8').trim(), 8);
  return JSON.parse(tar.subarray(512, 512 + size).toString('utf8'));
}

/** An archive of the source site carrying its secret under the passphrase. */
async function sourceBackup(name: string): Promise<string> {
  const file = path.join(source.folder, name);
  await writeBackupFile(source.database, source.storage, file, {
    secret: SOURCE_SECRET,
    passphrase: PASSPHRASE,
  });
  return file;
}

const restoreInto = (site: Site, file: string, passphrase: string | null) =>
  restoreBackup(site.database, site.storage, createReadStream(file), registry, {
    passphrase,
    target: TARGET_SECRET,
    sessionMaxSeconds: 3600,
  });

describe(`the site's secret in a backup (${testEngine})`, () => {
  it('is carried sealed with the passphrase, and a restore elsewhere reads the stored secrets and keeps the sessions', async () => {
    const file = await sourceBackup('with-secret.tar.gz');
    const manifest = await manifestOf(file);
    expect(manifest.siteSecret).toMatch(/^p1\./);
    expect(manifest.leftOut).toBeUndefined();
    // Never in clear, anywhere in the archive.
    for (const bytes of [await readFile(file), await unzipped(file)])
      expect(bytes.includes(Buffer.from(SOURCE_SECRET))).toBe(false);

    const token = await signAccessToken({ userId, role: 'admin', tokenVersion: 0 }, SOURCE_SECRET);
    const target = await newSite();
    const restored = await restoreInto(target, file, PASSPHRASE);
    expect(restored.secret).toEqual({
      kind: 'sealed-again',
      counts: { settings: 1, twoFactorKeys: 0, waitingMail: 0, unreadable: NONE },
    });
    expect(decryptSecret(await storedSmtpPassword(target.database), TARGET_SECRET)).toBe(SMTP_PASSWORD);
    forgetPreviousSecrets();
    const accepted = [{ secret: TARGET_SECRET }, ...(await previousSecrets(target.database, TARGET_SECRET))];
    expect((await checkAccessToken(token, accepted)).claims?.userId).toBe(userId);
  });

  it('refuses a wrong passphrase before loading anything', async () => {
    const file = await sourceBackup('wrong-passphrase.tar.gz');
    const target = await newSite();
    const refused = restoreInto(target, file, 'not the passphrase at all');
    await expect(refused).rejects.toThrow(RestoreRefused);
    await expect(restoreInto(target, file, 'not the passphrase at all')).rejects.toThrow(
      "The passphrase does not open this archive's secret: nothing was restored.",
    );
    expect(await target.database.db.selectFrom('users').select('id').execute()).toEqual([]);
  });

  it('says what an archive without a passphrase leaves out, and the restore says it again', async () => {
    const file = path.join(source.folder, 'without-secret.tar.gz');
    await writeBackupFile(source.database, source.storage, file);
    const manifest = await manifestOf(file);
    expect(manifest.siteSecret).toBeUndefined();
    expect(manifest.leftOut).toEqual([SECRET_LEFT_OUT]);
    const target = await newSite();
    const restored = await restoreInto(target, file, null);
    // The stored password stays as it was: sealed with a secret the new site does not have.
    expect(restored.secret).toEqual({
      kind: 'left-out',
      reason: SECRET_LEFT_OUT,
      unreadable: { settings: 1, twoFactorKeys: 0, waitingMail: 0 },
    });
    expect(decryptSecret(await storedSmtpPassword(target.database), TARGET_SECRET)).toBeNull();
  });

  it('says what stays unreadable when an archive with a passphrase is restored without it', async () => {
    const file = await sourceBackup('passphrase-not-given.tar.gz');
    const target = await newSite();
    const restored = await restoreInto(target, file, null);
    expect(restored.secret).toEqual({
      kind: 'left-out',
      reason: expect.stringContaining('none was given (--passphrase-file)'),
      unreadable: { settings: 1, twoFactorKeys: 0, waitingMail: 0 },
    });
  });

  it("refuses an archive whose secret is another archive's, loading nothing", async () => {
    const own = await sourceBackup('own-secret.tar.gz');
    // Another site's archive, made with the same passphrase: its sealed secret fits the manifest's form.
    const other = await newSite();
    await ownerWithSmtpPassword(other.database, 'another password', TARGET_SECRET);
    const othersArchive = path.join(source.folder, 'other-site.tar.gz');
    await writeBackupFile(other.database, other.storage, othersArchive, {
      secret: secretOf('the secret of yet another site, long enough'),
      passphrase: PASSPHRASE,
    });
    const mixed = path.join(source.folder, 'mixed.tar.gz');
    await archiveWithChangedManifest(own, mixed, {
      siteSecret: (await manifestOf(othersArchive)).siteSecret,
    });

    const target = await newSite();
    await expect(restoreInto(target, mixed, PASSPHRASE)).rejects.toThrow(
      "The archive's secret opens none of the 1 secret(s) stored in it: the secret in its manifest is not " +
        'the one its data was sealed with. Nothing was restored.',
    );
    expect(await target.database.db.selectFrom('users').select('id').execute()).toEqual([]);
    expect(await target.database.db.selectFrom('settings').select('key').execute()).toEqual([]);
    // The archive as it was made restores into the same site afterwards.
    expect((await restoreInto(target, own, PASSPHRASE)).secret.kind).toBe('sealed-again');
  });

  it('restores what the archive’s secret opens, and counts what it does not, by kind', async () => {
    const site = await newSite();
    await ownerWithSmtpPassword(site.database, SMTP_PASSWORD, SOURCE_SECRET);
    // A reset mail sealed with a secret neither site has (lost to an earlier change of secret).
    await enqueueMail(
      site.database.db,
      {
        kind: 'password-reset',
        to: 'owner@example.com',
        subject: 'Reset',
        html: '<p>link</p>',
        text: 'link',
      },
      secretOf('a secret this site lost long ago, long enough'),
    );
    const file = path.join(site.folder, 'partly-readable.tar.gz');
    await writeBackupFile(site.database, site.storage, file, {
      secret: SOURCE_SECRET,
      passphrase: PASSPHRASE,
    });
    const target = await newSite();
    expect((await restoreInto(target, file, PASSPHRASE)).secret).toEqual({
      kind: 'sealed-again',
      counts: { settings: 1, twoFactorKeys: 0, waitingMail: 0, unreadable: { ...NONE, waitingMail: 1 } },
    });
    expect(decryptSecret(await storedSmtpPassword(target.database), TARGET_SECRET)).toBe(SMTP_PASSWORD);
  });
});
