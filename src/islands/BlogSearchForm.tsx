import { type FormEvent, type ReactNode, useEffect, useRef } from "react";
import { type BlogSearch, blogSearch } from "./blog-search.ts";

/**
 * The article search box of /blog (spec "Blog list"): asks the search API
 * as the visitor types (after a short pause) or submits;
 * BlogSearchResults shows the answer. The page passes the submit button
 * (src/components/SearchSubmitButton.astro) as the children.
 */
const DEBOUNCE_MS = 250;

type Props = { children?: ReactNode; search?: BlogSearch };

export default function BlogSearchForm({ children, search = blogSearch }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Text typed before the island hydrated is searched as soon as it does.
  useEffect(() => {
    if (input.current?.value) void search.search(input.current.value);
    return () => clearTimeout(timer.current);
  }, [search]);

  const onInput = (value: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void search.search(value), DEBOUNCE_MS);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearTimeout(timer.current);
    void search.search(input.current?.value ?? "");
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark that is a form, like the header's (SearchForm.astro).
    <form role="search" aria-label="Buscar artigos" className="relative max-w-xl" onSubmit={onSubmit}>
      <label htmlFor="busca-artigos" className="sr-only">
        Buscar artigos
      </label>
      <input
        ref={input}
        id="busca-artigos"
        name="q"
        type="search"
        placeholder="Buscar artigos..."
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => onInput(event.currentTarget.value)}
        className="h-12 w-full rounded-full border-2 border-brand-200 bg-white pr-14 pl-5 text-base text-ink placeholder:text-gray-600 focus:border-brand-700"
      />
      {children}
    </form>
  );
}
