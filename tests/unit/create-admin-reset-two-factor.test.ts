import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { codeAt } from '@/server/auth/one-time-codes';
import { confirmTwoFactor, pendingKeyOf, twoFactorStateOf } from '@/server/auth/two-factor';
import { findUserByEmail } from '@/server/auth/users';
import { SQLITE_FILE_NAME } from '@/server/db';
import { openDatabase } from '@/server/db/engine';

/**
 * An owner locked out by a lost phone: `npm run create-admin -- --reset-two-factor --email …` on the
 * server turns their second factor off, ends their sessions and logs it.
 */

const dataDir = mkdtempSync(path.join(tmpdir(), 'create-admin-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const createAdmin = (...args: string[]) =>
  spawnSync(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'scripts/create-admin.ts', ...args],
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        AUTH_SECRET: 'a secret for this test only, long enough',
      },
    },
  );

describe('npm run create-admin -- --reset-two-factor (on SQLite)', () => {
  it("turns off the account's second factor, signs it out everywhere and logs it", async () => {
    const email = 'owner@example.com';
    const created = createAdmin(
      '--email',
      email,
      '--first-name',
      'Ann',
      '--last-name',
      'Lee',
      '--password',
      'a long password here',
    );
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);

    const secret = new TextEncoder().encode('a secret for this test only, long enough');
    const database = openDatabase({ sqliteFile: path.join(dataDir, SQLITE_FILE_NAME) });
    try {
      const user = (await findUserByEmail(database, email))!;
      const key = (await pendingKeyOf(database, user.id, secret))!;
      expect(await confirmTwoFactor(database, user.id, codeAt(key, Date.now()), secret)).toHaveLength(10);

      const reset = createAdmin('--reset-two-factor', '--email', email);
      expect(reset.stderr).toBe('');
      expect(reset.status).toBe(0);
      expect(reset.stdout).toMatch(/reset/);
      expect(await twoFactorStateOf(database, user.id)).toMatchObject({
        enabled: false,
        recoveryCodesLeft: 0,
      });
      expect((await findUserByEmail(database, email))!.tokenVersion).toBe(user.tokenVersion + 1);
      const entry = await database.db
        .selectFrom('activity_log')
        .selectAll()
        .where('action', '=', 'two-factor-reset')
        .executeTakeFirst();
      expect(entry).toMatchObject({ module: 'users', recordId: user.id });

      const unknown = createAdmin('--reset-two-factor', '--email', 'nobody@example.com');
      expect(unknown.status).toBe(1);
      expect(unknown.stderr).toMatch(/no account/);
    } finally {
      await database.close();
    }
    // Three cold starts of the command, each compiling its script: about 3 core-seconds apiece, and
    // up to 20 s of wall time each on two cores shared with the build and the other test runs.
  }, 150_000);
});
