import { useState } from "react";
import type { CadernoItem } from "#src/browser/caderno/save-caderno.ts";
import Icon from "../Icon.tsx";
import { CadernoDialog } from "./CadernoDialog.tsx";

export type { CadernoItem } from "#src/browser/caderno/save-caderno.ts";

/**
 * 'Baixar caderno' inside a React island that is on the page anyway ('Meus
 * favoritos'): the button, and the dialog mounted afresh on each press.
 * Static pages (a collection, a category) use src/components/CadernoLauncher.astro
 * instead, which loads React and the dialog only when pressed.
 */
export default function CadernoButton({ title, drawings }: { title: string; drawings: readonly CadernoItem[] }) {
  const [opened, setOpened] = useState(0);
  if (drawings.length === 0) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpened((count) => count + 1)}
        className="inline-flex min-h-12 items-center gap-2 rounded-full bg-brand-700 px-6 font-bold text-white hover:bg-brand-600"
        data-caderno-open
      >
        <Icon name="download" className="size-5" />
        Baixar caderno
      </button>
      {opened > 0 && <CadernoDialog key={opened} title={title} drawings={drawings} onClosed={() => setOpened(0)} />}
    </>
  );
}
