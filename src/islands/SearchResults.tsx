import { type ReactNode, useEffect, useReducer, useState } from "react";
import { toast } from "../browser/toast.ts";
import { cardImageAttributes } from "../lib/card-image.ts";
import { DIFFICULTY_LABELS, type DifficultyTier } from "../lib/colouring/difficulty.ts";
import type { DrawingSearchHit, SearchShortcut } from "../lib/search.ts";
import type { SearchSuggestions } from "../lib/search-suggestions.ts";
import { SEARCH_SKELETONS } from "../lib/site.ts";
import { HOME_PATH } from "../lib/urls.ts";
import DifficultyBadge from "./DifficultyBadge.tsx";
import Icon from "./Icon.tsx";
import { searchDrawings } from "./search-client.ts";
import {
  countLabel,
  EAGER_IMAGES,
  hasMore,
  initialSearchView,
  PAGE_SIZE,
  type SearchAction,
  searchReducer,
} from "./search-results-state.ts";

/**
 * The drawing search results (spec "Search page") of /search/{query} and
 * /busca/{query}. The server renders the loading state from the URL alone
 * (heading, 8 skeletons); the island asks the search API for a page of
 * results at a time (src/islands/search-client.ts) and shows
 * them, the typo correction, 'Carregar mais desenhos' or the empty state.
 */
const GRID = "mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4";
const SKELETON_KEYS = Array.from({ length: SEARCH_SKELETONS }, (_, index) => `skeleton-${index}`);

