'use client';

import { useEffect, useRef } from 'react';

/**
 * Closes the phone menu (a `<details>` that works without JavaScript) on Escape (focus back on its
 * button), on a click outside it and on one of its links (a link to the page already shown loads
 * nothing new). Every other link loads a new document, where the menu starts closed.
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
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, []);

  return <span ref={marker} hidden />;
}
