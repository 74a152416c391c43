import type { MarkdownCommand } from "./markdown-commands.ts";
import { SHORTCUTS, type ShortcutCommand } from "./shortcuts.ts";

/** The toolbar's buttons, in the spec's order (section 2), grouped as they are drawn. */
export type ToolbarItem = { command: MarkdownCommand; label: string; shortcut?: ShortcutCommand };

export const TOOLBAR_GROUPS: ToolbarItem[][] = [
  [
    { command: "bold", label: "Negrito", shortcut: "bold" },
    { command: "italic", label: "Itálico", shortcut: "italic" },
    { command: "strikethrough", label: "Tachado" },
  ],
  [
    { command: "heading1", label: "Título 1" },
    { command: "heading2", label: "Título 2" },
    { command: "heading3", label: "Título 3" },
  ],
  [
    { command: "bulletList", label: "Lista com marcadores" },
    { command: "numberedList", label: "Lista numerada" },
  ],
  [
    { command: "link", label: "Link", shortcut: "link" },
    { command: "image", label: "Imagem" },
  ],
  [
    { command: "quote", label: "Citação" },
    { command: "inlineCode", label: "Código" },
    { command: "codeBlock", label: "Bloco de código" },
    { command: "horizontalRule", label: "Linha horizontal" },
  ],
];

export const TOOLBAR_ITEMS: ToolbarItem[] = TOOLBAR_GROUPS.flat();

/** "Negrito (Ctrl+B)": a button's tooltip names its shortcut. */
export function toolbarTitle(item: ToolbarItem): string {
  return item.shortcut ? `${item.label} (${SHORTCUTS[item.shortcut].label})` : item.label;
}

/**
 * Roving focus (WAI-ARIA toolbar pattern): the button a key moves focus to,
 * or null for keys the toolbar leaves alone. Arrows wrap around the ends.
 */
export function rovingFocusIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case "ArrowRight":
      return (current + 1) % count;
    case "ArrowLeft":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
