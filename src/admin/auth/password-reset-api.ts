import type { passwordResetBody } from '@/lib/account-rules';
import { apiClient } from '@/lib/api-client';
import type { ApiAnswer } from '@/lib/api-contract';
import type { z } from '@/lib/zod';

export type OutcomeResponse = ApiAnswer<'resetPassword'>;

/** `mailConfigured` false: no e-mail can be sent yet (the same answer for every address). */
export type LinkRequestResponse = ApiAnswer<'requestPasswordReset'>;

/** The two calls of a forgotten password: ask for a link, then set a new password with it. */
export const passwordResetApi = {
  requestLink: (email: string) => apiClient.post('/auth/forgot-password', { body: { email } }),
  setNewPassword: (body: z.input<typeof passwordResetBody>) =>
    apiClient.post('/auth/reset-password', { body }),
};
