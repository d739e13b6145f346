import { z } from '@hono/zod-openapi';
import { isIsoDate, isIsoMonth } from '@/lib/calendar-dates';

/** A query parameter holding a real calendar date, `YYYY-MM-DD`. */
export const isoDateParam = (name: string) =>
  z
    .string()
    .refine(isIsoDate, { message: `${name} must be a date like 2026-03-31` })
    .openapi({ format: 'date', example: '2026-03-31' });

/** A query parameter holding a month, `YYYY-MM`. */
export const isoMonthParam = (name: string) =>
  z
    .string()
    .refine(isIsoMonth, { message: `${name} must be a month like 2026-03` })
    .openapi({ example: '2026-03' });
