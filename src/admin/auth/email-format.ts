/**
 * The pattern `z.email()` checks, the API's rule, copied rather than imported: any import of zod,
 * even of its regexes alone, brings a good part of the library onto the sign-in page. A unit test
 * keeps the copy equal to zod's.
 */
export const EMAIL_PATTERN =
  // biome-ignore lint/complexity/noUselessEscapeInRegex: written exactly as zod writes it, so the test can compare them
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
