import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * Every per-address limit counts a client, not an address: an IPv6 client is handed a whole /64,
 * so its 2^64 addresses are one client; an IPv4-mapped IPv6 address is the IPv4 client it maps.
 * Each limit is tried from 70 addresses of one /64 and must hold like it does for one address.
 */

const ALLOWANCE = 3;
const SPREAD = 70;

let t: TestContext;
let user: { email: string };
let userToken: string;

beforeAll(async () => {
  t = await createTestContext({
    rateLimits: {
      publicFormsPerIpPerHour: ALLOWANCE,
      publicBeaconsPerIpPerHour: ALLOWANCE,
      passwordResetsPerIp: ALLOWANCE,
      passwordResetsPerEmail: 1000,
      loginFailuresPerIp: ALLOWANCE,
      loginFailuresPerEmail: ALLOWANCE,
      loginWindowSeconds: 600,
    },
  });
  const created = await t.createUser({ role: 'editor' });
  user = created.user;
  userToken = created.token;
});
afterAll(() => t.destroy());

// biome-ignore lint/suspicious/noExplicitAny: module tables are not in the static schema.
const moduleDb = () => t.database.db as unknown as Kysely<any>;
const countOf = async (table: string) =>
  Number(
    (
      await moduleDb()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const tapsCounted = async () =>
  Number(
    (
      await moduleDb()
        .selectFrom('contact_taps')
        .select((eb) => eb.fn.coalesce(eb.fn.sum('count'), eb.lit(0)).as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

interface AddressLimit {
  /** What is counted per client. */
  name: string;
  /** One request of the kind, the `serial`-th, from `ip`. */
  send(ip: string, serial: number): Promise<Response>;
  /** The answer while the allowance lasts. */
  allowed: number;
  /** What an accepted request leaves in the database, to count. */
  stored?: () => Promise<number>;
}

const post = (path: string, ip: string, json: unknown, token?: string) =>
  t.request(path, { method: 'POST', ip, json, token });

/** Every limit the API keeps per client address. */
const ADDRESS_LIMITS: AddressLimit[] = [
  {
    name: 'quote requests (public forms)',
    send: (ip, serial) =>
      post('/api/inquiries', ip, {
        name: `Visitor ${serial}`,
        email: `visitor${serial}@example.com`,
        message: 'Four cameras for my house in Echo Park.',
        sourcePath: '/free-quote',
        formStartedAt: Date.now() - 60_000,
      }),
    allowed: 201,
    stored: () => countOf('inquiries'),
  },
  {
    name: 'newsletter sign-ups (public forms)',
    send: (ip, serial) => post('/api/subscribers', ip, { email: `reader${serial}@example.com` }),
    allowed: 201,
    stored: () => countOf('subscribers'),
  },
  {
    name: 'click-to-call taps (beacons)',
    send: (ip) => post('/api/contact-taps', ip, { kind: 'call', path: '/contact' }),
    allowed: 204,
    stored: tapsCounted,
  },
  {
    name: 'failed sign-ins over many accounts',
    send: (ip, serial) =>
      post('/api/auth/login', ip, { email: `guess${serial}@example.com`, password: 'a wrong password' }),
    allowed: 401,
  },
  {
    name: 'password guesses at one account',
    send: (ip) => post('/api/auth/login', ip, { email: user.email, password: 'a wrong password' }),
    allowed: 401,
  },
  {
    name: 'current-password guesses of a signed-in user',
    send: (ip) =>
      post(
        '/api/account/password',
        ip,
        { currentPassword: 'a wrong password', newPassword: 'another long passphrase' },
        userToken,
      ),
    allowed: 400,
  },
  {
    name: 'password-reset requests',
    send: (ip, serial) => post('/api/auth/forgot-password', ip, { email: `lost${serial}@example.com` }),
    allowed: 200,
  },
];

/** The `index`-th address of the /64 `prefix` (four groups), spread over the interface half. */
const addressIn = (prefix: string, index: number) =>
  `${prefix}:${((index * 7919) % 65536).toString(16)}:${index.toString(16)}:${(index * 31).toString(16)}:${(65535 - index).toString(16)}`;

describe('per-address limits count an IPv6 client by its /64', () => {
  it.each(ADDRESS_LIMITS.map((limit, index) => [limit.name, limit, index] as const))(
    '%s: 70 addresses of one /64 get the allowance of one address',
    async (_name, limit, index) => {
      const prefix = `2001:db8:${index + 1}:64`;
      const storedBefore = await limit.stored?.();
      const statuses: number[] = [];
      for (let serial = 0; serial < SPREAD; serial++) {
        const answer = await limit.send(addressIn(prefix, serial), serial);
        statuses.push(answer.status);
        await answer.body?.cancel();
      }
      expect(statuses.slice(0, ALLOWANCE)).toEqual(Array(ALLOWANCE).fill(limit.allowed));
      expect(statuses.slice(ALLOWANCE)).toEqual(Array(SPREAD - ALLOWANCE).fill(429));
      if (limit.stored) expect((await limit.stored()) - (storedBefore ?? 0)).toBe(ALLOWANCE);

      // The next /64 is another client, with an allowance of its own.
      const neighbour = await limit.send(`2001:db8:${index + 1}:65::1`, SPREAD);
      expect(neighbour.status).toBe(limit.allowed);
    },
  );

  it('counts an IPv4-mapped IPv6 address as the IPv4 address it is', async () => {
    const taps = [];
    for (const ip of ['192.0.2.61', '::ffff:192.0.2.61', '::FFFF:c000:023d', '192.0.2.61'])
      taps.push((await post('/api/contact-taps', ip, { kind: 'text', path: '/contact' })).status);
    expect(taps).toEqual([204, 204, 204, 429]);
    // Another IPv4 address is another client.
    expect((await post('/api/contact-taps', '192.0.2.62', { kind: 'text', path: '/contact' })).status).toBe(
      204,
    );
  });
});
