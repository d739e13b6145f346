import type { FieldErrors } from '@/kit/schemas';
import type { ApiErrorBody } from '@/lib/api-error-body';

/** An error the API answers with `{success: false, message, errors?}` and the given status. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const errorBody = (message: string, errors?: FieldErrors): ApiErrorBody => ({
  success: false as const,
  message,
  ...(errors ? { errors } : {}),
});

export const invalidInput = (errors: FieldErrors, message = 'Please correct the highlighted fields') =>
  new ApiError(400, message, errors);
export const notFound = (message = 'Not found') => new ApiError(404, message);
export const unauthorized = (message = 'Please sign in') => new ApiError(401, message);
export const forbidden = (message = 'You do not have permission to do this') => new ApiError(403, message);
export const conflict = (errors: FieldErrors, message = 'This value is already taken') =>
  new ApiError(409, message, errors);
