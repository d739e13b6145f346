import { z } from '@/lib/zod';

/**
 * The error form of every API answer, `{success: false, message, errors?}`: the server documents and
 * sends it, the browser's API client reads it. `errors` maps each refused field to its messages.
 */
export const apiErrorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
