// @vitest-environment jsdom
import { act, createElement, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MarkdownEditor } from "./MarkdownEditor.tsx";

/**
 * The component in a DOM (jsdom, which has no execCommand, so edits take the
 * setRangeText fallback): the wiring between the pure modules and React.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
let changes: string[];

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return createElement(MarkdownEditor, {
    value,
    onChange: (next: string) => {
      changes.push(next);
      setValue(next);
    },
    id: "conteudo",
  });
}

function mount(initial = "") {
  act(() => root.render(createElement(Harness, { initial })));
}

const textarea = () => container.querySelector("textarea") as HTMLTextAreaElement;
const toolbar = () => container.querySelector('[role="toolbar"]') as HTMLElement | null;
const button = (name: string) => {
  const found = [...container.querySelectorAll("button")].find(
    (element) => (element.getAttribute("aria-label") ?? element.textContent) === name,
  );
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
const click = (element: HTMLElement) => act(() => element.click());
const key = (target: Element, init: KeyboardEventInit) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init }));
  });
const select = (start: number, end: number) => textarea().setSelectionRange(start, end);

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  changes = [];
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe("MarkdownEditor", () => {
  it("is a labelled textarea of 15 rows under a labelled toolbar", () => {
    mount();
    expect(textarea().rows).toBe(15);
    expect(container.querySelector('label[for="conteudo"]')?.textContent).toBe("Conteúdo");
    expect(toolbar()?.getAttribute("aria-label")).toBe("Formatação do conteúdo");
    expect(toolbar()?.getAttribute("aria-controls")).toBe("conteudo");
    expect(button("Negrito").getAttribute("title")).toBe("Negrito (Ctrl+B)");
    expect(button("Negrito").getAttribute("aria-keyshortcuts")).toBe("Control+B Meta+B");
    expect(button("Tachado").hasAttribute("aria-keyshortcuts")).toBe(false);
  });

  it("applies a toolbar command to the selection and tells the form", () => {
    mount("um dois");
    select(3, 7);
    click(button("Negrito"));
    expect(changes).toEqual(["um **dois**"]);
    expect(textarea().value).toBe("um **dois**");
    expect([textarea().selectionStart, textarea().selectionEnd]).toEqual([5, 9]);
    expect(document.activeElement).toBe(textarea());
  });

  it("runs Ctrl+B, Ctrl+I and Cmd+K in the textarea", () => {
    mount("");
    key(textarea(), { key: "b", ctrlKey: true });
    expect(textarea().value).toBe("**texto em negrito**");
    select(0, 0);
    key(textarea(), { key: "k", metaKey: true });
    expect(textarea().value).toBe("[texto do link](https://)**texto em negrito**");
    select(0, 0);
    key(textarea(), { key: "i", ctrlKey: true });
    expect(textarea().value.startsWith("*texto em itálico*")).toBe(true);
  });

  it("leaves other keys to the browser", () => {
    mount("abc");
    key(textarea(), { key: "u", ctrlKey: true });
    key(textarea(), { key: "b" });
    expect(changes).toEqual([]);
  });

  it("keeps one button in the tab order and moves focus with arrows, Home and End", () => {
    mount();
    const buttons = [...(toolbar()?.querySelectorAll("button") ?? [])];
    expect(buttons).toHaveLength(14);
    expect(buttons.filter((element) => element.tabIndex === 0)).toEqual([buttons[0]]);
    act(() => buttons[0]?.focus());
    key(buttons[0] as HTMLElement, { key: "ArrowRight" });
    expect(document.activeElement).toBe(buttons[1]);
    expect(buttons[1]?.tabIndex).toBe(0);
    expect(buttons[0]?.tabIndex).toBe(-1);
    key(buttons[1] as HTMLElement, { key: "End" });
    expect(document.activeElement).toBe(buttons[13]);
    key(buttons[13] as HTMLElement, { key: "ArrowRight" });
    expect(document.activeElement).toBe(buttons[0]);
    key(buttons[0] as HTMLElement, { key: "ArrowLeft" });
    expect(document.activeElement).toBe(buttons[13]);
    key(buttons[13] as HTMLElement, { key: "Home" });
    expect(document.activeElement).toBe(buttons[0]);
  });

  it("previews the sanitised HTML with the public page's prose classes, and goes back to editing", () => {
    mount('## Título\n\n**negrito** <img src=x onerror="alert(1)">');
    click(button("Visualizar"));
    const preview = container.querySelector("section.prose-rabisco") as HTMLElement;
    expect(preview.innerHTML).toContain("<h2>Título</h2>");
    expect(preview.innerHTML).toContain("<strong>negrito</strong>");
    expect(preview.innerHTML).not.toContain("onerror");
    expect(textarea().hidden).toBe(true);
    expect(toolbar()).toBeNull();

    click(button("Editar"));
    expect(container.querySelector("section.prose-rabisco")).toBeNull();
    expect(textarea().hidden).toBe(false);
    expect(toolbar()).not.toBeNull();
  });

  it("says there is nothing to preview for an empty content", () => {
    mount("   \n");
    click(button("Visualizar"));
    expect(container.textContent).toContain("Nenhum conteúdo para visualizar");
  });

  it("shows the word count, reading time and length message, linked to the textarea", () => {
    mount("um dois três");
    const metrics = document.getElementById(textarea().getAttribute("aria-describedby") ?? "");
    expect(metrics?.textContent).toBe("3 palavras·1 min de leitura·Abaixo do mínimo recomendado de 1.200 palavras");
  });
});
