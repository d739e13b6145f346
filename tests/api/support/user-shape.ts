import { expect } from 'vitest';

/** The keys of a user object in every answer. */
export const USER_KEYS = ['active', 'createdAt', 'email', 'firstName', 'id', 'lastName', 'role', 'updatedAt'];

/** Fails when a response body carries anything that looks like a secret of the user row. */
export function expectNoSecrets(text: string) {
  expect(text).not.toMatch(/passwordHash|tokenVersion|\$argon2/);
}
