'use client';

import { type FormEvent, useState } from 'react';
import { errorMessage, isApiErrorBody } from '@/lib/api-client';
import { firstMessages } from '@/lib/field-messages';
import type { FieldMessages } from './use-touched-form';

interface SubmittableForm<V> {
  values: V;
  touchAll: () => boolean;
  setServerErrors: (errors: FieldMessages) => void;
}

/**
 * Submits a form once at a time, after every field has been checked (and its error shown). After
 * success the button keeps spinning while the screen moves on. On failure the API's field errors
 * show under their fields, and `describeFailure` gives the message above them (null for none).
 */
export function useFormSubmit<V>(
  form: SubmittableForm<V>,
  send: (values: V) => Promise<void>,
  describeFailure: (error: unknown) => string | null = errorMessage,
) {
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.touchAll() || submitting) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await send(form.values);
    } catch (error) {
      setSubmitting(false);
      if (isApiErrorBody(error) && error.errors) form.setServerErrors(firstMessages(error.errors));
      setFailure(describeFailure(error));
    }
  };

  return { submitting, failure, handleSubmit };
}
