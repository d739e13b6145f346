import { describe, expect, it } from 'vitest';
import { initialSessionState, type SessionState, sessionReducer, type User } from '@/lib/session';

const user: User = {
  id: 1,
  email: 'owner@example.com',
  firstName: 'Maria',
  lastName: 'Lopez',
  role: 'admin',
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const signedIn: SessionState = { isInitialized: true, isAuthenticated: true, user };

describe('sessionReducer', () => {
  it('starts not initialised, not authenticated, with no user', () => {
    expect(initialSessionState).toEqual({ isInitialized: false, isAuthenticated: false, user: null });
  });

  it('INITIALIZE with a user gives initialised and authenticated', () => {
    const state = sessionReducer(initialSessionState, {
      type: 'INITIALIZE',
      payload: { isAuthenticated: true, user },
    });
    expect(state).toEqual(signedIn);
  });

  it('INITIALIZE without a user gives initialised and not authenticated', () => {
    const state = sessionReducer(initialSessionState, {
      type: 'INITIALIZE',
      payload: { isAuthenticated: false, user: null },
    });
    expect(state).toEqual({ isInitialized: true, isAuthenticated: false, user: null });
  });

  it('LOGIN and REGISTER authenticate with the returned user', () => {
    const signedOut: SessionState = { isInitialized: true, isAuthenticated: false, user: null };
    expect(sessionReducer(signedOut, { type: 'LOGIN', payload: { user } })).toEqual(signedIn);
    expect(sessionReducer(signedOut, { type: 'REGISTER', payload: { user } })).toEqual(signedIn);
  });

  it('LOGOUT leaves no user and keeps the session initialised', () => {
    expect(sessionReducer(signedIn, { type: 'LOGOUT' })).toEqual({
      isInitialized: true,
      isAuthenticated: false,
      user: null,
    });
  });

  it('does not mutate the previous state', () => {
    const before = structuredClone(signedIn);
    sessionReducer(signedIn, { type: 'LOGOUT' });
    expect(signedIn).toEqual(before);
  });
});
