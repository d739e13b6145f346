import type { passwordChangeBody } from '@/lib/account-rules';
import { apiClient } from '@/lib/api-client';
import type { z } from '@/lib/zod';

export const accountApi = {
  /** Answers a fresh token: every earlier one, this tab's included, stops working. */
  changePassword: (body: z.input<typeof passwordChangeBody>) => apiClient.post('/account/password', { body }),
};
