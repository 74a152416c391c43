import { JSDOM } from "jsdom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { applyEditToTextarea } from "./apply-to-textarea.ts";
import type { TextEdit } from "./markdown-commands.ts";

let document: Document;
let textarea: HTMLTextAreaElement;
let inputEvents: number;

beforeEach(() => {
  document = new JSDOM("<!doctype html><textarea></textarea>").window.document;
  textarea = document.querySelector("textarea") as HTMLTextAreaElement;
  textarea.value = "um dois três";
  inputEvents = 0;
  textarea.addEventListener("input", () => inputEvents++);
});

// "um dois três" → "um **dois** três", "dois" selected.
const boldDois: TextEdit = { replaceStart: 3, replaceEnd: 7, text: "**dois**", selectionStart: 5, selectionEnd: 9 };

/** Gives the document an execCommand (jsdom has none). */
function stubExecCommand(implementation: (command: string, showUi?: boolean, text?: string) => boolean) {
  Object.defineProperty(document, "execCommand", { value: implementation, configurable: true });
}

/** What a browser's execCommand does: edit the selection and fire input. */
function browserExecCommand(command: string, _showUi?: boolean, text = ""): boolean {
  const start = textarea.selectionStart;
  const end = textarea.selectionEnd;
  textarea.setRangeText(command === "delete" ? "" : text, start, end, "end");
  textarea.dispatchEvent(new (document.defaultView as Window & typeof globalThis).Event("input", { bubbles: true }));
  return true;
}

describe("applyEditToTextarea", () => {
  it("inserts through execCommand, on the range it selected first, so undo keeps it", () => {
    const execCommand = vi.fn(browserExecCommand);
    stubExecCommand(execCommand);
    applyEditToTextarea(textarea, boldDois);
    expect(execCommand).toHaveBeenCalledExactlyOnceWith("insertText", false, "**dois**");
    expect(textarea.value).toBe("um **dois** três");
    expect(inputEvents).toBe(1);
    expect([textarea.selectionStart, textarea.selectionEnd]).toEqual([5, 9]);
    expect(document.activeElement).toBe(textarea);
  });

  it("deletes with the delete command when the edit removes text", () => {
    const execCommand = vi.fn(browserExecCommand);
    stubExecCommand(execCommand);
    textarea.value = "um **dois** três";
    applyEditToTextarea(textarea, { replaceStart: 3, replaceEnd: 5, text: "", selectionStart: 3, selectionEnd: 3 });
    expect(execCommand).toHaveBeenCalledExactlyOnceWith("delete");
    expect(textarea.value).toBe("um dois** três");
  });

  it("falls back on setRangeText and an input event without execCommand", () => {
    expect("execCommand" in document).toBe(false);
    applyEditToTextarea(textarea, boldDois);
    expect(textarea.value).toBe("um **dois** três");
    expect(inputEvents).toBe(1);
    expect([textarea.selectionStart, textarea.selectionEnd]).toEqual([5, 9]);
  });

  it("falls back when execCommand refuses or throws", () => {
    stubExecCommand(() => false);
    applyEditToTextarea(textarea, boldDois);
    expect(textarea.value).toBe("um **dois** três");

    stubExecCommand(() => {
      throw new Error("não suportado");
    });
    applyEditToTextarea(textarea, { replaceStart: 0, replaceEnd: 0, text: "> ", selectionStart: 2, selectionEnd: 2 });
    expect(textarea.value).toBe("> um **dois** três");
    expect(inputEvents).toBe(2);
  });

  it("falls back when execCommand claims success but changed nothing", () => {
    stubExecCommand(() => true);
    applyEditToTextarea(textarea, boldDois);
    expect(textarea.value).toBe("um **dois** três");
    expect(inputEvents).toBe(1);
  });

  it("puts the expected text in when the browser inserted something else", () => {
    stubExecCommand((_command, _showUi, text = "") => {
      textarea.setRangeText(text.toUpperCase(), textarea.selectionStart, textarea.selectionEnd);
      return true;
    });
    applyEditToTextarea(textarea, { replaceStart: 0, replaceEnd: 0, text: "nota: ", selectionStart: 6, selectionEnd: 6 });
    expect(textarea.value).toBe("nota: um dois três");
    expect([textarea.selectionStart, textarea.selectionEnd]).toEqual([6, 6]);
  });
});
