import 'server-only';
import type { Context } from 'hono';
import type { Transaction } from 'kysely';
import type { ApiEnv } from '@/server/api/context';
import type { PublicUser } from '@/server/auth/users';
import type { Database, Engine } from '@/server/db/engine';
import type { DatabaseSchema } from '@/server/db/schema';
import type { WriteMode } from './prepare-values';
import type { WriteResult } from './repository';
import type { Values } from './storage';

interface HookContext {
  trx: Transaction<DatabaseSchema>;
  /** For a rule that must take turns with concurrent writers (`takeTurnsWriting`). */
  engine: Engine;
  /** The signed-in user making the change. */
  actor: PublicUser;
}

/**
 * Rules of one module beyond its fields, run inside the write's transaction. A hook refuses a change
 * by throwing an ApiError; nothing is then stored.
 */
export interface ModuleHooks {
  beforeWrite?(context: HookContext & { input: Values; mode: WriteMode; id?: number }): Promise<void>;
  afterWrite?(context: HookContext & { result: WriteResult }): Promise<void>;
  beforeDelete?(context: HookContext & { id: number }): Promise<void>;
  /**
   * `POST /api/{key}` without a token: the module's public form (an inquiry, a newsletter sign-up).
   * With a token the call is the usual staff create.
   */
  publicCreate?(c: Context<ApiEnv>): Promise<Response>;
  /** Adds computed, read-only facts to records the API returns (e.g. e-mail delivery status). */
  decorate?(database: Database, records: Values[]): Promise<Values[]>;
}
