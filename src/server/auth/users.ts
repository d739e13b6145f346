import 'server-only';
import { CompiledQuery, type Selectable } from 'kysely';
import type { SignedInUser } from '@/lib/signed-in-user';
import type { Database } from '../db/engine';
import type { UsersTable } from '../db/schema';
import { decodeBoolean, decodeJson, decodeTimestamp, engineValues } from '../db/values';
import { hashPassword } from './password';

export type UserRole = SignedInUser['role'];

/** A user as every endpoint returns it: never a hash or a secret. */
export type PublicUser = SignedInUser;

export type UserRecord = PublicUser & {
  passwordHash: string;
  tokenVersion: number;
  /** The sessions the user signed out of, until they would have ended anyway. */
  signedOutSessions: SignedOutSession[];
};

/** A session signed out of: its id (a token's `sid`) and when it began (seconds since the epoch). */
export interface SignedOutSession {
  session: string;
  signedInAt: number;
}

function decodeUser(row: Selectable<UsersTable>): UserRecord {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    active: decodeBoolean(row.active),
    createdAt: decodeTimestamp(row.createdAt)!,
    updatedAt: decodeTimestamp(row.updatedAt)!,
    passwordHash: row.passwordHash,
    tokenVersion: row.tokenVersion,
    signedOutSessions: decodeJson<SignedOutSession[]>(row.signedOutSessions, []),
  };
}

export function toPublicUser({
  passwordHash: _hash,
  tokenVersion: _version,
  signedOutSessions: _signedOut,
  ...user
}: UserRecord): PublicUser {
  return user;
}

export async function findUserByEmail({ db }: Database, email: string): Promise<UserRecord | null> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
  return row ? decodeUser(row) : null;
}

export async function findUserById({ db }: Database, id: number): Promise<UserRecord | null> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? decodeUser(row) : null;
}

export async function countUsers({ db }: Database): Promise<number> {
  const { count } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  role: UserRole;
  password: string;
}

function newUserValues(database: Database, user: NewUser, passwordHash: string) {
  const now = new Date().toISOString();
  return {
    email: user.email.trim(),
    firstName: user.firstName.trim(),
    lastName: user.lastName.trim(),
    role: user.role,
    active: engineValues(database.engine).encodeBoolean(true),
    passwordHash,
    createdAt: now,
    updatedAt: now,
  };
}

export async function insertUser(database: Database, user: NewUser): Promise<UserRecord> {
  const values = newUserValues(database, user, await hashPassword(user.password));
  const row = await database.db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
  return decodeUser(row);
}

/**
 * Creates the first administrator unless a user exists; the check and insert are one transaction
 * so two concurrent first-run requests cannot both succeed. Returns null when a user existed.
 */
export async function insertFirstAdmin(
  database: Database,
  user: Omit<NewUser, 'role'>,
): Promise<UserRecord | null> {
  const values = newUserValues(database, { ...user, role: 'admin' }, await hashPassword(user.password));
  const row = await database.db.transaction().execute(async (trx) => {
    if (database.engine === 'postgres') await trx.executeQuery(lockUsersTable);
    const existing = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (existing) return null;
    return trx.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
  });
  return row ? decodeUser(row) : null;
}

const lockUsersTable = CompiledQuery.raw('LOCK TABLE users IN EXCLUSIVE MODE');

/** Ends every session of the account: tokens carry the version they were issued under. */
export async function endSessionsOf({ db }: Pick<Database, 'db'>, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ tokenVersion: eb('tokenVersion', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}
