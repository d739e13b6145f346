import { apiClient } from '@/lib/api-client';

/** The signed-in user's own two-factor sign-in, and the administrators' overview of every account. */
export const twoFactorApi = {
  state: () => apiClient.get('/account/two-factor'),
  startSetup: () => apiClient.post('/account/two-factor/setup'),
  confirm: (code: string) => apiClient.post('/account/two-factor/confirm', { body: { code } }),
  replaceRecoveryCodes: (code: string) =>
    apiClient.post('/account/two-factor/recovery-codes', { body: { code } }),
  turnOff: (password: string) => apiClient.del('/account/two-factor', { body: { password } }),
  overview: () => apiClient.get('/two-factor'),
  setRequired: (required: boolean) => apiClient.put('/two-factor/required', { body: { required } }),
  reset: (id: number) => apiClient.del('/two-factor/accounts/{id}', { path: { id } }),
};

export const twoFactorQueryKeys = {
  own: ['two-factor', 'own'] as const,
  overview: ['two-factor', 'overview'] as const,
};
