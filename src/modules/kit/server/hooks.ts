import 'server-only';
import type { Transaction } from 'kysely';
import type { PublicUser } from '@/server/auth/users';
import type { DatabaseSchema } from '@/server/db/schema';
import type { WriteMode } from './prepare-values';
import type { WriteResult } from './repository';
import type { Values } from './storage';

interface HookContext {
  trx: Transaction<DatabaseSchema>;
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
}
