/**
 * "Leave with unsaved changes?" for the admin router (router.tsx), kept free
 * of React and of the browser so it can be tested on its own.
 *
 * A screen with unsaved work registers a blocker: a function answering the
 * question to ask before leaving, or null when there is nothing to lose. The
 * router asks the blockers before every in-app navigation (links, buttons,
 * back and forward); the first one that objects has its question put to the
 * user, and the navigation only happens if the user agrees.
 */
export type NavigationBlocker = () => string | null;
export type Confirm = (message: string) => boolean;

export type NavigationGuard = {
  /** Registers a blocker; the returned function removes it. */
  add: (blocker: NavigationBlocker) => () => void;
  /** Whether the navigation may go ahead: true when no blocker objects or the user agrees to leave. */
  allows: (confirm: Confirm) => boolean;
};

export function createNavigationGuard(): NavigationGuard {
  const blockers = new Set<NavigationBlocker>();
  return {
    add(blocker) {
      blockers.add(blocker);
      return () => {
        blockers.delete(blocker);
      };
    },
    allows(confirm) {
      for (const blocker of blockers) {
        const message = blocker();
        if (message !== null) return confirm(message);
      }
      return true;
    },
  };
}

/**
 * Back and forward have already changed the address when the router hears of
 * them, so a refused one has to be undone. Each entry the router writes
 * carries its position in the history (`{ adminIndex }`): the way back is
 * `history.go(current - target)`.
 */
export type HistoryState = { adminIndex: number };

export function historyState(index: number): HistoryState {
  return { adminIndex: index };
}

/** The position stored in an entry's state, or null for an entry the router did not write. */
export function historyIndex(state: unknown): number | null {
  if (!state || typeof state !== "object") return null;
  const { adminIndex } = state as { adminIndex?: unknown };
  return typeof adminIndex === "number" && Number.isInteger(adminIndex) && adminIndex >= 0 ? adminIndex : null;
}

/** How far `history.go()` must travel to return from `target` to `current`, or null when unknown. */
export function undoTraversal(current: number, target: number | null): number | null {
  if (target === null || target === current) return null;
  return current - target;
}
