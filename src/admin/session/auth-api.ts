import type { registerBody } from '@/lib/account-rules';
import { apiClient } from '@/lib/api-client';
import type { User } from '@/lib/session';
import type { z } from '@/lib/zod';

export interface LoginResponse {
  success: boolean;
  message: string;
  accessToken: string;
  data: User;
}

/** The body of `POST /api/account/register`, from the schema the API validates it with. */
export type RegisterPayload = z.input<typeof registerBody>;

export interface RegisterResponse {
  accessToken: string;
  user: User;
}

export const authApi = {
  currentUser: () => apiClient.get<{ user: User }>('/auth/login'),
  login: (email: string, password: string) =>
    apiClient.post<LoginResponse>('/auth/login', { email, password }),
  register: (payload: RegisterPayload) => apiClient.post<RegisterResponse>('/account/register', payload),
  renew: () => apiClient.post<{ success: true; accessToken: string }>('/auth/renew'),
  setupStatus: () => apiClient.get<{ needsSetup: boolean }>('/account/setup'),
};
