import type { z } from '@hono/zod-openapi';
import { apiErrorBodySchema } from '@/lib/api-error-body';
import { signedInUserSchema } from '@/lib/signed-in-user';
import type { ApiError } from './errors';

export type ErrorStatus = ApiError['status'];

/**
 * A schema shared with the browser (plain `zod`, in `src/lib`), named as an OpenAPI component. zod
 * copies its methods into each schema as it is made, so one made before Hono added `.openapi()` to
 * zod lacks it: the copy made here has it, whichever file was loaded first.
 */
export const openApiComponent = <T extends z.ZodType>(schema: T, name: string): T =>
  schema.clone().openapi(name);

export const errorSchema = openApiComponent(apiErrorBodySchema, 'Error');

// Not `User`: that name is the users module's record.
export const userSchema = openApiComponent(signedInUserSchema, 'SignedInUser');

const errorDescriptions: Record<ErrorStatus, string> = {
  400: 'Invalid input; `errors` maps each field to its messages',
  401: 'Missing, invalid, expired or revoked token, or wrong credentials',
  403: 'Not allowed for this role',
  404: 'No such record',
  409: 'A unique value is already taken',
  413: 'Body too large',
  415: 'Unsupported content type (the body is not JSON, or the upload is not a supported image)',
  429: 'Too many attempts; see Retry-After',
  500: 'Something went wrong',
  503: 'Unavailable: the database does not answer (try again after Retry-After), or media storage is not set up',
};

export const jsonContent = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema } },
});

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

/** The documented error answers of a route. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, jsonContent(errorDescriptions[status], errorSchema)]),
  ) as Record<S, ReturnType<typeof jsonContent<typeof errorSchema>>>;
}
