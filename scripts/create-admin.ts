/**
 * Creates an administrator account: `npm run create-admin -- --email a@b.com --first-name Ann
 * --last-name Lee` (the password is asked for, or taken from --password / ADMIN_PASSWORD).
 * Works on the first run and later, e.g. to regain access when every administrator is locked out.
 * `npm run create-admin -- --reset-two-factor --email a@b.com` instead turns off the two-factor
 * sign-in of an existing account whose owner lost their phone and recovery codes.
 */
import { createInterface } from 'node:readline/promises';
import { MIN_PASSWORD_LENGTH, registerBody } from '@/lib/account-rules';
import { recordActivity } from '@/server/activity-log/record';
import { isTwoFactorRequired, removeTwoFactor } from '@/server/auth/two-factor';
import { endSessionsOf, findUserByEmail, insertUser } from '@/server/auth/users';
import { configuredDatabaseLocation } from '@/server/db';
import { type Database, openDatabase } from '@/server/db/engine';
import { migrateToLatest } from '@/server/db/migrate';
import { commandFlags, failCommand } from './command-flags.ts';

const { values: flags } = commandFlags(
  {
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      'reset-two-factor': { type: 'boolean' },
    },
  },
  'Usage: npm run create-admin [-- --email <e-mail> --first-name <name> --last-name <name> --password <password>]\n' +
    '       npm run create-admin -- --reset-two-factor --email <e-mail>',
);

/** What was typed after the line an unseen question took (a pasted answer to the next one). */
let typedAhead = '';

/** A line typed at the terminal without showing it (backspace works, Ctrl-C stops the command). */
function typedUnseen(question: string): Promise<string> {
  const input = process.stdin;
  process.stdout.write(question);
  input.setRawMode(true);
  input.setEncoding('utf8');
  return new Promise((resolve) => {
    let typed = '';
    const take = (chunk: string): boolean => {
      for (const [index, character] of [...chunk].entries()) {
        if (character === '\u0003') process.exit(130);
        if (character === '\r' || character === '\n') {
          typedAhead = [...chunk]
            .slice(index + 1)
            .join('')
            .replace(/^\n/, '');
          input.off('data', onData);
          input.setRawMode(false);
          input.pause();
          process.stdout.write('\n');
          resolve(typed);
          return true;
        }
        typed = character === '\u007f' || character === '\b' ? typed.slice(0, -1) : typed + character;
      }
      return false;
    };
    const onData = (chunk: string) => take(chunk);
    const ahead = typedAhead;
    typedAhead = '';
    if (take(ahead)) return;
    input.on('data', onData);
    input.resume();
  });
}

/** The password from the flag or the environment, else typed twice at the terminal, unseen. */
async function askPassword(question: string, fallback?: string): Promise<string> {
  if (fallback !== undefined) return fallback;
  if (!process.stdin.isTTY) throw new Error('Missing password (pass it as a flag, or in ADMIN_PASSWORD)');
  const password = await typedUnseen(question);
  if ((await typedUnseen('The same password again: ')) !== password)
    throw new Error('The two passwords differ');
  return password;
}

/**
 * The site's database, migrated, opened for this command alone: without the running server's purge
 * listener, which would keep the command from exiting on PostgreSQL. `existing`: refuse a database
 * that is not there yet, instead of making it.
 */
async function openedDatabase({ existing = false } = {}): Promise<Database> {
  const database = openDatabase(configuredDatabaseLocation({ existing }));
  await migrateToLatest(database);
  return database;
}

async function ask(question: string, fallback?: string): Promise<string> {
  if (fallback !== undefined) return fallback;
  if (!process.stdin.isTTY) throw new Error(`Missing ${question.replace(/: $/, '')} (pass it as a flag)`);
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await prompt.question(question)).trim();
  } finally {
    prompt.close();
  }
}

/** Turns off the second factor of the account, signs it out everywhere and logs it. */
async function resetTwoFactor(email: string) {
  // A site's own database, never a new one made by a mistyped DATA_DIR.
  const database = await openedDatabase({ existing: true });
  try {
    const user = await findUserByEmail(database, email);
    if (!user) throw new Error(`${email} has no account`);
    if (!(await removeTwoFactor(database, user.id))) {
      console.log(`${user.email} had no two-factor sign-in: the password alone signs in.`);
      return;
    }
    await endSessionsOf(database, user.id);
    await recordActivity(database, {
      userId: null,
      module: 'users',
      recordId: user.id,
      action: 'two-factor-reset',
    });
    const required = await isTwoFactorRequired(database);
    console.log(
      `Two-factor sign-in of ${user.email} was reset and every session of the account ended. ${
        required
          ? 'It is required on this site: the next sign-in sets up a new app.'
          : 'The password alone signs in now.'
      }`,
    );
  } finally {
    await database.close();
  }
}

async function main() {
  if (flags['reset-two-factor']) return resetTwoFactor(await ask('E-mail: ', flags.email));
  // The same rules as the set-up form of the first administrator.
  const parsed = registerBody.safeParse({
    email: await ask('E-mail: ', flags.email),
    firstName: await ask('First name: ', flags['first-name']),
    lastName: await ask('Last name: ', flags['last-name']),
    password: await askPassword(
      `Password (at least ${MIN_PASSWORD_LENGTH} characters, not shown): `,
      flags.password ?? process.env.ADMIN_PASSWORD,
    ),
  });
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join('\n'));
  const database = await openedDatabase();
  try {
    if (await findUserByEmail(database, parsed.data.email))
      throw new Error(`${parsed.data.email} already has an account`);
    const user = await insertUser(database, { ...parsed.data, role: 'admin' });
    console.log(`Administrator ${user.email} created. Sign in at /auth/login.`);
  } finally {
    await database.close();
  }
}

main().catch(failCommand);
