import { fieldErrors } from '@/kit/schemas';
import { firstMessages } from '@/lib/field-messages';
import type { z } from '@/lib/zod';

/**
 * A form validated by the API's own schema; each field shows its first message. An empty input
 * counts as not sent, so a field says "… is required" where the API would for a missing one.
 */
export function validateWith<Form extends z.ZodType<unknown, Record<string, string>>>(schema: Form) {
  return (values: z.input<Form>): Record<string, string> => {
    const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
    const result = schema.safeParse(given);
    return result.success ? {} : firstMessages(fieldErrors(result.error));
  };
}
