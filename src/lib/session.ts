import type { SignedInUser } from './signed-in-user';

/** The signed-in user as the API returns it. */
export type User = SignedInUser;

export interface SessionState {
  isInitialized: boolean;
  isAuthenticated: boolean;
  user: User | null;
}

export type SessionAction =
  | { type: 'INITIALIZE'; payload: { isAuthenticated: boolean; user: User | null } }
  | { type: 'LOGIN'; payload: { user: User } }
  | { type: 'REGISTER'; payload: { user: User } }
  | { type: 'LOGOUT' };

export const initialSessionState: SessionState = {
  isInitialized: false,
  isAuthenticated: false,
  user: null,
};

/** Session transitions: checking, signed in, signed out, expired. Pure: the token itself is handled by the caller. */
export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'INITIALIZE':
      return {
        isInitialized: true,
        isAuthenticated: action.payload.isAuthenticated,
        user: action.payload.isAuthenticated ? action.payload.user : null,
      };
    case 'LOGIN':
    case 'REGISTER':
      return { ...state, isAuthenticated: true, user: action.payload.user };
    case 'LOGOUT':
      return { ...state, isAuthenticated: false, user: null };
    default:
      return state;
  }
}
