import { isNumberLevel } from "#src/lib/activities/levels.ts";
import { enhanceActions } from "../actions.ts";
import { toast } from "../toast.ts";

/**
 * 'Atividades' on a drawing page (src/components/ActivitiesRow.astro): the
 * button makes the sheet at the chosen level in this tab and saves it; the
 * sheet's code loads on the first press (./save-activity.ts). The line under
 * the button says what is happening, for screen readers too.
 */
export function enhanceActivities(root: HTMLElement): void {
  const { id = "", slug = "", title = "", pdf = "" } = root.dataset;
  const feedback = root.querySelector<HTMLElement>("[data-feedback]");
  const say = (message: string, error = false) => {
    if (!feedback) return;
    feedback.textContent = message;
    feedback.dataset.tone = error ? "error" : "ok";
  };
  enhanceActions(root, {
    "pinte-por-numero": (button) => {
      if (button.getAttribute("aria-busy") === "true") return;
      const chosen = root.querySelector<HTMLInputElement>("input[name=nivel-atividade]:checked")?.value;
      const level = isNumberLevel(chosen) ? chosen : "facil";
      button.setAttribute("aria-busy", "true");
      say("Preparando a atividade…");
      import("./save-activity.ts")
        .then(({ saveColourByNumber }) => saveColourByNumber({ id, slug, title, pdfUrl: pdf }, level))
        .then(() => {
          say("Atividade pronta: o PDF foi baixado.");
          toast({ title: "Download iniciado!", description: `${title}: Pinte por número` });
        })
        .catch((error: unknown) => {
          console.error(error);
          say("Não foi possível preparar a atividade. Tente novamente.", true);
        })
        .finally(() => button.removeAttribute("aria-busy"));
    },
  });
}
