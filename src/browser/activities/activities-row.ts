import { ACTIVITIES } from "#src/lib/activities/bncc.ts";
import { isNumberLevel } from "#src/lib/activities/levels.ts";
import { enhanceActions } from "../actions.ts";
import { toast } from "../toast.ts";
import type { SheetActivity } from "./activity-sheets.ts";

/**
 * 'Atividades' on a drawing page (src/components/ActivitiesRow.astro): each
 * button makes its sheet in this tab ('Pinte por número' and 'Ligue os
 * pontos' at the level chosen, 'Traço grosso' with or without 'Economia de
 * tinta') and saves it; the sheets' code loads on the first press
 * (./save-activity.ts). The line under the buttons says what is happening,
 * what the sheet says of itself (its dots, its ink), or why this drawing
 * gives no such sheet, for screen readers too.
 */
export function enhanceActivities(root: HTMLElement): void {
  const { id = "", slug = "", title = "", pdf = "", image = "" } = root.dataset;
  const drawing = { id, slug, title, pdfUrl: pdf, imageUrl: image };
  const feedback = root.querySelector<HTMLElement>("[data-feedback]");
  const say = (message: string, error = false) => {
    if (!feedback) return;
    feedback.textContent = message;
    feedback.dataset.tone = error ? "error" : "ok";
  };
  /** Makes one sheet: the button says it is busy, the line under it what happened. */
  const make = (button: HTMLElement, kind: SheetActivity) => {
    if (button.getAttribute("aria-busy") === "true") return;
    const chosen = root.querySelector<HTMLInputElement>("input[name=nivel-atividade]:checked")?.value;
    const level = isNumberLevel(chosen) ? chosen : "facil";
    const saveInk = root.querySelector<HTMLInputElement>("input[name=economia-de-tinta]")?.checked === true;
    button.setAttribute("aria-busy", "true");
    // The previews wait while a sheet is made (previews.ts).
    root.setAttribute("data-making", "");
    say("Preparando a atividade…");
    import("./save-activity.ts")
      .then(({ saveActivity }) => saveActivity(drawing, { kind, level, saveInk }))
      .then((note) => {
        say(note ? `Atividade pronta: o PDF foi baixado. ${note}` : "Atividade pronta: o PDF foi baixado.");
        toast({ title: "Download iniciado!", description: `${title}: ${ACTIVITIES[kind].name}` });
      })
      .catch((error: unknown) => {
        if (error instanceof Error && error.name === "ActivityRefusedError") {
          say(error.message, true);
          return;
        }
        console.error(error);
        say("Não foi possível preparar a atividade. Tente novamente.", true);
      })
      .finally(() => {
        button.removeAttribute("aria-busy");
        root.removeAttribute("data-making");
      });
  };
  // A hand on the row (a level chosen, a finger on a button) starts loading the sheets' code; a visitor who never touches it loads nothing.
  const warm = () => {
    root.removeEventListener("pointerdown", warm);
    root.removeEventListener("focusin", warm);
    void import("./save-activity.ts").then(
      ({ warmUp }) => warmUp(),
      () => {},
    );
  };
  root.addEventListener("pointerdown", warm);
  root.addEventListener("focusin", warm);
  showPreviews(root, drawing);
  enhanceActions(root, {
    "pinte-por-numero": (button) => make(button, "pinte-por-numero"),
    "ligue-os-pontos": (button) => make(button, "ligue-os-pontos"),
    "traco-grosso": (button) => make(button, "traco-grosso"),
  });
}

/**
 * The sheets' previews, drawn once the row is near the screen (a phone
 * scrolls to it; a visitor who never does loads nothing of it), unless the
 * visitor asked the browser to save data.
 */
function showPreviews(root: HTMLElement, drawing: { id: string; imageUrl: string }): void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData || !("IntersectionObserver" in window)) return;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void import("./previews.ts").then(({ drawPreviews }) => drawPreviews(root, drawing));
    },
    { rootMargin: "200px" },
  );
  observer.observe(root);
}
