/**
 * Recognises the errors that mean "the database cannot be reached right now" rather than "this
 * request is wrong": the API answers those with 503 and Retry-After, and they pass once the
 * database is back.
 */

interface DriverError {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** Node socket errors of a connection that cannot be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), the server shutting down or starting up
 * or the connection terminated by an administrator (57P01-57P03), too many connections (53300).
 */
const POSTGRES_CODES = /^(08\d{3}|08P01|57P0[1-3]|53300)$/;

/** SQLite: the file is locked by another process for too long, or cannot be read or written. */
const SQLITE_CODES = /^SQLITE_(BUSY|IOERR|CANTOPEN)(_|$)/;

/** pg raises these as plain errors without a code. */
const PG_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause, errors } = error as DriverError;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || POSTGRES_CODES.test(code) || SQLITE_CODES.test(code)) return true;
  }
  if (typeof message === 'string' && PG_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // Node reports a refused connection to several addresses (localhost: ::1 and 127.0.0.1) as one
  // AggregateError; wrappers (e.g. a failed migration) keep the driver's error as their cause.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/**
 * What may be logged of a driver error: its code, class and message, never the error object itself
 * (pg hangs the whole client on it, with the connection's password and backend secret key).
 */
export function describeDriverError(error: unknown): {
  code?: string;
  errorClass?: string;
  message?: string;
} {
  if (!error || typeof error !== 'object') return { message: String(error) };
  const { code, message } = error as DriverError;
  return {
    ...(typeof code === 'string' ? { code } : {}),
    errorClass: (error as Error).constructor?.name,
    ...(typeof message === 'string' ? { message: message.slice(0, 300) } : {}),
  };
}
