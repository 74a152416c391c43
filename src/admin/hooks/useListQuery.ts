import { useCallback, useMemo } from "react";
import type { z } from "zod";
import { type ListAddress, type ListQuery, listQuerySearch, parseListQuery } from "../lib/list-query.ts";
import { useNavigate, useRouter } from "../router.tsx";

/**
 * A list screen's query, read from the address and written to it: the
 * address is its only store (../lib/list-query.ts). `setQuery` merges a
 * change into the current query and replaces the address (filtering is not
 * navigation); a change of filter or search sends `page: 1` along.
 */
export function useListQuery<F extends Record<string, z.ZodType>>(path: string, address: ListAddress<F>) {
  const { location } = useRouter();
  const navigate = useNavigate();
  const query = useMemo(() => parseListQuery(address, location.search), [address, location.search]);
  const setQuery = useCallback(
    (change: Partial<ListQuery<F>> | ((current: ListQuery<F>) => Partial<ListQuery<F>>)) => {
      // From the address as it is now: two changes in one event both count.
      const current = parseListQuery(address, window.location.search);
      const next = listQuerySearch(address, { ...current, ...(typeof change === "function" ? change(current) : change) });
      if (next !== window.location.search) navigate(`${path}${next}`, { replace: true });
    },
    [address, navigate, path],
  );
  return [query, setQuery] as const;
}
