import { useEffect, useState } from "react";
import { EMPTY_HISTORY, type History, sanitiseHistory } from "../browser/colouring/document.ts";
import { loadColouring } from "../browser/colouring/saved-colourings.ts";
import { loadCorsImage } from "../browser/cors-image.ts";
import type { StoredRegionMap } from "../lib/colouring/region-map-file.ts";
import type { ColouringSheet } from "../lib/colouring/sheet.ts";
import { ALL_CATEGORIES_PATH } from "../lib/urls.ts";
import ColouringBoard from "./colouring/ColouringBoard.tsx";
import { drawingIdOf, fetchSheet, loadRegionMap, SheetNotFoundError } from "./colouring/load-sheet.ts";
import { ReferenceSave } from "./colouring/ReferenceSave.tsx";

/** `?referencia=1`: the admin's way in, to paint the drawing's reference painting (issue 48). */
const isReferenceMode = (search: string) => new URLSearchParams(search).get("referencia") === "1";

/**
 * 'Pintar online' (/pintar?desenho={id}): loads the drawing, its line art,
 * its region map and the colouring saved in this browser, then hands them to
 * the board. The page is one static shell for every drawing; this island is
 * the only JavaScript that knows which.
 */
type State =
  | { status: "loading" }
  | { status: "missing" }
  | { status: "error" }
  | {
      status: "ready";
      sheet: ColouringSheet;
      map: StoredRegionMap;
      lineArt: HTMLImageElement;
      history: History;
      thumbnail: Blob | null;
    };

export default function Colouring() {
  const [state, setState] = useState<State>({ status: "loading" });
  useEffect(() => {
    const id = drawingIdOf(window.location.search);
    if (!id) {
      setState({ status: "missing" });
      return;
    }
    let live = true;
    (async () => {
      const sheet = await fetchSheet(id);
      document.title = `Pintar online: ${sheet.title} | Rabisco`;
      const [lineArt, saved] = await Promise.all([
        loadCorsImage(sheet.imageUrl),
        loadColouring(id).catch((error) => {
          console.error("Não foi possível ler a pintura salva.", error);
          return null;
        }),
      ]);
      const map = await loadRegionMap(sheet, lineArt);
      const history = saved ? sanitiseHistory(saved.history, map.regions) : EMPTY_HISTORY;
      const thumbnail = saved?.thumbnail instanceof Blob ? saved.thumbnail : null;
      if (live) setState({ status: "ready", sheet, map, lineArt, history, thumbnail });
    })().catch((error) => {
      console.error(error);
      if (live) setState({ status: error instanceof SheetNotFoundError ? "missing" : "error" });
    });
    return () => {
      live = false;
    };
  }, []);

  if (state.status === "loading") {
    return (
      <p role="status" className="flex min-h-72 items-center justify-center gap-3 text-lg font-semibold text-gray-700">
        <span className="size-6 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" aria-hidden="true" />
        Preparando o desenho...
      </p>
    );
  }
  if (state.status === "missing" || state.status === "error") {
    return (
      <div role="alert" className="rounded-2xl bg-brand-50 p-6">
        <p className="text-lg font-bold">{state.status === "missing" ? "Desenho não encontrado" : "Falha ao carregar desenho"}</p>
        <p className="mt-2 text-gray-700">
          {state.status === "missing"
            ? "Escolha um desenho e toque em 'Pintar online' para colorir aqui."
            : "Verifique sua conexão e tente de novo."}
        </p>
        <a href={ALL_CATEGORIES_PATH} className="mt-4 inline-block font-bold text-brand-700 underline">
          Ver todas as categorias
        </a>
      </div>
    );
  }
  return (
    <FocusedMode>
      <ColouringBoard
        sheet={state.sheet}
        map={state.map}
        lineArt={state.lineArt}
        initial={state.history}
        initialThumbnail={state.thumbnail}
        {...(isReferenceMode(window.location.search)
          ? {
              topBarExtra: (history: () => History) => (
                <ReferenceSave drawingId={state.sheet.id} map={state.map} history={history} />
              ),
            }
          : {})}
      />
    </FocusedMode>
  );
}

/**
 * The focused colouring mode (issue 34): while the board is shown, the page
 * is the board. `data-colouring-focus` on <html> folds the site's header,
 * footer, the page's title and the cookie banner away (src/styles/global.css:
 * display none, so they leave the tab order too) and stops the page from
 * scrolling; the board fills the screen, whatever its size. The cookie choice
 * waits for the next page: nothing is stored or measured without it.
 */
function FocusedMode({ children }: { children: React.ReactNode }) {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.colouringFocus = "";
    return () => {
      delete root.dataset.colouringFocus;
    };
  }, []);
  return (
    <div className="fixed inset-0 z-40 h-dvh bg-white" data-colouring-focused>
      {children}
    </div>
  );
}
