import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpServer, emailSettingsFor, type TestSmtpServer } from '../api/support/smtp';
import { signedInContext, waitForAdminPage } from './support/admin';
import { launchBrowser, saveScreenshot, VIEWPORTS } from './support/browser';
import { send } from './support/records';
import { freshDataDir, type RunningServer, serverBundle, signIn, startServer } from './support/server';

/**
 * The site's secret as its operator handles it, with the site stopped for each command: changed with
 * `npm run rotate-secret`, then carried by `npm run backup -- --passphrase-file` to a site with
 * another secret. Each time the person signed in before stays signed in, and the stored SMTP password
 * still sends mail.
 */

const dataDir = freshDataDir('rotate-secret');
const workspace = freshDataDir('secret-backup');
let server: RunningServer | undefined;
let smtp: TestSmtpServer;
let token: string;

beforeAll(async () => {
  smtp = await createSmtpServer();
  await smtp.start();
});
afterAll(async () => {
  await server?.stop();
  await smtp.stop();
});

const npmRun = (args: string[], env: Record<string, string>) =>
  spawnSync('npm', ['run', '--silent', ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '', AUTH_SECRET: '', ...env },
  });

/** The signed-in session still reads the settings, and the SMTP server takes the stored password. */
async function sessionAndSmtpPasswordWork(url: string, to: string) {
  const { data } = await send<{ data: { smtpPasswordSet: boolean } }>(url, token, 'GET', '/settings/email');
  expect(data.smtpPasswordSet).toBe(true);
  const outcome = await send<{ success: boolean }>(url, token, 'POST', '/settings/email/test', { to });
  expect(outcome.success).toBe(true);
  await smtp.waitForMessagesTo(to, 1);
}

/** A server started in the foreground that cannot start: how it exited, and its last log line. */
function startWith(env: Record<string, string>) {
  const run = spawnSync(process.execPath, [serverBundle()], {
    encoding: 'utf8',
    env: { ...process.env, SECURECAM_SERVER_TUNED: '1', NODE_OPTIONS: '', DATABASE_URL: '', ...env },
    timeout: 60_000,
  });
  const lines = run.stdout.trim().split('\n');
  return { status: run.status, lastLine: JSON.parse(lines.at(-1) ?? '{}') as { level: number; msg: string } };
}

/**
 * Each test runs the operator's commands one after another, each a Node process of its own, and
 * starts the server twice: a minute is too little for that on two busy cores.
 */
const COMMANDS_TIMEOUT_MS = 240_000;

const keptSecret = () => readFileSync(path.join(dataDir, 'auth-secret'), 'utf8');

