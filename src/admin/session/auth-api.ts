import type { registerBody } from '@/lib/account-rules';
import { apiClient } from '@/lib/api-client';
import type { ApiAnswer } from '@/lib/api-contract';
import type { z } from '@/lib/zod';

export type LoginResponse = ApiAnswer<'login'>;

/** The body of `POST /api/account/register`, from the schema the API validates it with. */
export type RegisterPayload = z.input<typeof registerBody>;

export type RegisterResponse = ApiAnswer<'registerFirstAdministrator'>;

export const authApi = {
  currentUser: () => apiClient.get('/auth/login'),
  login: (email: string, password: string) => apiClient.post('/auth/login', { body: { email, password } }),
  register: (payload: RegisterPayload) => apiClient.post('/account/register', { body: payload }),
  renew: () => apiClient.post('/auth/renew'),
  signOut: () => apiClient.post('/auth/logout'),
  verify: (challenge: string, code: string) => apiClient.post('/auth/verify', { body: { challenge, code } }),
  requiredSetup: (challenge: string) => apiClient.post('/auth/verify/enrolment', { body: { challenge } }),
  setupStatus: () => apiClient.get('/account/setup'),
};
