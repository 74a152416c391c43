import { isNumberLevel } from "#src/lib/activities/levels.ts";
import { enhanceActions } from "../actions.ts";
import { toast } from "../toast.ts";

/**
 * 'Atividades' on a drawing page (src/components/ActivitiesRow.astro): each
 * button makes its sheet in this tab ('Pinte por número' at the level
 * chosen, 'Ligue os pontos' at the level chosen, 'Traço grosso' with or without 'Economia de tinta') and saves it;
 * the sheets' code loads on the first press (./save-activity.ts). The line
 * under the buttons says what is happening, and how much ink a 'Traço
 * grosso' sheet takes, for screen readers too.
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
  const make = (
    button: HTMLElement,
    name: string,
    work: (saving: typeof import("./save-activity.ts")) => Promise<string | undefined>,
  ) => {
    if (button.getAttribute("aria-busy") === "true") return;
    button.setAttribute("aria-busy", "true");
    say("Preparando a atividade…");
    import("./save-activity.ts")
      .then(work)
      .then((note) => {
        say(note ? `Atividade pronta: o PDF foi baixado. ${note}` : "Atividade pronta: o PDF foi baixado.");
        toast({ title: "Download iniciado!", description: `${title}: ${name}` });
      })
      .catch((error: unknown) => {
        if (error instanceof Error && error.name === "ActivityRefusedError") {
          say(error.message, true);
          return;
        }
        console.error(error);
        say("Não foi possível preparar a atividade. Tente novamente.", true);
      })
      .finally(() => button.removeAttribute("aria-busy"));
  };
  const level = () => {
    const chosen = root.querySelector<HTMLInputElement>("input[name=nivel-atividade]:checked")?.value;
    return isNumberLevel(chosen) ? chosen : "facil";
  };
  enhanceActions(root, {
    "pinte-por-numero": (button) => {
      const chosen = level();
      make(button, "Pinte por número", async ({ saveColourByNumber }) => {
        await saveColourByNumber(drawing, chosen);
        return undefined;
      });
    },
    "ligue-os-pontos": (button) => {
      const chosen = level();
      make(button, "Ligue os pontos", ({ saveDotToDot }) => saveDotToDot(drawing, chosen));
    },
    "traco-grosso": (button) => {
      const saveInk = root.querySelector<HTMLInputElement>("input[name=economia-de-tinta]")?.checked === true;
      make(button, "Traço grosso", ({ saveThickLines }) => saveThickLines(drawing, { saveInk }));
    },
  });
}
