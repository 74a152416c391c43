import { useCallback, useEffect, useEffectEvent, useState } from "react";
import { isApiError } from "../lib/api.ts";
import { loadIdentity, startLoad } from "../lib/latest-load.ts";
import { useToast } from "../ui/Toast.tsx";
import { useErrorReporter } from "./useErrorReporter.ts";

export type AdminDataOptions<T> = {
  /** The error toast when the load fails ('Erro ao carregar ...'); never for a cancelled call or an expired session. */
  errorMessage: string;
  /** The toast for a 404 instead ('Desenho não encontrado'). */
  notFoundMessage?: string;
  /** After each successful load: to fill a form with what was loaded, for example. */
  onData?: (data: T) => void;
  /** After a failure has been shown: to go back to the list, for example. */
  onError?: (error: unknown) => void;
};

export type AdminData<T> = {
  /** The last data loaded. Kept while the next load runs, so a list stays on screen (dimmed) until its new page arrives. */
  data: T | undefined;
  /** True while a load runs, from the first render on. */
  loading: boolean;
  /** The last load's failure; undefined once a load succeeds. */
  error: unknown;
  /** Loads the same key again (after a delete or a rename, for example). */
  reload: () => void;
};

type State<T> = Omit<AdminData<T>, "reload">;

/**
 * The admin screens' data: loads `load(key)` when the screen appears, again
 * whenever `key` changes (compared by value) and on `reload()`, with the
 * loading state the screens show and the errors reported as toasts the
 * way every screen does. A load still running when the key changes or the
 * screen goes away is aborted and its answer ignored (lib/latest-load.ts).
 * The key is a JSON value (an id, a query object); a null key loads
 * nothing (a form creating a new item).
 */
export function useAdminData<K, T>(
  key: K | null,
  load: (key: K, signal: AbortSignal) => Promise<T>,
  options: AdminDataOptions<T>,
): AdminData<T> {
  const toast = useToast();
  const reportError = useErrorReporter();
  const [state, setState] = useState<State<T>>(() => ({ data: undefined, loading: key !== null, error: undefined }));
  const [reloads, setReloads] = useState(0);
  const identity = loadIdentity(key);

  // Effect events: the effect below runs again for a new key or a reload only, never because these closures are new.
  // The effect only loads when `identity` is not null, that is when `key` is not null.
  const loadKey = useEffectEvent((signal: AbortSignal) => load(key as K, signal));
  const loaded = useEffectEvent((data: T) => {
    setState({ data, loading: false, error: undefined });
    options.onData?.(data);
  });
  const failed = useEffectEvent((error: unknown) => {
    setState((current) => ({ ...current, loading: false, error }));
    if (options.notFoundMessage !== undefined && isApiError(error, 404)) toast.error(options.notFoundMessage);
    else reportError(error, options.errorMessage);
    options.onError?.(error);
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` is the reload trigger.
  useEffect(() => {
    if (identity === null) return;
    setState((current) => (current.loading ? current : { ...current, loading: true }));
    return startLoad(loadKey, { onData: loaded, onError: failed });
  }, [identity, reloads]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);
  return { ...state, reload };
}

/** A screen's one list or summary, loaded once when it appears (and on `reload()`): the key-less case of useAdminData. */
export function useAdminList<T>(load: (signal: AbortSignal) => Promise<T>, errorMessage: string): AdminData<T> {
  return useAdminData("list", (_key, signal) => load(signal), { errorMessage });
}
