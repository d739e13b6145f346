import { z } from '@/lib/zod';
import {
  DATE_OUT_OF_RANGE,
  hasOnlyAllowedCharacters,
  isDateInRange,
  isInRange,
  isRealDate,
  isSingleLine,
  SINGLE_LINE_ONLY,
  TEXT_NOT_ALLOWED,
} from './text-rules';

/** What `z.string()` takes: the message for a missing value or one of another type. */
type StringParams = Parameters<typeof z.string>[0];

/**
 * A text of one line (a title, a name, a list item) or, with `multiline`, of several (a description,
 * rich text). `message` replaces the "must be text" answer to a value of another type.
 */
export function safeText({
  multiline = false,
  message,
}: {
  multiline?: boolean;
  message?: StringParams;
} = {}) {
  const text = z.string(message).refine(hasOnlyAllowedCharacters, { message: TEXT_NOT_ALLOWED, abort: true });
  return multiline ? text : text.refine(isSingleLine, { message: SINGLE_LINE_ONLY, abort: true });
}

/**
 * A point in time (ISO 8601 with `Z` or an offset), a real one between 1900 and 2200 in UTC, handed
 * on in UTC (`2024-05-06T12:08:09.000Z`) so both engines store and sort it alike.
 */
export function dateTimeText(invalid: string) {
  return z.iso
    .datetime({ offset: true, message: invalid })
    .pipe(z.string())
    .refine((value) => !Number.isNaN(new Date(value).getTime()), { message: invalid, abort: true })
    .refine((value) => isInRange(new Date(value)), { message: DATE_OUT_OF_RANGE, abort: true })
    .transform((value) => new Date(value).toISOString());
}

/** A calendar date, `YYYY-MM-DD`, real and between 1900 and 2200. */
export function dateText({
  invalid,
  unreal,
  message,
}: {
  invalid: string;
  unreal: string;
  message?: StringParams;
}) {
  return z
    .string(message)
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: invalid, abort: true })
    .refine(isRealDate, { message: unreal, abort: true })
    .refine(isDateInRange, { message: DATE_OUT_OF_RANGE });
}
