import type { FieldSet } from '@/kit/fields';
import { periodErrors } from '@/kit/periods';
import { createSchema, fieldErrors, replaceSchema } from '@/kit/schemas';
import { firstMessages } from '@/lib/field-messages';
import { type FormValues, formFields, formValuesToPayload } from './form-values';
import type { ModuleRecord } from './module-api';

/** Validates the form with the same schema and start/end rule the API applies to POST and PUT. */
export function validateFormValues(
  module: FieldSet,
  values: FormValues,
  mode: 'create' | 'replace',
  record?: ModuleRecord,
): Record<string, string> {
  const schema = mode === 'create' ? createSchema(module) : replaceSchema(module);
  const payload = formValuesToPayload(module, values, mode, record);
  const result = schema.safeParse(payload);
  if (!result.success) return firstMessages(fieldErrors(result.error));
  return firstMessages(periodErrors(module.fields, payload));
}

/** Splits errors into those an input shows and those only a message can (other or unknown fields). */
export function splitFieldErrors(module: FieldSet, errors: Record<string, string>) {
  const inputs = new Set(formFields(module).map(([name]) => name));
  const onInputs: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const [name, message] of Object.entries(errors)) {
    if (inputs.has(name)) onInputs[name] = message;
    else elsewhere.push(name === '_' ? message : `${name}: ${message}`);
  }
  return { onInputs, elsewhere };
}
