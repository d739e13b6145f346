import 'server-only';
import type { Context } from 'hono';
import { fieldErrors } from '@/kit/schemas';
import type { z } from '@/lib/zod';
import { ApiError, invalidInput } from './errors';

/** The request body parsed as JSON and checked by `schema`: 400 with field errors otherwise. */
export async function readJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, 'Malformed JSON in request body');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw invalidInput(fieldErrors(parsed.error));
  return parsed.data;
}
