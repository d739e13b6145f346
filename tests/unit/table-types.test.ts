import { describe, expect, expectTypeOf, it } from 'vitest';
import type { RecordOfModule } from '@/kit/define-module';
import { subscribersModule } from '@/modules/subscribers/module';
import { usersModule } from '@/modules/users/module';
import type { SubscribersTable, UsersTable } from '@/server/db/schema';

/**
 * The engine's table types of rows that a module also declares (src/server/db/schema.ts says why
 * they stay written out) against the modules' record types: a field added, renamed or retyped on
 * one side only fails the typecheck.
 */

type User = RecordOfModule<typeof usersModule>;
type Subscriber = RecordOfModule<typeof subscribersModule>;

describe('table types beside the modules that declare the same rows', () => {
  it('users: the fields, the password hash and the internal columns', () => {
    expectTypeOf<keyof UsersTable>().toEqualTypeOf<
      keyof User | 'passwordHash' | 'tokenVersion' | 'signedOutSessions'
    >();
    type Shared = 'email' | 'firstName' | 'lastName' | 'role';
    expectTypeOf<Pick<UsersTable, Shared>>().toEqualTypeOf<Pick<User, Shared>>();
    expect(usersModule.internalColumns).toEqual(['tokenVersion', 'signedOutSessions']);
    expect(usersModule.fields.password).toMatchObject({ kind: 'password', column: 'passwordHash' });
  });

  it('subscribers: the fields and the internal columns', () => {
    expectTypeOf<keyof SubscribersTable>().toEqualTypeOf<keyof Subscriber | 'unsubscribeToken'>();
    type Shared = 'email' | 'status' | 'source';
    expectTypeOf<Pick<SubscribersTable, Shared>>().toEqualTypeOf<Pick<Subscriber, Shared>>();
    expect(subscribersModule.internalColumns).toEqual(['unsubscribeToken']);
  });
});
