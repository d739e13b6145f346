'use client';

import { type RefObject, useEffect } from 'react';

/** Ctrl+S (Cmd+S on a Mac) submits the form instead of saving the web page. */
export function useSaveShortcut(form: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      if (event.key.toLowerCase() !== 's') return;
      event.preventDefault();
      // A dialog over the form (a confirmation, a picker) has the user's attention: leave it be.
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      form.current?.requestSubmit();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [form]);
}