describe("the site's secret", () => {
  it(
    'keeps the signed-in session and the stored SMTP password working under the new secret',
    async () => {
      server = await startServer({ dataDir });
      token = await signIn(server.url);
      await send(server.url, token, 'PUT', '/settings/email', emailSettingsFor(smtp));
      await server.stop();
      const before = keptSecret();

      const rotate = npmRun(['rotate-secret'], { DATA_DIR: dataDir });
      expect(rotate.stderr).toBe('');
      expect(rotate.status).toBe(0);
      expect(rotate.stdout).toContain(
        "The site's secret was changed. Sealed again with it: 1 stored setting secret(s), 0 two-factor key(s), 0 waiting e-mail(s).",
      );
      expect(rotate.stdout).toContain('Now restart the site: until it restarts it holds the old secret.');
      expect(keptSecret()).not.toBe(before);

      // An instance someone forgot to give the new secret does not start with the retired one.
      const retired = startWith({ DATA_DIR: dataDir, AUTH_SECRET: before.trim() });
      expect(retired.status).toBe(78);
      expect(retired.lastLine.level).toBe(60);
      expect(retired.lastLine.msg).toMatch(
        /^The server cannot start: This instance's secret \(AUTH_SECRET, or the auth-secret file in DATA_DIR\) was retired on \d{4}-\d\d-\d\dT[\d:.]+Z by npm run rotate-secret: give this instance the site's new secret\.$/,
      );

      server = await startServer({ dataDir });
      // The token signed before the change still works, and the SMTP server takes the stored password.
      await sessionAndSmtpPasswordWork(server.url, 'owner@example.com');

      // The change is in the activity log, as the server command's.
      const log = await send<{ data: { action: string }[] }>(
        server.url,
        token,
        'GET',
        '/activity-log?pageSize=20',
      );
      expect(log.data.map((entry) => entry.action)).toContain('secret-rotated');
    },
    COMMANDS_TIMEOUT_MS,
  );

  it(
    'carries the secret in a backup with a passphrase to a site with another secret',
    async () => {
      await server?.stop();
      const passphraseFile = path.join(workspace, 'passphrase');
      writeFileSync(passphraseFile, 'a passphrase for this backup only\n', { mode: 0o600 });
      const archive = path.join(workspace, 'site.tar.gz');
      const backup = npmRun(['backup', '--', '--out', archive, '--passphrase-file', passphraseFile], {
        DATA_DIR: dataDir,
      });
      expect(backup.stderr).toBe('');
      expect(backup.stdout).toContain("The site's secret is in the archive, sealed with the passphrase");

      const otherSecret = 'the secret of the site restored into, quite long';
      const newDataDir = path.join(workspace, 'restored');
      // A mistyped archive name is said in words, and leaves no empty database behind.
      const mistyped = npmRun(['restore', '--', `${archive}.missing`], { DATA_DIR: newDataDir });
      expect(mistyped.status).toBe(1);
      expect(mistyped.stderr.trim()).toBe(`No such file: ${archive}.missing`);
      expect(existsSync(newDataDir)).toBe(false);
      // So is a wrong passphrase, and what the restore had made in the folder is gone with it.
      const wrongPassphrase = path.join(workspace, 'wrong-passphrase');
      writeFileSync(wrongPassphrase, 'not the passphrase of this backup\n', { mode: 0o600 });
      const refused = npmRun(['restore', '--', archive, '--passphrase-file', wrongPassphrase], {
        DATA_DIR: newDataDir,
        AUTH_SECRET: otherSecret,
      });
      expect(refused.status).toBe(1);
      expect(refused.stderr.trim()).toBe(
        "The passphrase does not open this archive's secret: nothing was restored.",
      );
      expect(existsSync(newDataDir)).toBe(false);

      const restore = npmRun(['restore', '--', archive, '--passphrase-file', passphraseFile], {
        DATA_DIR: newDataDir,
        AUTH_SECRET: otherSecret,
      });
      expect(restore.stderr).toBe('');
      expect(restore.stdout).toContain(
        "The archive's secret opened with the passphrase. Sealed again with this site's secret: 1 stored setting secret(s)",
      );

      server = await startServer({ dataDir: newDataDir, env: { AUTH_SECRET: otherSecret } });
      await sessionAndSmtpPasswordWork(server.url, 'restored@example.com');
      // The restore is in the restored site's activity log, with the archive's name.
      const log = await send<{ data: { action: string; changedFields: string[] }[] }>(
        server.url,
        token,
        'GET',
        '/activity-log?pageSize=5',
      );
      expect(log.data.find((entry) => entry.action === 'backup-restored')?.changedFields).toEqual([
        'site.tar.gz',
        'stored secrets sealed again with this site’s secret',
      ]);

      // Restored again into the running site by mistake: refused, and nothing of the site is touched,
      // not even the database's journal files the server holds.
      const entries = readdirSync(newDataDir).sort();
      const again = npmRun(['restore', '--', archive, '--passphrase-file', passphraseFile], {
        DATA_DIR: newDataDir,
        AUTH_SECRET: otherSecret,
      });
      expect(again.status).toBe(1);
      expect(again.stderr).toContain('The target database already holds data');
      expect(readdirSync(newDataDir).sort()).toEqual(entries);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

      // An administrator finds it in the whole site's log, by the server command, with what it did.
      const browser = await launchBrowser();
      try {
        for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
          const owner = await signedInContext(browser, server.url, token, viewport);
          const page = await owner.newPage();
          await page.goto('/admin');
          await page.getByRole('link', { name: 'All activity' }).click();
          await waitForAdminPage(page, 'Activity log');
          expect(new URL(page.url()).pathname).toBe('/admin/activitylogs');
          const row = page.getByRole('row').filter({ hasText: 'Restored the site from a backup' });
          await row.waitFor();
          const text = await row.innerText();
          for (const words of ['Server command', 'site.tar.gz', 'stored secrets sealed again'])
            expect(text, `${viewport.width} px: ${words}`).toContain(words);
          await saveScreenshot(page, `activity-log-whole-site-${viewport.width}`);
          await owner.close();
        }
      } finally {
        await browser.close();
      }
    },
    COMMANDS_TIMEOUT_MS,
  );
});
