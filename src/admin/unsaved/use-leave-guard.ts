'use client';

import { useEffect } from 'react';
import { confirmLeave } from './confirm-leave';
import { holdHistoryTraversal } from './popstate-gate';

/** The Navigation API's entry index (Chromium, Edge, Safari 18+), to tell back from forward. */
function historyIndex(): number | null {
  const navigation = (window as { navigation?: { currentEntry?: { index: number } | null } }).navigation;
  return navigation?.currentEntry?.index ?? null;
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A same-tab link to another admin address (not a new tab, a download or another site). */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || !isPlainLeftClick(event)) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null; // the browser's own prompt covers it
  const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
  return samePage ? null : anchor;
}

/**
 * While `dirty`, leaving the page asks first: a click on a link (the sidebar, breadcrumbs, Cancel), the
 * browser's back and forward buttons, and reload or closing the tab (the browser's own prompt).
 *
 * Links are stopped before Next's router sees the click and clicked again once the user agrees. Back
 * and forward cannot be stopped: the address has already changed when `popstate` arrives, so the
 * router is kept from hearing of it (see popstate-gate), the form's entry is restored, and the move
 * repeated on "Leave".
 */
export function useLeaveGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    let letThrough = false;
    let restoring = false;
    let asking = false;
    const formIndex = historyIndex();

    const ask = (leave: () => void) => {
      if (asking) return;
      asking = true;
      confirmLeave(
        () => {
          letThrough = true;
          leave();
        },
        () => {
          asking = false;
        },
      );
    };

    const onClick = (event: MouseEvent) => {
      if (letThrough) return;
      const anchor = leavingLink(event);
      if (!anchor) return;
      event.preventDefault();
      event.stopPropagation();
      // Clicked again rather than pushed, so the link's own handlers run (the phone menu closes) and a
      // link out of the admin, a full page load, is not asked about a second time.
      ask(() => anchor.click());
    };

    const onPopState = () => {
      if (letThrough) return false;
      if (restoring) {
        restoring = false;
        return true;
      }
      const index = historyIndex();
      const stepsBack = formIndex !== null && index !== null && index !== formIndex ? formIndex - index : 1;
      restoring = true;
      window.history.go(stepsBack);
      ask(() => window.history.go(-stepsBack));
      return true;
    };

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (letThrough) return;
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };

    document.addEventListener('click', onClick, true);
    const releaseHistory = holdHistoryTraversal(onPopState);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      releaseHistory();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty]);
}
