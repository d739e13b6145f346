/**
 * Unsaved form values kept across a session that ended (expired or revoked), so signing in again
 * brings them back. Kept in sessionStorage (this tab only, gone with it), keyed by user and page, read
 * once. Values are written only when the session ends, never while the user types.
 */

const DRAFT_PREFIX = 'unsavedForm:';

type DraftSnapshot = () => { path: string; values: unknown } | null;

const openForms = new Set<DraftSnapshot>();

function draftKey(userId: number, path: string): string {
  return `${DRAFT_PREFIX}${userId}:${path}`;
}

// Storage can be unavailable (private modes, blocked storage): the values are then lost as before.
function withStorage(action: (storage: Storage) => void): void {
  try {
    action(window.sessionStorage);
  } catch {
    // nothing to keep them in
  }
}

/** A form with unsaved changes offers its values; returns the way to withdraw the offer. */
export function registerOpenForm(snapshot: DraftSnapshot): () => void {
  openForms.add(snapshot);
  return () => {
    openForms.delete(snapshot);
  };
}

/** Called as the session ends, while the forms are still on screen. */
export function keepUnsavedForms(userId: number): void {
  for (const snapshot of openForms) {
    const draft = snapshot();
    if (!draft) continue;
    withStorage((storage) => storage.setItem(draftKey(userId, draft.path), JSON.stringify(draft.values)));
  }
}

/** The values kept for this user and page, forgotten as they are read. */
export function takeDraft(userId: number, path: string): unknown {
  let values: unknown = null;
  withStorage((storage) => {
    const key = draftKey(userId, path);
    const text = storage.getItem(key);
    storage.removeItem(key);
    if (text) values = JSON.parse(text);
  });
  return values;
}

/** On sign-in: what another user left behind in this tab is dropped, never shown to this one. */
export function dropOtherUsersDrafts(userId: number): void {
  withStorage((storage) => {
    const own = `${DRAFT_PREFIX}${userId}:`;
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) {
      if (key?.startsWith(DRAFT_PREFIX) && !key.startsWith(own)) storage.removeItem(key);
    }
  });
}
