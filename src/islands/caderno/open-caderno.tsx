import { createRoot } from "react-dom/client";
import type { CadernoItem } from "#src/browser/caderno/save-caderno.ts";
import { CadernoDialog } from "./CadernoDialog.tsx";

/**
 * Mounts the caderno's dialog on a static page, on a press of its 'Baixar
 * caderno' (src/components/CadernoLauncher.astro): React and the dialog load
 * then, not with the page. Unmounted once the dialog closes.
 */
export function openCaderno(props: { title: string; drawings: readonly CadernoItem[] }, restoreFocus: HTMLElement): void {
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  root.render(
    <CadernoDialog
      {...props}
      onClosed={() => {
        // After React's own work for the close event is done.
        setTimeout(() => {
          root.unmount();
          host.remove();
          restoreFocus.focus();
        });
      }}
    />,
  );
}
