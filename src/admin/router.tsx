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
  useState,
} from "react";

/**
 * A small client router over the History API: the current location, a
 * `navigate()` that pushes or replaces an entry, and links that navigate
 * without reloading. Every path change scrolls to the top at once (spec
 * section 2); query-string changes (list filters) do not.
 */
export type AdminLocation = { pathname: string; search: string };
export type NavigateOptions = { replace?: boolean };

type RouterValue = {
  location: AdminLocation;
  navigate: (to: string, options?: NavigateOptions) => void;
  /** How many client-side navigations happened; 0 on the first screen, so focus is only moved after one. */
  navigations: number;
};

const RouterContext = createContext<RouterValue | null>(null);

function readLocation(): AdminLocation {
  return { pathname: window.location.pathname, search: window.location.search };
}

export function RouterProvider({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(readLocation);
  const [navigations, setNavigations] = useState(0);

  useEffect(() => {
    const onPopState = () => {
      setLocation(readLocation());
      setNavigations((count) => count + 1);
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  const navigate = useCallback((to: string, options: NavigateOptions = {}) => {
    const url = new URL(to, window.location.href);
    const target = `${url.pathname}${url.search}${url.hash}`;
    if (target === `${window.location.pathname}${window.location.search}${window.location.hash}` && !options.replace) return;
    if (options.replace) window.history.replaceState(null, "", target);
    else window.history.pushState(null, "", target);
    setLocation(readLocation());
    setNavigations((count) => count + 1);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change, not on query-string changes.
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [location.pathname]);

  const value = useMemo(() => ({ location, navigate, navigations }), [location, navigate, navigations]);
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
