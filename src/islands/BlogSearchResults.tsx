import { useEffect } from "react";
import type { ArticleSearchHit } from "../lib/search.ts";
import { articleCountLabel, type BlogSearch, blogSearch, useBlogSearch } from "./blog-search.ts";

/**
 * Where /blog shows the article search's results (BlogSearchForm runs it):
 * while a search is on, they replace the server-rendered article list (the
 * element with `data-blog-list`, next to this island).
 */
function Result({ hit }: { hit: ArticleSearchHit }) {
  return (
    <li className="rounded-3xl border border-gray-200 bg-white p-5 shadow-sm hover:border-brand-500">
      <h3 className="text-lg font-extrabold">
        <a className="text-ink hover:text-brand-700" href={hit.url}>
          {hit.title}
        </a>
      </h3>
      <p className="mt-2 text-gray-700 [&_mark]:rounded [&_mark]:bg-brand-100 [&_mark]:px-0.5 [&_mark]:text-ink" data-excerpt>
        {hit.excerpt.map((part, index) =>
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one excerpt, rendered once.
          part.marked ? <mark key={index}>{part.text}</mark> : part.text,
        )}
      </p>
    </li>
  );
}

export default function BlogSearchResults({ search = blogSearch }: { search?: BlogSearch }) {
  const state = useBlogSearch(search);

  useEffect(() => {
    const list = document.querySelector<HTMLElement>("[data-blog-list]");
    if (list) list.hidden = state.active;
  }, [state.active]);

  return (
    <section data-blog-search-results aria-labelledby="resultados-artigos" hidden={!state.active}>
      <h2 id="resultados-artigos" className="text-xl font-extrabold" data-blog-search-count aria-live="polite">
        {state.active ? articleCountLabel(state.total) : ""}
      </h2>
      <p className="mt-1 text-gray-700" data-blog-search-corrected hidden={!state.active || state.corrected === null}>
        Mostrando resultados para: <strong>{state.active ? state.corrected : ""}</strong>
      </p>
      <ol className="mt-4 space-y-4" data-blog-search-list>
        {state.active && state.hits.map((hit) => <Result key={hit.url} hit={hit} />)}
      </ol>
      <div
        className="rounded-3xl border border-dashed border-gray-300 p-8 text-center"
        data-blog-search-empty
        hidden={!state.active || state.hits.length > 0}
      >
        <p className="text-lg font-extrabold">Nenhum artigo encontrado</p>
        <p className="mt-1 text-gray-700">Tente outras palavras ou apague a busca para ver todos os artigos.</p>
      </div>
    </section>
  );
}
