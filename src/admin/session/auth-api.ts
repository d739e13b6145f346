import { apiClient } from '@/lib/api-client';
import type { User } from '@/lib/session';

export interface LoginResponse {
  success: boolean;
  message: string;
  accessToken: string;
  data: User;
}

export interface RegisterPayload {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface RegisterResponse {
  accessToken: string;
  user: User;
}

export const authApi = {
  currentUser: () => apiClient.get<{ user: User }>('/auth/login'),
  login: (email: string, password: string) =>
    apiClient.post<LoginResponse>('/auth/login', { email, password }),
  register: (payload: RegisterPayload) => apiClient.post<RegisterResponse>('/account/register', payload),
  setupStatus: () => apiClient.get<{ needsSetup: boolean }>('/account/setup'),
};
