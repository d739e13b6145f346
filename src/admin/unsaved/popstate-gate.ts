/**
 * A gate in front of the router's `popstate` listener. Listeners of one event on `window` run in the
 * order they were added, and Next adds its own when the app hydrates: this module adds its listener
 * when the admin's code is first evaluated, before that, so an unsaved form can hold a back or
 * forward move before the router acts on it. Imported for that effect by the admin's providers.
 */

/** Returns true when it took the event (the router must not see it). */
type TraversalHandler = (event: PopStateEvent) => boolean;

let handler: TraversalHandler | null = null;

if (typeof window !== 'undefined') {
  window.addEventListener(
    'popstate',
    (event) => {
      if (handler?.(event)) event.stopImmediatePropagation();
    },
    true,
  );
}

/** Lets one form hold back/forward moves; returns the way to let go. */
export function holdHistoryTraversal(next: TraversalHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}
