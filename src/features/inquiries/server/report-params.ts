import { z } from '@hono/zod-openapi';
import { isIsoDate, isIsoMonth } from '@/lib/calendar-dates';
import { DATE_OUT_OF_RANGE, isDateInRange } from '@/lib/text-rules';

/** A query parameter holding a real calendar date, `YYYY-MM-DD`. */
export const isoDateParam = (name: string) =>
  z
    .string()
    .refine(isIsoDate, { message: `${name} must be a date like 2026-03-31`, abort: true })
    .refine(isDateInRange, { message: DATE_OUT_OF_RANGE })
    .openapi({ format: 'date', example: '2026-03-31' });

/** A query parameter holding a month, `YYYY-MM`. */
export const isoMonthParam = (name: string) =>
  z
    .string()
    .refine(isIsoMonth, { message: `${name} must be a month like 2026-03`, abort: true })
    .refine((month) => isDateInRange(`${month}-01`), { message: DATE_OUT_OF_RANGE })
    .openapi({ example: '2026-03' });
