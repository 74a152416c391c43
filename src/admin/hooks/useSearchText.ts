import { useEffect, useRef, useState } from "react";
import { useDebouncedValue } from "./useDebouncedValue.ts";

/**
 * The text of a list's search box: what is typed shows at once, and reaches
 * the list's query (`commit`) 300 ms after the typing stops. When the query's
 * search changes from elsewhere (a link to the bare list, back and forward),
 * the box follows it; its own commits never move it, so typing on while a
 * search loads loses nothing.
 */
export function useSearchText(committed: string, commit: (text: string) => void): [string, (text: string) => void] {
  const [text, setText] = useState(committed);
  const debounced = useDebouncedValue(text, 300);
  const ownCommit = useRef(committed.trim());
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new debounced text commits
  useEffect(() => {
    const wanted = debounced.trim();
    if (wanted === committed.trim()) return;
    ownCommit.current = wanted;
    commit(wanted);
  }, [debounced]);
  useEffect(() => {
    if (committed.trim() === ownCommit.current) return;
    ownCommit.current = committed.trim();
    setText(committed);
  }, [committed]);
  return [text, setText];
}
