import pino from 'pino';
import { createApp } from '@/server/api/app';
import type { AppDependencies } from '@/server/api/context';
import { SOCKET_ADDRESS_HEADER } from '@/server/api/client-ip';
import { signAccessToken } from '@/server/auth/tokens';
import { insertUser, type NewUser, type UserRecord } from '@/server/auth/users';
import { createTestDatabase, type TestDatabase } from './test-database';

export const TEST_SECRET = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-signing');

export interface TestContext extends TestDatabase {
  app: ReturnType<typeof createApp>;
  /** Every public path the API asked to invalidate, in order. */
  invalidated: string[];
  request(path: string, init?: RequestInit & { json?: unknown; token?: string; ip?: string }): Promise<Response>;
  createUser(overrides?: Partial<NewUser>): Promise<{ user: UserRecord; token: string; password: string }>;
}

let userCounter = 0;

/** The real API app over a fresh database, with a recording cache invalidator. */
export async function createTestContext(overrides: Partial<AppDependencies> = {}): Promise<TestContext> {
  const testDatabase = await createTestDatabase();
  const invalidated: string[] = [];
  const app = createApp({
    database: async () => testDatabase.database,
    authSecret: async () => TEST_SECRET,
    invalidatePublicPaths: (paths) => {
      invalidated.push(...paths);
    },
    logger: pino({ level: 'silent' }),
    ...overrides,
  });
  return {
    ...testDatabase,
    app,
    invalidated,
    request(path, { json, token, ip, headers, ...init } = {}) {
      const merged = new Headers(headers);
      merged.set(SOCKET_ADDRESS_HEADER, ip ?? '127.0.0.1');
      if (json !== undefined) merged.set('content-type', 'application/json');
      if (token) merged.set('authorization', `Bearer ${token}`);
      return Promise.resolve(
        app.request(path, { ...init, headers: merged, body: json === undefined ? init.body : JSON.stringify(json) }),
      );
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
