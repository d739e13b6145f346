import { z } from '@hono/zod-openapi';
import { MAX_RECORD_ID } from '@/kit/schemas';

/**
 * The `{id}` of a record's routes. Digits only: a plain number coercion would also read `1e3`,
 * `0x10` or ` 7` as ids.
 */
export const idParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, { message: 'id must be a whole number' })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .positive({ message: 'id must be a positive number' })
        .max(MAX_RECORD_ID, { message: 'id is too large' }),
    )
    .openapi({ param: { name: 'id', in: 'path' }, type: 'integer' }),
});
