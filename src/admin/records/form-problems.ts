'use client';

import type { ReactNode } from 'react';
import { type RefObject, useCallback, useEffect, useState } from 'react';
import type { FieldSet } from '@/kit/fields';

/**
 * Each field in error as "Label: message", in the order the form declares them: the notification
 * of a refused save names what to fix, not only that something is wrong.
 */
export function namedProblems(fieldSet: FieldSet, errors: Record<string, ReactNode>): string[] {
  const named = new Set<string>();
  const lines: string[] = [];
  for (const [name, field] of Object.entries(fieldSet.fields)) {
    const message = errors[name];
    if (message === undefined || message === null || message === false || named.has(name)) continue;
    named.add(name);
    lines.push(typeof message === 'string' ? `${field.label}: ${message}` : field.label);
  }
  return lines;
}

/** The notification's text of several problems: the first three, then how many more. */
export function problemsMessage(lines: string[]): string {
  const shown = lines.slice(0, 3).join(' · ');
  return lines.length > 3 ? `${shown} · and ${lines.length - 3} more` : shown;
}

// An input marked invalid, or the message of a field whose control cannot be (an image picker).
const IN_ERROR = '[aria-invalid="true"], .mantine-InputWrapper-error';
const FOCUSABLE = 'input:not([type="hidden"]), textarea, button, [contenteditable="true"], [tabindex="0"]';

/**
 * Brings the form's first input in error into the middle of the screen and puts the cursor in it,
 * once the errors are drawn: a field at the bottom would otherwise stay under the sticky save bar.
 * Call the returned function whenever a save is refused.
 */
export function useRevealFirstProblem(form: RefObject<HTMLFormElement | null>): () => void {
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    const found = form.current?.querySelector<HTMLElement>(IN_ERROR);
    const input = found?.matches('[aria-invalid="true"]')
      ? found
      : (found?.closest('.mantine-InputWrapper-root')?.querySelector<HTMLElement>(FOCUSABLE) ?? found);
    if (!input) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    input.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
    input.focus({ preventScroll: true });
  }, [request, form]);
  return useCallback(() => setRequest((count) => count + 1), []);
}
