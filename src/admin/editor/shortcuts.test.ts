import { describe, expect, it } from "vitest";
import { type KeyboardEventLike, SHORTCUTS, shortcutCommand } from "./shortcuts.ts";

const press = (key: string, modifiers: Partial<KeyboardEventLike> = {}): KeyboardEventLike => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...modifiers,
});

describe("shortcutCommand", () => {
  it.each([
    ["b", "bold"],
    ["i", "italic"],
    ["k", "link"],
  ] as const)("Ctrl+%s and Cmd+%s run %s", (key, command) => {
    expect(shortcutCommand(press(key, { ctrlKey: true }))).toBe(command);
    expect(shortcutCommand(press(key, { metaKey: true }))).toBe(command);
  });

  it("ignores Caps Lock", () => {
    expect(shortcutCommand(press("B", { ctrlKey: true }))).toBe("bold");
  });

  it.each([
    ["no modifier", press("b")],
    ["Shift", press("B", { ctrlKey: true, shiftKey: true })],
    ["Alt (AltGr)", press("b", { ctrlKey: true, altKey: true })],
    ["Ctrl and Cmd together", press("b", { ctrlKey: true, metaKey: true })],
    ["another letter", press("u", { ctrlKey: true })],
    ["a named key", press("Enter", { ctrlKey: true })],
  ])("does nothing with %s", (_name, event) => {
    expect(shortcutCommand(event)).toBeNull();
  });
});

describe("SHORTCUTS", () => {
  it("tells assistive technology and titles about them", () => {
    expect(SHORTCUTS.bold).toEqual({ key: "b", ariaKeyShortcuts: "Control+B Meta+B", label: "Ctrl+B" });
    expect(SHORTCUTS.italic.ariaKeyShortcuts).toBe("Control+I Meta+I");
    expect(SHORTCUTS.link.label).toBe("Ctrl+K");
  });
});
