import pino from 'pino';
import { settingsForMail } from '@/modules/settings/server/mail-settings';
import { serverRegistry } from '@/registry/server';
import { settleWorkAfterAnswers } from '@/server/api/after-answer';
import { createApp } from '@/server/api/app';
import { SOCKET_ADDRESS_HEADER } from '@/server/api/client-ip';
import type { AppDependencies } from '@/server/api/context';
import { signAccessToken } from '@/server/auth/tokens';
import { insertUser, type NewUser, type UserRecord } from '@/server/auth/users';
import type { Engine } from '@/server/db/engine';
import { stopMailWorker } from '@/server/mail/worker';
import { createTestDatabase, type TestDatabase, testEngine } from './test-database';

export const TEST_SECRET = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-signing');

/** The table `createUser` stores its accounts in: a suite emptying it must keep the users it signs in as. */
export const ACCOUNTS_TABLE = 'users';

type RequestOptions = RequestInit & { json?: unknown; token?: string; ip?: string };

/** A response with its body already read (parsed when it is JSON). */
export interface Answer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever shape they assert.
  body: any;
  text: string;
}

export interface TestContext extends TestDatabase {
  app: ReturnType<typeof createApp>;
  /** What the app was made with (e.g. for `deliverPendingMail`). */
  deps: AppDependencies;
  /** Every public path the API asked to invalidate, in order. */
  invalidated: string[];
  request(path: string, init?: RequestOptions): Promise<Response>;
  /** `request`, then the body read. */
  call(path: string, init?: RequestOptions): Promise<Answer>;
  createUser(overrides?: Partial<NewUser>): Promise<{ user: UserRecord; token: string; password: string }>;
}

let userCounter = 0;

/**
 * The real API app over a fresh database, with a recording cache invalidator; on the engine of the
 * run unless another is named (the engine comparison holds one app of each).
 */
export async function createTestContext(
  overrides: Partial<AppDependencies> = {},
  engine: Engine = testEngine,
): Promise<TestContext> {
  const testDatabase = await createTestDatabase(engine);
  const invalidated: string[] = [];
  const deps: AppDependencies = {
    database: async () => testDatabase.database,
    authSecret: async () => TEST_SECRET,
    invalidatePublicPaths: (paths) => {
      invalidated.push(...paths);
    },
    logger: pino({ level: 'silent' }),
    publicUrl: 'http://localhost:3000',
    mailSettings: settingsForMail,
    ...overrides,
  };
  const app = createApp(deps, serverRegistry);
  const request = (path: string, { json, token, ip, headers, ...init }: RequestOptions = {}) => {
    const merged = new Headers(headers);
    merged.set(SOCKET_ADDRESS_HEADER, ip ?? '127.0.0.1');
    if (json !== undefined && !merged.has('content-type')) merged.set('content-type', 'application/json');
    if (token) merged.set('authorization', `Bearer ${token}`);
    return Promise.resolve(
      app.request(path, {
        ...init,
        headers: merged,
        body: json === undefined ? init.body : JSON.stringify(json),
      }),
    );
  };
  return {
    ...testDatabase,
    async destroy() {
      // Work left after an answer, and a mail worker woken by a request, must not outlive the database.
      await settleWorkAfterAnswers(deps);
      await stopMailWorker(deps);
      await testDatabase.destroy();
    },
    app,
    deps,
    invalidated,
    request,
    async call(path, init) {
      const response = await request(path, init);
      const text = await response.text();
      const isJson = response.headers.get('content-type')?.includes('application/json');
      return {
        status: response.status,
        headers: response.headers,
        body: isJson ? JSON.parse(text) : null,
        text,
      };
    },
    async createUser(userOverrides = {}) {
      userCounter += 1;
      const password = userOverrides.password ?? 'correct horse battery staple';
      const user = await insertUser(testDatabase.database, {
        email: `user${userCounter}-${Date.now()}@example.com`,
        firstName: 'Test',
        lastName: `User ${userCounter}`,
        role: 'admin',
        ...userOverrides,
        password,
      });
      const token = await signAccessToken(
        { userId: user.id, role: user.role, tokenVersion: user.tokenVersion },
        TEST_SECRET,
      );
      return { user, token, password };
    },
  };
}
