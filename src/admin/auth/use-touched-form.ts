'use client';

import { type ChangeEvent, useState } from 'react';

/** One message a field, by field name. */
export type FieldMessages = Partial<Record<string, string>>;

/**
 * A small text-field form whose errors show only after a field has been touched (left once) or a
 * submit was tried, so nobody is scolded while still typing. Server errors show until the field is edited.
 */
export function useTouchedForm<V extends { [K in keyof V]: string }>(
  initialValues: V,
  validate: (values: V) => FieldMessages,
) {
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FieldMessages>({});
  const errors = validate(values);

  const inputProps = (name: keyof V & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
      setServerErrors((current) => ({ ...current, [name]: undefined }));
    },
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    error: (touched[name] ? errors[name] : undefined) ?? serverErrors[name],
  });

  /** Marks every field touched; true when the values pass validation. */
  const touchAll = (): boolean => {
    setTouched(Object.fromEntries(Object.keys(values).map((key) => [key, true])) as Record<keyof V, boolean>);
    return Object.keys(errors).length === 0;
  };

  return { values, inputProps, touchAll, setServerErrors };
}