/** Same markup as src/components/DrawingCard.astro (with an h2, or an h3 under a section's heading). */
function ResultCard({ hit, eager, heading: Heading = "h2" }: { hit: DrawingSearchHit; eager: boolean; heading?: "h2" | "h3" }) {
  return (
    <li>
      <a
        href={hit.url}
        className="group flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <div className="aspect-[707/1000] bg-white p-2">
          {hit.image ? (
            <img
              src={hit.image}
              alt={`Desenho para colorir: ${hit.title}`}
              {...cardImageAttributes("drawing", eager)}
              className="h-full w-full object-contain"
            />
          ) : (
            <div className="flex h-full items-center justify-center text-gray-400" aria-hidden="true" data-no-image>
              <Icon name="crayon" className="size-12" />
            </div>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-1 border-t border-gray-100 p-3">
          <Heading className="font-bold leading-snug text-ink group-hover:text-brand-700" data-title>
            {hit.title}
          </Heading>
          <p className="text-sm text-gray-600" data-category>
            {hit.category}
          </p>
          <DifficultyBadge tier={hit.difficulty} />
        </div>
      </a>
    </li>
  );
}

const SHORTCUT_LABELS: Record<SearchShortcut["kind"], string> = {
  collection: "Coleção",
  category: "Categoria",
  band: "Por idade",
};

/**
 * The pages the query named (issue 44), above the drawings: 'natal' leads to
 * the Natal collection and its caderno, '4 anos' to the page of 2 to 5
 * years, 'bichos' to the animals.
 */
function Shortcuts({ shortcuts }: { shortcuts: SearchShortcut[] }) {
  return (
    <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-shortcuts>
      {shortcuts.map((shortcut) => (
        <li key={shortcut.href}>
          <a
            href={shortcut.href}
            data-shortcut={shortcut.kind}
            className="flex h-full items-center gap-3 rounded-2xl border-2 border-brand-200 bg-brand-50 p-3 hover:border-brand-500 hover:bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {shortcut.image ? (
              <img
                src={shortcut.image}
                alt=""
                width="56"
                height="79"
                decoding="async"
                className="h-20 w-14 shrink-0 rounded-lg bg-white object-contain p-1"
              />
            ) : (
              <span
                className="flex h-20 w-14 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700"
                aria-hidden="true"
              >
                <Icon name={shortcut.kind === "band" ? "star" : "palette"} className="size-7" />
              </span>
            )}
            <span className="flex flex-col">
              <span className="text-xs font-bold tracking-wide text-brand-800 uppercase">{SHORTCUT_LABELS[shortcut.kind]}</span>
              <span className="font-extrabold leading-snug text-ink">{shortcut.name}</span>
              <span className="text-sm text-gray-700">{shortcut.detail}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function Skeletons() {
  return (
    <ul className={GRID} data-skeletons aria-hidden="true">
      {SKELETON_KEYS.map((key) => (
        <li
          key={key}
          data-skeleton
          className="flex animate-pulse flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white"
        >
          <div className="aspect-[707/1000] bg-gray-100" />
          <div className="space-y-2 border-t border-gray-100 p-3">
            <div className="h-4 w-3/4 rounded bg-gray-200" />
            <div className="h-3 w-1/2 rounded bg-gray-100" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Loads page `page` of the search into the view; the first page also brings the count and the correction. */
async function loadPage(query: string, tier: DifficultyTier | null, page: number, dispatch: (action: SearchAction) => void) {
  dispatch({ type: "loadingMore" });
  const answer = await searchDrawings(query, page, tier);
  if (page === 1) dispatch({ type: "found", total: answer.total, corrected: answer.correctedQuery, shortcuts: answer.shortcuts });
  dispatch({ type: "hits", hits: answer.results });
}

/**
 * `tier`: the difficulty filter (`?nivel=`); with it, a blank query lists
 * every drawing of that level.
 */
export default function SearchResults({
  query,
  tier = null,
  children,
}: {
  query: string;
  tier?: DifficultyTier | null;
  /** The page's difficulty filter (static links), under the count. */
  children?: ReactNode;
}) {
  const [view, dispatch] = useReducer(searchReducer, { query, tier }, initialSearchView);
  // Bumped by 'Tentar novamente': the search runs again.
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is a trigger ('Tentar novamente'), not a value the effect reads
  useEffect(() => {
    if (query.trim() === "" && !tier) return;
    let live = true;
    const send = (action: SearchAction) => {
      if (live) dispatch(action);
    };
    loadPage(query, tier, 1, send)
      .then(() => send({ type: "done" }))
      .catch((error) => {
        console.error(error);
        toast({ title: "Erro", description: "Falha ao carregar desenhos", variant: "destructive" });
        send({ type: "failed" });
      });
    return () => {
      live = false;
    };
  }, [query, tier, attempt]);

  const retry = () => {
    dispatch({ type: "retry" });
    setAttempt((count) => count + 1);
  };

  const showMore = () => {
    loadPage(query, tier, Math.floor(view.hits.length / PAGE_SIZE) + 1, dispatch).catch((error) => {
      console.error(error);
      dispatch({ type: "moreFailed" });
      toast({ title: "Erro", description: "Falha ao carregar desenhos", variant: "destructive" });
    });
  };
  const loading = view.state === "loading";

  return (
    <div data-search-results data-state={view.state} aria-busy={view.busy ? "true" : undefined}>
      <h1 className="text-3xl font-black leading-tight sm:text-4xl">
        {query === "" && tier ? (
          <>
            Desenhos de nível <span className="text-brand-700">{DIFFICULTY_LABELS[tier].name}</span> (
            {DIFFICULTY_LABELS[tier].ages})
          </>
        ) : (
          <>
            Resultados para: <span className="text-brand-700">{query}</span>
          </>
        )}
      </h1>
      <p className="mt-2 text-lg text-gray-700" data-count aria-live="polite">
        {loading ? <span className="sr-only">Carregando...</span> : view.state === "error" ? "" : countLabel(view.total)}
      </p>
      <p className="mt-1 text-gray-700" data-corrected hidden={view.corrected === null}>
        Mostrando resultados para: <strong data-corrected-query>{view.corrected}</strong>
      </p>
      {/* The level filter, unless the search found nothing at all: no level would find more (issue 34). With a
          level chosen and nothing found, it stays, to go back to 'Todos'. */}
      <div hidden={view.state === "empty" && tier === null} data-level-filter>
        {children}
      </div>

      {view.shortcuts.length > 0 && <Shortcuts shortcuts={view.shortcuts} />}

      {loading && <Skeletons />}

      <ul className={GRID} data-results data-testid="search-results" hidden={loading || view.total === 0}>
        {view.hits.map((hit, index) => (
          <ResultCard key={hit.url} hit={hit} eager={index < EAGER_IMAGES} />
        ))}
      </ul>

      <p className="mt-8 text-center" hidden={!hasMore(view)}>
        <button
          type="button"
          data-more
          disabled={view.loadingMore}
          onClick={showMore}
          className="inline-flex min-h-11 items-center rounded-full border-2 border-brand-700 bg-white px-6 font-bold text-brand-700 hover:bg-brand-50"
        >
          Carregar mais desenhos
        </button>
      </p>

      <section className="mx-auto max-w-xl py-12 text-center" data-error hidden={view.state !== "error"}>
        <h2 className="text-2xl font-black">Não foi possível buscar agora</h2>
        <p className="mt-2 text-gray-700">Verifique sua conexão com a internet e tente de novo.</p>
        <p className="mt-6">
          <button
            type="button"
            onClick={retry}
            className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 font-bold text-white hover:bg-brand-600"
          >
            Tentar novamente
          </button>
        </p>
      </section>

      <section className="mx-auto max-w-xl py-12 text-center" data-empty hidden={view.state !== "empty"}>
        <Icon name="search" className="mx-auto size-16 text-brand-700" />
        <h2 className="mt-4 text-2xl font-black">Nenhum resultado encontrado</h2>
        <p className="mt-2 text-gray-700">Tente outra palavra, como o nome de um animal, personagem ou letra.</p>
        <p className="mt-6">
          <a
            href={HOME_PATH}
            className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 font-bold text-white hover:bg-brand-600"
          >
            Voltar para o início
          </a>
        </p>
      </section>
      {view.state === "empty" && <Suggestions />}
    </div>
  );
}

/**
 * What a search without results offers instead (GET /api/search/suggestions):
 * popular categories and drawings. Shown below the empty state once loaded,
 * so nothing above it moves; nothing at all if they cannot be loaded.
 */
function Suggestions() {
  const [suggestions, setSuggestions] = useState<SearchSuggestions | null>(null);
  useEffect(() => {
    let live = true;
    fetch("/api/search/suggestions")
      .then((response) => (response.ok ? (response.json() as Promise<SearchSuggestions>) : null))
      .then((loaded) => {
        if (live) setSuggestions(loaded);
      })
      .catch((error) => console.error(error));
    return () => {
      live = false;
    };
  }, []);
  if (!suggestions || suggestions.collections.length + suggestions.categories.length + suggestions.drawings.length === 0)
    return null;
  return (
    <div data-suggestions className="flex flex-col gap-10 border-t border-gray-200 pt-10">
      {suggestions.collections.length > 0 && (
        <Shelf id="sugestoes-colecoes" title="Datas comemorativas chegando">
          <ul className="mt-4 flex flex-wrap gap-2" data-suggested-collections>
            {suggestions.collections.map((collection) => (
              <li key={collection.href}>
                <a
                  href={collection.href}
                  className="inline-flex min-h-11 flex-col justify-center rounded-2xl border-2 border-brand-200 bg-brand-50 px-4 py-2 font-bold hover:border-brand-500 hover:bg-white"
                >
                  {collection.name} <span className="text-sm font-semibold text-gray-700">{collection.when}</span>
                </a>
              </li>
            ))}
          </ul>
        </Shelf>
      )}
      {suggestions.categories.length > 0 && (
        <Shelf id="sugestoes-categorias" title="Categorias populares">
          <ul className="mt-4 flex flex-wrap gap-2">
            {suggestions.categories.map((category) => (
              <li key={category.href}>
                <a
                  href={category.href}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-brand-100 bg-white px-4 font-bold hover:border-brand-500 hover:bg-brand-50"
                >
                  {category.name} <span className="text-sm font-semibold text-gray-600">({category.drawingsCount})</span>
                </a>
              </li>
            ))}
          </ul>
        </Shelf>
      )}
      {suggestions.drawings.length > 0 && (
        <Shelf id="sugestoes-desenhos" title="Desenhos mais baixados">
          <ul className={GRID}>
            {suggestions.drawings.map((drawing) => (
              <ResultCard
                key={drawing.href}
                heading="h3"
                eager={false}
                hit={{
                  url: drawing.href,
                  title: drawing.title,
                  image: drawing.imageUrl,
                  category: drawing.category ?? "",
                  difficulty: drawing.difficulty,
                }}
              />
            ))}
          </ul>
        </Shelf>
      )}
    </div>
  );
}

/** A titled list of suggestions, as the static pages' shelves (src/components/Shelf.astro) look. */
function Shelf({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-extrabold">
        {title}
      </h2>
      {children}
    </section>
  );
}
