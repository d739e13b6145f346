import 'server-only';
import type { Context } from 'hono';
import type { Transaction } from 'kysely';
import type { AnyModule, RecordOfModule } from '@/kit/define-module';
import type { AnyRecord } from '@/kit/record-types';
import type { Registry } from '@/kit/registry';
import type { ApiApp, ApiEnv } from '@/server/api/context';
import type { PublicUser } from '@/server/auth/users';
import type { Database, Engine } from '@/server/db/engine';
import type { DatabaseSchema } from '@/server/db/schema';
import type { WriteMode } from './prepare-values';
import type { WriteResult } from './repository';
import type { Values } from './storage';

interface RuleContext {
  trx: Transaction<DatabaseSchema>;
  /** For a rule that must take turns with concurrent writers (`takeTurnsWriting`). */
  engine: Engine;
  /** The signed-in user making the change. */
  actor: PublicUser;
}

/**
 * Rules of one module beyond its fields, run inside the write's transaction. A rule refuses a change
 * by throwing an ApiError; nothing is then stored.
 */
export interface ModuleRules<M extends AnyModule> {
  /** May answer values to store besides the input's, e.g. a default taken from the signed-in user. */
  beforeWrite?(
    context: RuleContext & { input: Values; mode: WriteMode; id?: number },
  ): Promise<Values | undefined>;
  afterWrite?(context: RuleContext & { result: WriteResult<RecordOfModule<M>> }): Promise<void>;
  beforeDelete?(context: RuleContext & { id: number }): Promise<void>;
  /**
   * A trashed record about to come back, as it was kept (fields and internal columns): may answer
   * values to store instead of some of them, to fit what changed while it was away.
   */
  beforeRestore?(context: RuleContext & { record: AnyRecord }): Promise<Values | undefined>;
  /**
   * `POST /api/{key}` without a token: the module's public form (an inquiry, a newsletter sign-up).
   * With a token the call is the usual staff create.
   */
  publicCreate?(c: Context<ApiEnv>): Promise<Response>;
  /** Adds the module's computed, read-only facts to records the API returns (e.g. delivery status). */
  decorate?(database: Database, records: RecordOfModule<M>[]): Promise<RecordOfModule<M>[]>;
}

/** A module as the server runs it: its declaration and its server-side rules. */
export interface ServerModule<M extends AnyModule = AnyModule> {
  module: M;
  rules: ModuleRules<M>;
  /** The feature's own API routes beyond the collection's (e.g. reports), registered before them. */
  registerRoutes?: (app: ApiApp) => void;
}

/** The server-side declaration of a module that has rules (and maybe routes) beyond its fields. */
export function withServerRules<M extends AnyModule>(
  module: M,
  rules: ModuleRules<M>,
  registerRoutes?: (app: ApiApp) => void,
): ServerModule<M> {
  return registerRoutes ? { module, rules, registerRoutes } : { module, rules };
}

/** The registry as the server runs it: every module with its rules, in registry order. */
export interface ServerRegistry extends Registry {
  serverModules: readonly ServerModule[];
}
