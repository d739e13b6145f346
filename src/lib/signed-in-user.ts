import { z } from '@/lib/zod';

/** The signed-in user as the API answers it (sign-in, session, registration): the server documents it, the admin reads it. */
export const signedInUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(['admin', 'editor']),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type SignedInUser = z.infer<typeof signedInUserSchema>;
