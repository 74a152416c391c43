import {
  type ComponentProps,
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import {
  createNavigationGuard,
  historyIndex,
  historyState,
  type NavigationBlocker,
  undoTraversal,
} from "./lib/navigation-guard.ts";

/**
 * A small client router over the History API: the current location, a
 * `navigate()` that pushes or replaces an entry, and links that navigate
 * without reloading. Every path change scrolls to the top at once (spec
 * section 2); query-string changes (list filters) do not. A screen with
 * unsaved work can hold navigations back (`block`, lib/navigation-guard.ts):
 * the user is asked first, for links and buttons as for back and forward.
 */
export type AdminLocation = { pathname: string; search: string };
export type NavigateOptions = {
  replace?: boolean;
  /** Skip the unsaved-changes blockers: the work was just saved, or the user already agreed to leave. */
  force?: boolean;
};

type RouterValue = {
  location: AdminLocation;
  navigate: (to: string, options?: NavigateOptions) => void;
  /** How many client-side navigations happened; 0 on the first screen, so focus is only moved after one. */
  navigations: number;
  /** Registers a blocker asked before every navigation; returns the function that removes it. */
  block: (blocker: NavigationBlocker) => () => void;
  /** Asks the blockers now (before signing out, say): true when leaving is fine. */
  confirmLeave: () => boolean;
};

const RouterContext = createContext<RouterValue | null>(null);

function readLocation(): AdminLocation {
  return { pathname: window.location.pathname, search: window.location.search };
}

export function RouterProvider({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(readLocation);
  const [navigations, setNavigations] = useState(0);
  const [guard] = useState(createNavigationGuard);
  // This entry's position in the history, the address on screen, and a traversal the router started itself (to undo a refused one).
  const index = useRef(0);
  const shown = useRef(location);
  const undoing = useRef(false);

  const confirmLeave = useCallback(() => guard.allows((message) => window.confirm(message)), [guard]);

  useEffect(() => {
    const stored = historyIndex(window.history.state);
    if (stored === null) window.history.replaceState(historyState(0), "");
    index.current = stored ?? 0;

    const onPopState = (event: PopStateEvent) => {
      const target = historyIndex(event.state);
      if (undoing.current) {
        undoing.current = false;
        index.current = target ?? index.current;
        return;
      }
      if (!confirmLeave()) {
        // The address already changed: put it back.
        const delta = undoTraversal(index.current, target);
        if (delta !== null) {
          undoing.current = true;
          window.history.go(delta);
        } else {
          index.current += 1;
          window.history.pushState(historyState(index.current), "", `${shown.current.pathname}${shown.current.search}`);
        }
        return;
      }
      index.current = target ?? index.current;
      shown.current = readLocation();
      setLocation(shown.current);
      setNavigations((count) => count + 1);
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [confirmLeave]);

  const navigate = useCallback(
    (to: string, options: NavigateOptions = {}) => {
      const url = new URL(to, window.location.href);
      const target = `${url.pathname}${url.search}${url.hash}`;
      if (target === `${window.location.pathname}${window.location.search}${window.location.hash}` && !options.replace) return;
      // Filters rewriting the query string of the same screen are not leaving it.
      if (!options.force && url.pathname !== window.location.pathname && !confirmLeave()) return;
      if (options.replace) {
        window.history.replaceState(historyState(index.current), "", target);
      } else {
        index.current += 1;
        window.history.pushState(historyState(index.current), "", target);
      }
      shown.current = readLocation();
      setLocation(shown.current);
      setNavigations((count) => count + 1);
    },
    [confirmLeave],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change, not on query-string changes.
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [location.pathname]);

  const block = useCallback((blocker: NavigationBlocker) => guard.add(blocker), [guard]);
  const value = useMemo(
    () => ({ location, navigate, navigations, block, confirmLeave }),
    [location, navigate, navigations, block, confirmLeave],
  );
  return <RouterContext value={value}>{children}</RouterContext>;
}

export function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error("useRouter() outside <RouterProvider>");
  return router;
}

export function useNavigate(): RouterValue["navigate"] {
  return useRouter().navigate;
}

/** Replaces the current entry with `to` as soon as it renders. */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useLayoutEffect(() => navigate(to, { replace: true }), [navigate, to]);
  return null;
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!event.currentTarget.target || event.currentTarget.target === "_self")
  );
}

export type LinkProps = Omit<ComponentProps<"a">, "href"> & { to: string; replace?: boolean };

/** A real link (middle click and "open in new tab" work) that navigates in place on a plain click. */
export function Link({ to, replace = false, onClick, ...props }: LinkProps) {
  const navigate = useNavigate();
  return (
    <a
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigate(to, { replace });
      }}
      {...props}
    />
  );
}

const BASE_TITLE = "Painel Administrativo | Rabisco";

/** 'Desenhos | Painel Administrativo | Rabisco', so each screen has its own tab title and history entry name. */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${BASE_TITLE}` : BASE_TITLE;
  }, [title]);
}
