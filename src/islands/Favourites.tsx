import { useCallback, useEffect, useMemo, useState } from "react";
import {
  type FavouriteKind,
  recalledFavouriteCards,
  rememberFavouriteCards,
  savedIds,
  toggleSaved,
} from "../browser/favourites.ts";
import { ALL_CATEGORIES_PATH, BLOG_PATH } from "../lib/urls.ts";
import CadernoButton, { type CadernoItem } from "./caderno/CadernoButton.tsx";
import Icon from "./Icon.tsx";

/**
 * The 'Meus favoritos' page's list (/favoritos): the drawings and articles
 * saved in this browser (src/browser/favourites.ts), as cards from
 * POST /api/favorites, each with 'Remover'. The server renders the loading
 * state; nobody's favourites are known before the browser reads them.
 */
type Card = { id: string; title: string; href: string; imageUrl: string | null; subtitle: string | null };
type DrawingCard = Card & { pdfUrl: string | null };
type Found = { drawings: DrawingCard[]; articles: Card[] };
/** `offline`: the cards are the ones last loaded, shown because the network is gone. */
type Loaded = Found & { missing: number; offline: boolean };
type View = { state: "loading" } | { state: "empty" } | { state: "error" } | ({ state: "ready" } & Loaded);

async function fetchFavourites(): Promise<Loaded | null> {
  const wanted = { drawings: savedIds("drawing"), articles: savedIds("article") };
  if (wanted.drawings.length + wanted.articles.length === 0) return null;
  let found: Found;
  let offline = false;
  try {
    const response = await fetch("/api/favorites", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(wanted),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    found = (await response.json()) as Found;
    rememberFavouriteCards(found);
  } catch (error) {
    // No network: the cards last loaded, those still saved, when there are any.
    const recalled = recalledFavouriteCards() as Found | null;
    if (!recalled?.drawings || !recalled.articles) throw error;
    found = {
      drawings: recalled.drawings.filter((card) => wanted.drawings.includes(card.id)),
      articles: recalled.articles.filter((card) => wanted.articles.includes(card.id)),
    };
    offline = true;
  }
  // Offline, a favourite saved after the last load is not gone from the site, only not known here yet.
  const missing = offline ? 0 : wanted.drawings.length + wanted.articles.length - found.drawings.length - found.articles.length;
  return { ...found, missing, offline };
}

export default function Favourites() {
  const [view, setView] = useState<View>({ state: "loading" });
  const load = useCallback(async () => {
    setView({ state: "loading" });
    try {
      const loaded = await fetchFavourites();
      setView(loaded && loaded.drawings.length + loaded.articles.length > 0 ? { state: "ready", ...loaded } : { state: "empty" });
    } catch (error) {
      console.error(error);
      setView({ state: "error" });
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  // The favourite drawings that have an A4 PDF, for 'Baixar caderno'; the same list while nothing is removed.
  const drawings = view.state === "ready" ? view.drawings : null;
  const caderno = useMemo(
    () =>
      (drawings ?? []).flatMap((card): CadernoItem[] =>
        card.pdfUrl ? [{ id: card.id, title: card.title, pdfUrl: card.pdfUrl }] : [],
      ),
    [drawings],
  );

  const remove = (kind: FavouriteKind, id: string) => {
    if (view.state !== "ready") return;
    toggleSaved(kind, id);
    const drawings = kind === "drawing" ? view.drawings.filter((card) => card.id !== id) : view.drawings;
    const articles = kind === "article" ? view.articles.filter((card) => card.id !== id) : view.articles;
    setView(drawings.length + articles.length > 0 ? { ...view, drawings, articles } : { state: "empty" });
  };

  if (view.state === "loading") {
    return (
      <div aria-busy="true" data-favourites="loading">
        <p className="sr-only" role="status">
          Carregando seus favoritos...
        </p>
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" aria-hidden="true">
          {[0, 1, 2, 3].map((index) => (
            <li key={index} className="aspect-[707/1000] animate-pulse rounded-2xl bg-gray-100" />
          ))}
        </ul>
      </div>
    );
  }
  if (view.state === "error") {
    return (
      <section className="mx-auto max-w-xl py-12 text-center" data-favourites="error" role="alert">
        <h2 className="text-2xl font-black">Não foi possível carregar seus favoritos</h2>
        <p className="mt-2 text-gray-700">
          Verifique sua conexão e tente de novo. Seus favoritos continuam salvos neste navegador.
        </p>
        <button
          type="button"
          onClick={() => void load()}
          className="mt-6 inline-flex min-h-12 items-center rounded-full bg-brand-700 px-6 font-bold text-white hover:bg-brand-600"
        >
          Tentar novamente
        </button>
      </section>
    );
  }
  if (view.state === "empty") {
    return (
      <section className="mx-auto max-w-xl py-12 text-center" data-favourites="empty">
        <Icon name="heart" className="mx-auto size-16 text-brand-700" />
        <h2 className="mt-4 text-2xl font-black">Você ainda não tem favoritos</h2>
        <p className="mt-2 text-gray-700">
          Toque em 'Salvar' em um desenho ou artigo para guardá-lo aqui. Os favoritos ficam salvos apenas neste navegador, sem
          cadastro.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <a
            href={ALL_CATEGORIES_PATH}
            className="inline-flex min-h-12 items-center rounded-full bg-brand-700 px-6 font-bold text-white hover:bg-brand-600"
          >
            Ver categorias
          </a>
          <a
            href={BLOG_PATH}
            className="inline-flex min-h-12 items-center rounded-full border-2 border-brand-700 px-6 font-bold text-brand-700 hover:bg-brand-50"
          >
            Ler o blog
          </a>
        </div>
      </section>
    );
  }
  return (
    <div data-favourites="ready" className="flex flex-col gap-10">
      {view.offline && (
        <p className="rounded-2xl bg-brand-50 p-4 text-sm" role="status" data-favourites-offline>
          Sem internet: estes são os seus favoritos da última vez que esta página abriu com conexão.
        </p>
      )}
      {view.missing > 0 && (
        <p className="rounded-2xl bg-brand-50 p-4 text-sm" data-favourites-missing>
          {view.missing === 1
            ? "1 favorito não está mais disponível no site."
            : `${view.missing} favoritos não estão mais disponíveis no site.`}
        </p>
      )}
      {caderno.length > 0 && (
        <div>
          <CadernoButton title="Meus favoritos" drawings={caderno} />
        </div>
      )}
      <FavouriteSection kind="drawing" title="Desenhos" cards={view.drawings} onRemove={remove} />
      <FavouriteSection kind="article" title="Artigos" cards={view.articles} onRemove={remove} />
    </div>
  );
}

function FavouriteSection(props: {
  kind: FavouriteKind;
  title: string;
  cards: Card[];
  onRemove: (kind: FavouriteKind, id: string) => void;
}) {
  if (props.cards.length === 0) return null;
  const headingId = `favoritos-${props.kind}`;
  const drawing = props.kind === "drawing";
  return (
    <section aria-labelledby={headingId} data-favourites-section={props.kind}>
      <h2 id={headingId} className="text-2xl font-extrabold">
        {props.title} <span className="text-base font-bold text-gray-600">({props.cards.length})</span>
      </h2>
      <ul
        className={`mt-4 grid gap-4 ${drawing ? "grid-cols-2 sm:grid-cols-3 lg:grid-cols-4" : "sm:grid-cols-2 lg:grid-cols-3"}`}
      >
        {props.cards.map((card) => (
          <li key={card.id} className="flex flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm">
            <a href={card.href} className="group flex flex-1 flex-col">
              <div className={drawing ? "aspect-[707/1000] p-2" : "aspect-[16/9] bg-brand-50"}>
                {card.imageUrl ? (
                  <img
                    src={card.imageUrl}
                    alt={drawing ? `Desenho para colorir: ${card.title}` : ""}
                    loading="lazy"
                    decoding="async"
                    className={`h-full w-full ${drawing ? "object-contain" : "object-cover"}`}
                  />
                ) : (
                  <div className="flex h-full items-center justify-center text-gray-400" aria-hidden="true">
                    <Icon name={drawing ? "crayon" : "article"} className="size-12" />
                  </div>
                )}
              </div>
              <div className="flex flex-1 flex-col gap-1 border-t border-gray-100 p-3">
                <h3 className="font-bold leading-snug group-hover:text-brand-700">{card.title}</h3>
                {card.subtitle && <p className="line-clamp-2 text-sm text-gray-600">{card.subtitle}</p>}
              </div>
            </a>
            <button
              type="button"
              onClick={() => props.onRemove(props.kind, card.id)}
              aria-label={`Remover ${card.title} dos favoritos`}
              data-action="remove-favourite"
              className="inline-flex min-h-11 items-center justify-center gap-1.5 border-t border-gray-100 text-sm font-bold text-gray-700 hover:bg-red-50 hover:text-red-700"
            >
              <Icon name="heart" className="size-4 fill-current" /> Remover
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
