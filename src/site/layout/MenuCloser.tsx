'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * Closes the phone menu (a `<details>` that works without JavaScript) after a client-side
 * navigation, on Escape (focus back on its button) and on a click outside it.
 */
export function MenuCloser() {
  const marker = useRef<HTMLSpanElement>(null);
  const pathname = usePathname();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose each time the path changes.
  useEffect(() => {
    const menu = marker.current?.closest('details');
    if (menu) menu.open = false;
  }, [pathname]);

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
