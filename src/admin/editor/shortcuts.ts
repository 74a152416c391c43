import type { MarkdownCommand } from "./markdown-commands.ts";

/**
 * The editor's keyboard shortcuts (spec section 2): Ctrl+B bold, Ctrl+I
 * italic, Ctrl+K link, with Cmd in place of Ctrl on a Mac.
 */
export type KeyboardEventLike = { key: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean };

export type ShortcutCommand = Extract<MarkdownCommand, "bold" | "italic" | "link">;

export type Shortcut = {
  key: string;
  /** For `aria-keyshortcuts`: both spellings, since the editor accepts both. */
  ariaKeyShortcuts: string;
  /** As a title shows it. */
  label: string;
};

const shortcut = (key: string): Shortcut => ({
  key,
  ariaKeyShortcuts: `Control+${key.toUpperCase()} Meta+${key.toUpperCase()}`,
  label: `Ctrl+${key.toUpperCase()}`,
});

export const SHORTCUTS: Record<ShortcutCommand, Shortcut> = {
  bold: shortcut("b"),
  italic: shortcut("i"),
  link: shortcut("k"),
};

const BY_KEY = new Map(Object.entries(SHORTCUTS).map(([command, { key }]) => [key, command as ShortcutCommand]));

/**
 * The command a key press asks for, or null. Exactly one of Ctrl and Cmd,
 * and neither Shift nor Alt: Ctrl+Shift+B is another shortcut, and AltGr
 * (which browsers report as Ctrl+Alt) types characters on many keyboards.
 * Caps Lock does not matter.
 */
export function shortcutCommand(event: KeyboardEventLike): ShortcutCommand | null {
  if (event.ctrlKey === event.metaKey || event.shiftKey || event.altKey) return null;
  return BY_KEY.get(event.key.toLowerCase()) ?? null;
}
