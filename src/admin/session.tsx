import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import type { AdminUser } from "#src/lib/admin-contracts/responses.ts";
import * as adminApi from "./lib/admin-api.ts";
import { isApiError, onUnauthorized } from "./lib/api.ts";

/**
 * Who is signed in. Loaded once at start (the app shows a full-page spinner
 * meanwhile), set by sign-in and sign-out, checked again when the tab comes
 * back into view, and dropped when any call answers 401 (an expired
 * session), which sends the user back to the login screen.
 */
export type SessionState = { status: "loading" } | { status: "signed-in"; user: AdminUser } | { status: "signed-out" };

type SessionValue = SessionState & {
  signIn: (email: string, password: string) => Promise<void>;
  signOut: () => Promise<void>;
};

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    adminApi
      .getSession(controller.signal)
      .then((user) => setState({ status: "signed-in", user }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (!isApiError(error, 401)) console.error("Could not load the admin session", error);
        setState({ status: "signed-out" });
      });
    onUnauthorized(() => setState({ status: "signed-out" }));
    return () => {
      controller.abort();
      onUnauthorized(undefined);
    };
  }, []);

  // Back on the tab after a while: the session may have ended elsewhere (signed out in another tab, expired).
  const signedIn = state.status === "signed-in";
  useEffect(() => {
    if (!signedIn) return;
    const onVisible = () => {
      if (document.visibilityState !== "visible") return;
      adminApi.getSession().then(
        (user) =>
          setState((current) =>
            current.status === "signed-in" && current.user.id === user.id ? current : { status: "signed-in", user },
          ),
        (error: unknown) => {
          if (isApiError(error, 401)) setState({ status: "signed-out" });
        },
      );
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [signedIn]);

  const signIn = useCallback(async (email: string, password: string) => {
    await adminApi.signIn(email, password);
    const user = await adminApi.getSession();
    setState({ status: "signed-in", user });
  }, []);

  const signOut = useCallback(async () => {
    try {
      await adminApi.signOut();
    } catch (error) {
      // The cookie may already be gone; the user asked to leave either way.
      console.warn("Sign-out failed", error);
    }
    setState({ status: "signed-out" });
  }, []);

  const value = useMemo(() => ({ ...state, signIn, signOut }), [state, signIn, signOut]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession() outside <SessionProvider>");
  return session;
}
