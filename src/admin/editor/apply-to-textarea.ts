import { applyEdit, type TextEdit } from "./markdown-commands.ts";

/**
 * Applies a command's edit to the textarea so that Ctrl+Z takes it back in
 * one step: select the range, then `execCommand("insertText")`, the one way
 * to change a textarea that the browser records in its undo history.
 * Assigning `value` (what React does) would clear that history.
 *
 * Where execCommand is missing or refuses, `setRangeText` writes the text and
 * an input event tells React (its onChange listens to input), without undo.
 */
export function applyEditToTextarea(textarea: HTMLTextAreaElement, edit: TextEdit): void {
  const before = textarea.value;
  const expected = applyEdit(before, edit);
  textarea.focus();
  textarea.setSelectionRange(edit.replaceStart, edit.replaceEnd);

  if (!insertWithUndo(textarea.ownerDocument, edit) || textarea.value !== expected) {
    if (textarea.value === before) textarea.setRangeText(edit.text, edit.replaceStart, edit.replaceEnd);
    // The browser changed something other than asked: put the whole expected text in.
    else textarea.setRangeText(expected, 0, textarea.value.length);
    const EventOfWindow = textarea.ownerDocument.defaultView?.Event ?? Event;
    textarea.dispatchEvent(new EventOfWindow("input", { bubbles: true }));
  }
  textarea.setSelectionRange(edit.selectionStart, edit.selectionEnd);
}

type ExecCommand = (command: "insertText" | "delete", showUi?: boolean, text?: string) => boolean;

/**
 * `document.execCommand`, read without the DOM typings' deprecation mark: it
 * is deprecated, yet no standard API replaces it for edits that the browser's
 * undo history records, and every current browser still supports it.
 */
function execCommandOf(document: Document): ExecCommand | null {
  const execCommand: unknown = Reflect.get(document, "execCommand");
  return typeof execCommand === "function" ? (execCommand as ExecCommand).bind(document) : null;
}

/** Whether the browser took the insertion (it fires the input event itself). */
function insertWithUndo(document: Document, edit: TextEdit): boolean {
  const execCommand = execCommandOf(document);
  if (execCommand === null) return false;
  try {
    // Inserting "" is not a deletion in every browser; "delete" is.
    if (edit.text === "") return edit.replaceStart === edit.replaceEnd || execCommand("delete");
    return execCommand("insertText", false, edit.text);
  } catch {
    return false;
  }
}
