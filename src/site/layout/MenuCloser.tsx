'use client';

import { useEffect, useRef } from 'react';

/**
 * Closes the phone menu (a `<details>` that works without JavaScript) on Escape (focus back on its
 * button), on a click outside it, on one of its links (a link to the page already shown loads
 * nothing new) and when the keyboard's focus leaves it (Tab past its last link), so that an open
 * menu never hides the part of the page the focus is on. Every other link loads a new document,
 * where the menu starts closed.
 */
export function MenuCloser() {
  const marker = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const menu = marker.current?.closest('details');
    if (!menu) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && menu.open) {
        menu.open = false;
        menu.querySelector('summary')?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      // Outside the menu, or one of its links (also the page already shown): close it.
      if (menu.open && (!menu.contains(target) || target.closest('a'))) menu.open = false;
    };
    const onFocus = (event: FocusEvent) => {
      if (menu.open && event.target instanceof Node && !menu.contains(event.target)) menu.open = false;
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
      document.removeEventListener('focusin', onFocus);
    };
  }, []);

  return <span ref={marker} hidden />;
}
