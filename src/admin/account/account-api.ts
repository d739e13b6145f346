import { apiClient } from '@/lib/api-client';

export const accountApi = {
  /** Answers a fresh token: every earlier one, this tab's included, stops working. */
  changePassword: (currentPassword: string, newPassword: string) =>
    apiClient.post<{ accessToken: string }>('/account/password', { currentPassword, newPassword }),
};
