import { dateText, safeText } from '@/lib/text-schemas';
import { z } from '@/lib/zod';
import type { StringListField } from './fields';

type TextMessage = Parameters<typeof safeText>[0] extends infer O
  ? O extends { message?: infer M }
    ? M
    : never
  : never;

/** A text field's own rule (`check`) as a zod refinement: its message in words, an empty text left alone. */
export function customCheck(check: (value: string) => string | undefined) {
  return (value: string, context: z.RefinementCtx) => {
    const problem = value === '' ? undefined : check(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  };
}

/** One item of a list of texts: plain text, or an e-mail address or a calendar date when the field says so. */
export function stringListItem(label: string, format: StringListField['itemFormat'], message: TextMessage) {
  const item = safeText({ message }).trim().min(1).max(300);
  if (format === 'email') return item.pipe(z.email({ message: 'Enter a valid email' }));
  if (format === 'date') {
    return item.pipe(
      dateText({
        invalid: `${label}: write each date as YYYY-MM-DD`,
        unreal: `${label}: each date must be a real date`,
        message,
      }),
    );
  }
  return item;
}
