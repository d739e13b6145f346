/**
 * Changes the site's secret (the key of its tokens and of the secrets it stores) without losing
 * anything it protects: `npm run rotate-secret`. Every stored secret (the SMTP password, two-factor
 * keys, e-mails waiting with a reset link) is sealed again with the new secret, in one transaction,
 * and the old one is kept so that tokens it signed (sessions, preview links) work until they expire.
 * - The secret generated into DATA_DIR (no AUTH_SECRET): a new one is generated and replaces it.
 * - AUTH_SECRET from the environment: `-- --new-secret-file <file>` names the new one (32+ characters);
 *   then set AUTH_SECRET to it on every instance.
 * Either way, restart the site (every instance) right after: until then it holds the old secret.
 * - `--end-sessions`: the old secret is not kept, so every token it signed ends at once: for a secret
 *   that leaked (whoever holds it could otherwise sign sessions dated before the change).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { env } from '@/env';
import { recordActivity } from '@/server/activity-log/record';
import { totalOf } from '@/server/auth/sealed-values';
import { loadAuthSecret, replaceKeptSecret } from '@/server/auth/secret';
import { lastTokenExpiry, resealStoredSecrets } from '@/server/auth/secret-rotation';
import { readSecretFile } from '@/server/backup/passphrase-file';
import { configuredDatabaseLocation } from '@/server/db';
import { openDatabase } from '@/server/db/engine';
import { migrateToLatest } from '@/server/db/migrate';
import { commandFlags, failCommand } from './command-flags.ts';

const MIN_SECRET_LENGTH = 32;

const { values: flags } = commandFlags(
  { options: { 'new-secret-file': { type: 'string' }, 'end-sessions': { type: 'boolean' } } },
  'Usage: npm run rotate-secret [-- [--new-secret-file <file>] [--end-sessions]]',
);

// npm runs scripts from the project folder; file names are meant from where the command was typed.
const callerDirectory = process.env.INIT_CWD ?? process.cwd();

/** The new secret: from the named file, else a new random one (only where the site keeps its own). */
function newSecret(): string {
  const file = flags['new-secret-file'];
  if (!file) {
    if (env.AUTH_SECRET) {
      throw new Error(
        'AUTH_SECRET comes from the environment: put the new secret (at least 32 characters, e.g. ' +
          '`openssl rand -base64 48`) in a file readable by you only and run\n' +
          '  npm run rotate-secret -- --new-secret-file <file>\n' +
          'then set AUTH_SECRET to it on every instance and restart them.',
      );
    }
    return randomBytes(48).toString('base64url');
  }
  return readSecretFile(path.resolve(callerDirectory, file), 'new secret', MIN_SECRET_LENGTH).trim();
}

async function main() {
  // The database first: a mistyped DATA_DIR is refused before anything is made in it.
  const database = openDatabase(configuredDatabaseLocation({ existing: true }));
  try {
    const next = newSecret();
    const current = await loadAuthSecret(env.AUTH_SECRET, env.DATA_DIR);
    if (new TextDecoder().decode(current) === next)
      throw new Error('The new secret is the one the site has now');
    const nextBytes = new TextEncoder().encode(next);
    const endSessions = flags['end-sessions'] === true;
    await migrateToLatest(database);
    const { counts, keptUntil } = await database.db.transaction().execute(async (trx) => {
      const keptUntil = endSessions ? null : await lastTokenExpiry(trx, env.SESSION_MAX_SECONDS);
      const counts = await resealStoredSecrets(trx, database.engine, current, nextBytes, keptUntil);
      const unreadable = totalOf(counts.unreadable);
      if (unreadable > 0 && totalOf(counts) === 0)
        throw new Error(
          `None of the ${unreadable} stored secret(s) opens with the current secret: AUTH_SECRET (or ` +
            "DATA_DIR) is not this site's. Nothing was changed.",
        );
      return { counts, keptUntil };
    });
    // The site's own copy is replaced only once every stored secret opens with the new one.
    if (!env.AUTH_SECRET) await replaceKeptSecret(env.DATA_DIR, next);
    const tokens = keptUntil
      ? `old secret's tokens accepted until ${keptUntil.toISOString()}`
      : "old secret's tokens refused at once";
    await recordActivity(database, {
      userId: null,
      module: 'auth',
      recordId: null,
      action: 'secret-rotated',
      changedFields: [
        `${counts.settings} setting secret(s) sealed again`,
        `${counts.twoFactorKeys} two-factor key(s) sealed again`,
        `${counts.waitingMail} waiting e-mail(s) sealed again`,
        tokens,
      ],
    });
    const unreadable = totalOf(counts.unreadable);
    console.log(
      [
        "The site's secret was changed. Sealed again with it: " +
          `${counts.settings} stored setting secret(s), ${counts.twoFactorKeys} two-factor key(s), ` +
          `${counts.waitingMail} waiting e-mail(s).`,
        ...(unreadable
          ? [`${unreadable} value(s) opened with neither secret and were left as they were.`]
          : []),
        keptUntil
          ? `Tokens signed with the old secret are accepted until ${keptUntil.toISOString()} (after a leak, ` +
            'rotate with --end-sessions instead).'
          : 'Every token signed with the old secret is refused from the restart on: everyone signs in again, ' +
            'and preview links are made again.',
        env.AUTH_SECRET
          ? 'Now set AUTH_SECRET to the new secret on every instance and restart them.'
          : 'Now restart the site: until it restarts it holds the old secret.',
      ].join('\n'),
    );
  } finally {
    await database.close();
  }
}

main().catch(failCommand);
